// The pages the shell serves pre-rendered (build/prerender.mjs): for each, the shell's HTML file with
// the layout around an SSI include of the remote's own `prerender.html`, fetched from the remote on
// every request through `fragmentPath` on the shell's server (nginx: tooling/lib/renderFrontend.mjs; Node:
// tooling/lib/staticServer.mjs). Any other path gets the plain app page (index.html). Which pages they
// are is the topology's `prerender`.
import { prerenderedPagesOf } from '../../shared/src/topology.mjs';

export const PRERENDERED_PAGES = prerenderedPagesOf();

/** The pre-rendered page served for a URL path, if any: exact paths only, as nginx's `location =`. */
export function prerenderedPageAt(pathname) {
  return PRERENDERED_PAGES.find((page) => page.route === pathname) ?? null;
}
