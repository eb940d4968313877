import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TOPOLOGY } from '../shared/src/topology.mjs';
import { CONTAINER_FILES, composeFile, gatewayConf } from '../tooling/lib/containers.mjs';
import { frontends, rootDir } from '../tooling/lib/frontends.mjs';
import { requireTool } from '../tooling/lib/requireTool.js';
import { contentSecurityPolicy, portalConfigFromEnv } from '../tooling/lib/portalConfig.mjs';

/**
 * The container configuration as CI checks it without a Docker engine: the compose file against
 * docker-compose and the current Compose schema (dclint), the Dockerfiles with a linter, and the
 * nginx configuration each frontend container renders at start, with `nginx -t`.
 */
const bin = (name: string) => path.join(rootDir, 'node_modules', '.bin', name);

function render(app: string, env: Record<string, string> = {}) {
  const runDir = mkdtempSync(path.join(os.tmpdir(), `render-${app}-`));
  chmodSync(runDir, 0o755);
  const result = spawnSync(process.execPath, [path.join(rootDir, 'tooling', 'lib', 'renderFrontend.mjs')], {
    env: {
      PATH: process.env['PATH'],
      APP: app,
      HTML_ROOT: path.join(rootDir, app, 'dist'),
      NGINX_RUN_DIR: runDir,
      LISTEN_PORT: '8080',
      ...env,
    },
    encoding: 'utf8',
  });
  return { runDir, ...result };
}

describe('the containers of the topology (tooling/lib/containers.mjs)', () => {
  it.each(Object.entries(CONTAINER_FILES))('%s is the one `npm run containers` writes from the topology', (file, write) => {
    expect(readFileSync(path.join(rootDir, file), 'utf8')).toBe(write());
  });

  it("a remote added to the topology gets its container, its route on the portal's URL and its URL in the shell's environment", () => {
    const backoffice = { dir: 'remote-backoffice', name: 'remote_backoffice', port: 3004, title: 'Back office' };
    const grown = { ...TOPOLOGY, remotes: [...TOPOLOGY.remotes, backoffice] };
    const compose = composeFile(grown);
    expect(compose).toContain('  remote-backoffice:\n    <<: *frontend');
    expect(compose).toContain('        APP: remote-backoffice');
    expect(compose).toContain('image: agent-portal/remote-backoffice:${BACKOFFICE_VERSION:-latest}');
    expect(compose).toContain('REMOTE_BACKOFFICE_URL: ${REMOTE_BACKOFFICE_URL:-http://localhost:8080/remotes/backoffice}');
    expect(compose).toMatch(/depends_on:\n(?: {6}- .*\n)*? {6}- remote-backoffice\n/);
    const gateway = gatewayConf(grown);
    expect(gateway).toContain('upstream remote_backoffice { server remote-backoffice:8080; }');
    expect(gateway).toContain('location /remotes/backoffice/ { proxy_pass http://remote_backoffice/; }');
  });
});

describe('docker-compose.yml', () => {
  it.runIf(requireTool('docker-compose'))('is valid for docker-compose', () => {
    const result = spawnSync('docker-compose', ['-f', path.join(rootDir, 'docker-compose.yml'), 'config', '-q'], {
      encoding: 'utf8',
      cwd: rootDir,
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('passes dclint (the current Compose schema) with no errors', () => {
    const result = spawnSync(bin('dclint'), [path.join(rootDir, 'docker-compose.yml')], { encoding: 'utf8', cwd: rootDir });
    expect(result.stdout + result.stderr).not.toMatch(/\berror\b/);
    expect(result.status).toBe(0);
  });

  it('runs every frontend, two API replicas, PostgreSQL with a volume, the Auth emulator and the mail catcher', () => {
    const compose = readFileSync(path.join(rootDir, 'docker-compose.yml'), 'utf8');
    for (const service of [
      'gateway',
      'shell',
      'remote-landing',
      'remote-onboarding',
      'remote-sales',
      'api-1',
      'api-2',
      'postgres',
      'auth-emulator',
      'mail',
    ]) {
      expect(compose).toMatch(new RegExp(`^  ${service}:$`, 'm'));
    }
    expect(compose).toMatch(/pgdata:\/var\/lib\/postgresql\/data/);
  });
});

describe('Dockerfiles', () => {
  const dockerfiles = readdirSync(path.join(rootDir, 'docker')).filter((file) => file.endsWith('.Dockerfile'));

  it.each(dockerfiles)('%s passes dockerfile-utils lint', (file) => {
    const result = spawnSync(bin('dockerfile-utils'), ['lint', path.join(rootDir, 'docker', file)], { encoding: 'utf8' });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it.each(dockerfiles)('%s runs as a non-root user and declares a health check', (file) => {
    const text = readFileSync(path.join(rootDir, 'docker', file), 'utf8');
    const finalStage = text.slice(text.lastIndexOf('\nFROM '));
    expect(finalStage).toMatch(/^USER (?!root)\S+/m);
    expect(finalStage).toMatch(/^HEALTHCHECK /m);
  });
});

describe('frontend container configuration (tooling/lib/renderFrontend.mjs)', () => {
  const cleanup: string[] = [];
  afterAll(() => cleanup.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('the frontend image holds every file its renderer imports: it renders from the copies its Dockerfile makes', () => {
    // The serve stage's `COPY <repository paths> /opt/portal/…`, replayed into a folder of its own.
    const dockerfile = readFileSync(path.join(rootDir, 'docker', 'frontend.Dockerfile'), 'utf8');
    const serveStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const image = mkdtempSync(path.join(os.tmpdir(), 'frontend-image-'));
    cleanup.push(image);
    const copies = [...serveStage.matchAll(/^COPY (?!--from)(.+) \/opt\/portal\/(\S*)$/gm)];
    expect(copies.length).toBeGreaterThan(0);
    for (const [, sources, target] of copies) {
      for (const source of sources!.split(' ')) {
        const destination = path.join(image, target!, target!.endsWith('/') ? path.basename(source) : '');
        cpSync(path.join(rootDir, source), destination, { recursive: true });
      }
    }
    const runDir = path.join(image, 'run');
    const result = spawnSync(process.execPath, [path.join(image, 'tooling', 'lib', 'renderFrontend.mjs')], {
      cwd: image,
      env: { PATH: process.env['PATH'], APP: 'shell', HTML_ROOT: '/srv/html', NGINX_RUN_DIR: runDir },
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(readdirSync(runDir).sort()).toEqual(['app.conf', 'config.json', 'nginx.conf']);
  });

  it.runIf(requireTool('nginx-brotli')).each(frontends.map((frontend) => frontend.dir))(
    '%s: the rendered nginx.conf passes nginx -t',
    (app) => {
      const { runDir, status, stderr } = render(app);
      cleanup.push(runDir);
      expect(stderr).toBe('');
      expect(status).toBe(0);
      const conf = path.join(runDir, 'nginx.conf');
      execFileSync('nginx', ['-t', '-p', runDir, '-c', conf], { stdio: 'pipe' });
      const text = readFileSync(conf, 'utf8');
      expect(text).not.toMatch(/\$\{[A-Z_]+\}/);
      // The SPA fallback is the shell's only.
      expect(text).toContain(app === 'shell' ? 'try_files $uri /index.html;' : 'try_files $uri =404;');
    },
  );

  it('the shell gets the same config.json and CSP that `npm start` serves, from the same environment', () => {
    const env = {
      REMOTE_LANDING_URL: 'https://landing.agentportal.in/',
      REMOTE_ONBOARDING_URL: 'https://onboarding.agentportal.in',
      REMOTE_SALES_URL: 'https://sales.agentportal.in/v2',
      API_BASE_URL: 'https://api.agentportal.in',
      FIREBASE_API_KEY: 'AIzaExample',
      FIREBASE_AUTH_DOMAIN: 'agent-portal.firebaseapp.com',
      FIREBASE_PROJECT_ID: 'agent-portal',
      FIREBASE_AUTH_EMULATOR_URL: '',
      CONTACT_EMAIL: 'care@agentportal.in',
      CONTACT_PHONE: '+91 22 1234 5678',
    };
    const { runDir, status, stderr } = render('shell', env);
    cleanup.push(runDir);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const rendered = JSON.parse(readFileSync(path.join(runDir, 'config.json'), 'utf8'));
    const expected = portalConfigFromEnv(env);
    expect(rendered).toEqual(expected);
    expect(readFileSync(path.join(runDir, 'nginx.conf'), 'utf8')).toContain(`"${contentSecurityPolicy(expected)}"`);
    // `/` (home.html, pre-rendered) has its own location: the same policy, the same contact details.
    const appConf = readFileSync(path.join(runDir, 'app.conf'), 'utf8');
    expect(appConf).toContain(`add_header Content-Security-Policy "${contentSecurityPolicy(expected)}";`);
    expect(appConf).toContain('set $portal_contact_email "care@agentportal.in";');
    expect(appConf).toContain('set $portal_contact_phone_href "tel:+912212345678";');
    expect(appConf).toContain(
      'sub_filter \'<link rel="stylesheet" href="\' \'<link rel="stylesheet" href="https://landing.agentportal.in/\';',
    );
  });

  it.each([
    ['a quote', { API_BASE_URL: 'https://api.example.in/"x' }, 'API_BASE_URL contains a character that is not allowed'],
    ['a non-http URL', { REMOTE_SALES_URL: 'javascript:alert(1)' }, 'REMOTE_SALES_URL must be an http(s) URL'],
    ['an nginx variable', { CONTACT_PHONE: '$host' }, 'CONTACT_PHONE contains a character that is not allowed'],
  ])('refuses %s in the environment, writing nothing', (_what, env, message) => {
    const { runDir, status, stderr } = render('shell', env);
    cleanup.push(runDir);
    expect(status).not.toBe(0);
    expect(stderr).toContain(message);
    expect(readdirSync(runDir)).toEqual([]);
  });
});
