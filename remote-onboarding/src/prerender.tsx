// Build-time pre-rendering of `/login` (see build/prerender.mjs): the markup of what this remote
// exposes as ./LoginPage, rendered in Node. The shell's server includes it in its HTML on each request
// to `/login`, so the form paints from HTML and CSS before any JavaScript has run; it always comes
// from the onboarding release that is deployed. What a visitor types before the app takes over is
// carried into the app's form (shell/src/remotes/prerenderedPage.ts).
import { renderExposedPage } from '@portal/shared/prerender';
import * as exposed from './exposes/LoginPage';

export const render = () => renderExposedPage(exposed, '/login');
