// Build-time pre-rendering of `/` (see build/prerender.mjs): the markup of what this remote exposes as
// ./LandingPage, rendered in Node. The shell's server includes it in its HTML on each request to `/`,
// so the page paints from HTML and CSS before any JavaScript has run, and it always comes from the
// landing release that is deployed. Whatever needs the runtime config (the contact details) or the
// browser (media queries, scroll position) renders its server form here and fills in once the page runs.
import { renderExposedPage } from '@portal/shared/prerender';
import * as exposed from './exposes/LandingPage';

export const render = () => renderExposedPage(exposed, '/');
