// config.json for the shell (and the remotes' standalone pages), built from environment variables.
// The same function writes config.json for `npm start`, the tests and the containers.
import { frontends } from './frontends.mjs';
import { PORT_PROFILES } from './ports.mjs';
import { PRERENDER_INLINE_SCRIPT_HASH } from '../../build/prerender/inlineScript.mjs';

/** `remote_landing` → `REMOTE_LANDING_URL`: the environment variable with a remote's public URL. */
export const envKeyFor = (name) => `${name.toUpperCase()}_URL`;
export const stripSlashes = (url) => url.replace(/\/+$/, '');

/** A remote's public base URL, from its entry in config.json. @param {{ entry: string }} remote */
export const remoteBaseUrl = (remote) => remote.entry.replace(/\/mf-manifest\.json$/, '');

export function portalConfigFromEnv(env = process.env) {
  const host = env.PORTAL_PUBLIC_HOST ?? '127.0.0.1';
  const emulator = env.FIREBASE_AUTH_EMULATOR_URL ?? `http://${host}:${PORT_PROFILES.start.authEmulator}`;
  return {
    apiBaseUrl: stripSlashes(env.API_BASE_URL ?? `http://${host}:${PORT_PROFILES.start.api}`),
    firebase: {
      apiKey: env.FIREBASE_API_KEY ?? 'demo-api-key',
      authDomain: env.FIREBASE_AUTH_DOMAIN ?? 'demo-portal.firebaseapp.com',
      projectId: env.FIREBASE_PROJECT_ID ?? 'demo-portal',
    },
    // An empty FIREBASE_AUTH_EMULATOR_URL means a real Firebase project.
    ...(emulator ? { authEmulatorUrl: emulator } : {}),
    contact: {
      email: env.CONTACT_EMAIL ?? 'support@agentportal.in',
      phone: env.CONTACT_PHONE ?? '+91 80 4567 8900',
    },
    remotes: frontends
      .filter((frontend) => !frontend.isHost)
      .map((frontend) => ({
        name: frontend.name,
        entry: `${stripSlashes(env[envKeyFor(frontend.name)] ?? `http://${host}:${frontend.port}`)}/mf-manifest.json`,
      })),
  };
}

const originOf = (url) => new URL(url).origin;

/**
 * The shell page's Content-Security-Policy: scripts, styles and federation manifests only from itself and the
 * configured remotes (its web app manifest and service worker only from itself) (plus the inline script of the pre-rendered pages, by its hash: build/prerender/inlineScript.mjs); API and Firebase calls only to their configured origins.
 */
export function contentSecurityPolicy(config) {
  const remoteOrigins = [...new Set(config.remotes.map((remote) => originOf(remote.entry)))];
  const firebaseOrigins = config.authEmulatorUrl
    ? [originOf(config.authEmulatorUrl)]
    : ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
  const connect = ["'self'", ...remoteOrigins, originOf(config.apiBaseUrl), ...firebaseOrigins];
  return [
    "default-src 'self'",
    `script-src 'self' ${PRERENDER_INLINE_SCRIPT_HASH} ${remoteOrigins.join(' ')}`.trim(),
    `style-src 'self' ${remoteOrigins.join(' ')}`.trim(),
    `connect-src ${[...new Set(connect)].join(' ')}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // Said outright rather than left to the fallbacks (default-src, script-src): the web app manifest
    // and the service worker come from the shell's own origin only.
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // The contact form posts to the API when the landing page's script has not started.
    `form-action 'self' ${originOf(config.apiBaseUrl)}`,
    "frame-ancestors 'none'",
  ].join('; ');
}
