// The pages the shell serves pre-rendered (build/prerender.mjs): for each, the shell's HTML file with
// the layout around an SSI include of the remote's own `prerender.html`, fetched from the remote on
// every request through `fragmentPath` on the shell's server (nginx: docker/render-frontend.sh; Node:
// scripts/lib/staticServer.mjs). Any other path gets the plain app page (index.html).
export const PRERENDERED_PAGES = [
  { route: '/', file: 'home.html', remote: 'remote_landing', pageId: 'remote_landing/LandingPage', fragmentPath: '/__prerender/landing' },
  { route: '/login', file: 'login.html', remote: 'remote_onboarding', pageId: 'remote_onboarding/LoginPage', fragmentPath: '/__prerender/onboarding' },
];

/** The pre-rendered page served for a URL path, if any: exact paths only, as nginx's `location =`. */
export function prerenderedPageAt(pathname) {
  return PRERENDERED_PAGES.find((page) => page.route === pathname) ?? null;
}
