// The entry of a remote's build-time pre-render (build/prerender.mjs): its pre-rendered page's screen,
// as the browser build exposes it (contract included), rendered at a route in Node.
import { renderExposedPage } from '@portal/shared/prerender';
import * as exposed from 'portal-prerendered-page';

export const render = (route: string) => renderExposedPage(exposed, route);
