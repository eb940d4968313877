// Frontend builds served as `npm start` serves them: every frontend's `dist` on a port of its own (the
// shell at `port`, the remotes after it), config.json and the CSP written for those ports and for the
// API and auth emulator given (by default ports nobody answers on, for pages that need no back end), `/` and `/login` assembled
// from their pre-rendered fragments. For the quick measurements of the pre-rendered pages.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { frontends } from '../../tooling/lib/frontends.mjs';
import { cspHashOf, PRERENDER_INLINE_SCRIPT_HASH } from '../../build/prerender/inlineScript.mjs';
import { contentSecurityPolicy, envKeyFor, portalConfigFromEnv } from '../../tooling/lib/portalConfig.mjs';
import { close, createStaticServer, listen } from '../../tooling/lib/staticServer.mjs';

const url = (port) => `http://127.0.0.1:${port}`;

/** The builds under `<dir>/<app>/dist` (e.g. a worktree of an earlier commit, built there). */
export const builtIn = (dir) => (frontend) => path.join(dir, frontend.dir, 'dist');

/**
 * The CSP hash of the inline script in the shell's pre-rendered page as built. A baseline built from an
 * earlier commit may carry an earlier script than this checkout's: its own is the one to allow.
 */
function inlineScriptHashOf(shellDist) {
  const inline = /<script>([\s\S]*?)<\/script>/.exec(readFileSync(path.join(shellDist, 'home.html'), 'utf8'));
  return inline ? cspHashOf(inline[1]) : PRERENDER_INLINE_SCRIPT_HASH;
}

/** Serves each frontend's build (`dist(frontend)`) from `port` on; resolves with the shell's origin and a way to stop. */
export async function serveBuilds(port, dist, { apiBaseUrl = url(port + 8), authEmulatorUrl = url(port + 9) } = {}) {
  const shell = frontends.find((f) => f.isHost);
  if (!existsSync(path.join(dist(shell), 'index.html'))) throw new Error(`no build in ${dist(shell)}: build it, or pass --current <dir>`);
  const config = portalConfigFromEnv({
    PORTAL_PUBLIC_HOST: '127.0.0.1',
    API_BASE_URL: apiBaseUrl,
    FIREBASE_AUTH_EMULATOR_URL: authEmulatorUrl,
    ...Object.fromEntries(frontends.flatMap((frontend, index) => (frontend.isHost ? [] : [[envKeyFor(frontend.name), url(port + index)]]))),
  });
  const csp = contentSecurityPolicy(config).replace(PRERENDER_INLINE_SCRIPT_HASH, inlineScriptHashOf(dist(shell)));
  const servers = [];
  const stop = () => Promise.all(servers.map(close));
  try {
    for (const [index, frontend] of frontends.entries()) {
      const server = createStaticServer({
        root: dist(frontend),
        spaFallback: Boolean(frontend.isHost),
        config: () => config,
        csp: () => csp,
      });
      await listen(server, port + index);
      servers.push(server);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: url(port), stop };
}
