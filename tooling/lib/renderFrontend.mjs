// Renders a frontend's serving configuration from the environment into NGINX_RUN_DIR: nginx.conf and
// app.conf and, for the shell, config.json with the Content-Security-Policy that allows exactly the
// configured remote, API and Auth origins. config.json and the policy are those of `npm start`
// (portalConfig.mjs); the pre-rendered pages are the topology's. The served files stay read-only.
// The containers run it at each start, the e2e tests before starting nginx:
//
//   APP=shell|remote-…  HTML_ROOT=…  NGINX_RUN_DIR=…  LISTEN_PORT=8080  node tooling/lib/renderFrontend.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { frontends } from './frontends.mjs';
import { contentSecurityPolicy, envKeyFor, portalConfigFromEnv, remoteBaseUrl, stripSlashes } from './portalConfig.mjs';
import { PRERENDERED_PAGES, PRERENDERED_VARIANTS } from '../../build/prerender/pages.mjs';
import { LANGUAGES, LANGUAGE_COOKIE } from '../../shared/src/i18n/languages.mjs';
import { PRERENDER_API_BASE } from '../../shared/src/prerender/names.mjs';
import { shortNameOf } from '../../shared/src/topology.mjs';
import { contactVars } from '../../build/prerender/ssi.mjs';

const TEMPLATE = path.resolve(import.meta.dirname, '..', '..', 'docker', 'nginx', 'nginx.conf.template');

export class ServingConfigError extends Error {}

/** `remote_landing` → `LANDING_PRERENDER_URL`: where the shell's server fetches that remote's pre-rendered page. */
export const prerenderUrlKeyFor = (remoteName) => `${shortNameOf(remoteName).toUpperCase()}_PRERENDER_URL`;

const remotes = frontends.filter((frontend) => !frontend.isHost);
const prerenderedRemotes = [...new Set(PRERENDERED_PAGES.map((page) => page.remote))];
const URL_KEYS = ['API_BASE_URL', ...remotes.map((remote) => envKeyFor(remote.name)), ...prerenderedRemotes.map(prerenderUrlKeyFor)];
const TEXT_KEYS = [
  'FIREBASE_API_KEY',
  'FIREBASE_AUTH_DOMAIN',
  'FIREBASE_PROJECT_ID',
  'FIREBASE_AUTH_EMULATOR_URL',
  'CONTACT_EMAIL',
  'CONTACT_PHONE',
];

/** Values end up in JSON and in nginx strings: refuse anything that could break out of either. */
export function checkServingEnv(env) {
  for (const key of [...URL_KEYS, ...TEXT_KEYS]) {
    const value = env[key];
    if (value === undefined) continue;
    if (/["\\;${}]/.test(value)) throw new ServingConfigError(`${key} contains a character that is not allowed`);
    if (URL_KEYS.includes(key) && !/^https?:\/\//.test(value))
      throw new ServingConfigError(`${key} must be an http(s) URL, got '${value}'`);
  }
}

/**
 * The files a frontend serves its configuration from, by name: `nginx.conf`, `app.conf` and, for the
 * shell, `config.json`. Throws ServingConfigError on a value it cannot serve safely.
 */
export function renderFrontend(
  env,
  { app, htmlRoot, runDir, listenPort = '8080', confDir = '/etc/nginx', modulesDir = '/usr/lib/nginx/modules', nameserver = null },
) {
  checkServingEnv(env);
  const isShell = frontends.find((frontend) => frontend.dir === app)?.isHost ?? false;
  const config = portalConfigFromEnv(env);
  const csp = isShell ? contentSecurityPolicy(config) : '';
  const variables = {
    NGINX_RUN_DIR: runDir,
    NGINX_CONF_DIR: confDir,
    NGINX_MODULES_DIR: modulesDir,
    LISTEN_PORT: String(listenPort),
    HTML_ROOT: htmlRoot,
    SPA_FALLBACK: isShell ? '/index.html' : '=404',
    PORTAL_CSP: csp,
    PORTAL_LANGUAGE_MAP: languageMap(),
  };
  // Only these names are filled: nginx's own $uri, $sent_http_… stay as they are.
  const nginxConf = readFileSync(TEMPLATE, 'utf8').replace(/\$\{([A-Z_]+)\}/g, (whole, name) => variables[name] ?? whole);
  const files = { 'nginx.conf': nginxConf, 'app.conf': isShell ? prerenderedLocations(env, config, csp, listenPort, nameserver) : '' };
  if (isShell) files['config.json'] = `${JSON.stringify(config, null, 2)}\n`;
  return files;
}

/**
 * The suffix of the pre-rendered files in the language the visitor's cookie names ('' for English or
 * no cookie): `$portal_language_suffix`. Matched as parseLanguage reads the cookie in the Node server
 * (build/prerender/pages.mjs): the language's code, in any case, alone or before a region.
 */
function languageMap() {
  const entries = LANGUAGES.filter((language) => language.fileSuffix !== '').map(
    (language) => `    "~*^\\s*${language.code}([-_]|\\s*$)" "${language.fileSuffix}";`,
  );
  return [`map $cookie_${LANGUAGE_COOKIE} $portal_language_suffix {`, '    default "";', ...entries, '  }'].join('\n');
}

/**
 * The shell's pre-rendered pages: each page's HTML with its remote's prerender.html included by SSI.
 * The fragment is fetched on every request (so it is always the deployed remote release's), its
 * relative URLs made absolute, and included when it speaks the shell's page contract; when the remote
 * is down or slow, the page is the plain app (build/prerender/ssi.mjs does the same for the Node server).
 * A variable in proxy_pass: a host name is resolved per request, so the shell starts even when a
 * remote's name does not resolve yet. The page is served in the language of the visitor's cookie
 * (`home.hi.html`, which includes the remote's `prerender.hi.html`), hence `Vary: Cookie`.
 */
function prerenderedLocations(env, config, csp, listenPort, nameserver) {
  // The SSI variables of the page's layout, as the Node server sets them.
  const contact = Object.entries(contactVars(config.contact))
    .map(([name, value]) => `  set $${name} "${value}";\n`)
    .join('');
  const publicBase = (remoteName) => remoteBaseUrl(config.remotes.find((remote) => remote.name === remoteName));
  const pages = PRERENDERED_PAGES.map((page) => {
    const [base, suffix] = page.file.split(/(?=\.html$)/);
    return `location = ${page.route} {
  ssi on;
  ssi_silent_errors on;
${contact}  try_files /${base}$portal_language_suffix${suffix} /${page.file} /index.html;
  add_header Cache-Control "no-cache";
  add_header Vary "Cookie";
  add_header X-Content-Type-Options "nosniff";
  add_header Referrer-Policy "strict-origin-when-cross-origin";
  add_header X-Frame-Options "DENY";
  add_header Content-Security-Policy "${csp}";
}
`;
  });
  const fragments = PRERENDERED_VARIANTS.map((page) => {
    const upstream = stripSlashes(env[prerenderUrlKeyFor(page.remote)] ?? publicBase(page.remote));
    return `# Captured into an SSI variable (in memory, sized by the response's length): the remote's fragment,
# fetched through ${page.fragmentPath}-absolute on this server, which makes its URLs absolute and points
# its forms at the API.
location = ${page.fragmentPath} {
  internal;
  proxy_pass http://127.0.0.1:${listenPort}${page.fragmentPath}-absolute;
  proxy_http_version 1.1;
  proxy_set_header Accept-Encoding "";
  proxy_connect_timeout 1s;
  proxy_read_timeout 2s;
  proxy_intercept_errors on;
  error_page 301 302 307 308 400 401 403 404 405 500 502 503 504 = @no_prerender;
  subrequest_output_buffer_size 512k;
}
location = ${page.fragmentPath}-absolute {
  allow 127.0.0.1;
  deny all;
  set $prerender_upstream "${upstream}";
  proxy_pass $prerender_upstream/${page.fragmentFile};
  proxy_http_version 1.1;
  proxy_set_header Accept-Encoding "";
  proxy_connect_timeout 1s;
  proxy_send_timeout 1s;
  proxy_read_timeout 1500ms;
  sub_filter_once off;
  sub_filter '<link rel="stylesheet" href="' '<link rel="stylesheet" href="${publicBase(page.remote)}/';
  sub_filter '<link data-portal-preload href="' '<link data-portal-preload href="${publicBase(page.remote)}/';
  sub_filter '${PRERENDER_API_BASE}/' '${config.apiBaseUrl}/';
}
`;
  });
  const resolver = nameserver ? [`resolver ${nameserver.includes(':') ? `[${nameserver}]` : nameserver} valid=30s ipv6=off;\n`] : [];
  return [...resolver, ...pages, ...fragments, 'location @no_prerender {\n  return 204;\n}\n'].join('');
}

/** The first nameserver of /etc/resolv.conf, for the per-request resolution of remotes' host names. */
function systemNameserver() {
  try {
    return /^nameserver\s+(\S+)/m.exec(readFileSync('/etc/resolv.conf', 'utf8'))?.[1] ?? null;
  } catch {
    return null;
  }
}

function main() {
  const env = process.env;
  if (!env.APP) throw new ServingConfigError('APP is required');
  const runDir = env.NGINX_RUN_DIR ?? '/tmp/nginx';
  const listenPort = env.LISTEN_PORT ?? '8080';
  const files = renderFrontend(env, {
    app: env.APP,
    htmlRoot: env.HTML_ROOT ?? '/usr/share/nginx/html',
    runDir,
    listenPort,
    confDir: env.NGINX_CONF_DIR ?? '/etc/nginx',
    modulesDir: env.NGINX_MODULES_DIR ?? '/usr/lib/nginx/modules',
    nameserver: systemNameserver(),
  });
  mkdirSync(runDir, { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(runDir, name), content);
  console.log(`render-frontend: ${env.APP} on port ${listenPort} (config in ${path.join(runDir, 'nginx.conf')})`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    main();
  } catch (error) {
    console.error(`render-frontend: ${error instanceof ServingConfigError ? error.message : error}`);
    process.exit(1);
  }
}
