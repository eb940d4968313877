// Build-time pre-rendering of the shell's layout for the pre-rendered pages (`/`, `/login`; see
// build/prerender/prerender.mjs): header and footer as a visitor without a session sees them at that route,
// around a slot where the server includes the remote's own pre-rendered page on each request
// (docker/nginx SSI, build/prerender/ssi.mjs).
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { setConfig, type PortalConfig } from '@portal/shared';
import './i18n';
import { LayoutFrame } from './layout/AppLayout';

/** Placeholders the server replaces with the values of its config.json (SSI `echo`). */
export const SLOT = '<template data-portal-slot=""></template>';
const email = 'contact@portal-prerender.invalid';
const phone = '+99999 99999';
const phoneHref = 'tel:+9999999999';

/**
 * The layout at `location` in the current language: the build switches to each language (its catalogues
 * loaded, build/runtime/shellPrerenderEntry.ts) and calls it for each pre-rendered page (`home.html`,
 * `home.hi.html`).
 */
export function render(location: string): { html: string; slot: string; email: string; phone: string; phoneHref: string } {
  const config: PortalConfig = {
    apiBaseUrl: 'http://prerender.invalid',
    firebase: { apiKey: 'prerender', authDomain: 'prerender.invalid', projectId: 'prerender' },
    contact: { email, phone },
    remotes: [],
  };
  setConfig(config);
  return { html: renderLayout(location), slot: SLOT, email, phone, phoneHref };
}

/**
 * What AppLayout renders for a visitor without a stored session (no auth to wait for), with the slot
 * of the remote's page inside RemotePage's Suspense boundary: the app adopts the layout at once and
 * the page inside it once the remote's code has loaded.
 */
export function PrerenderedLayout() {
  return (
    <LayoutFrame>
      <div className="page">
        <Suspense fallback={null}>
          <template data-portal-slot="" />
        </Suspense>
      </div>
    </LayoutFrame>
  );
}

function renderLayout(location: string): string {
  return renderToString(
    <StaticRouter location={location}>
      <PrerenderedLayout />
    </StaticRouter>,
  );
}
