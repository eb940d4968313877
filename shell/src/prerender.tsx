// Build-time pre-rendering of the shell's layout for the pre-rendered pages (`/`, `/login`; see
// build/prerender.mjs): header and footer as a visitor without a session sees them at that route,
// around a slot where the server includes the remote's own pre-rendered page on each request
// (docker/nginx SSI, tooling/lib/ssi.mjs).
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { DEFAULT_LANGUAGE, addCatalogue, setLanguageNow, setConfig, type Language, type PortalConfig } from '@portal/shared';
// The shared catalogue's Hindi is not among @portal/shared's entries (the browser loads it on demand).
import commonHi from '../../shared/src/i18n/common/hi';
import './i18n';
import shellHi from './i18n/hi';
import { LayoutFrame } from './layout/AppLayout';

// In Node everything is bundled: the other languages' catalogues are added at once, not loaded.
addCatalogue('hi', 'shell', shellHi);
addCatalogue('hi', 'common', commonHi);

/** Placeholders the server replaces with the values of its config.json (SSI `echo`). */
export const SLOT = '<template data-portal-slot=""></template>';
const email = 'contact@portal-prerender.invalid';
const phone = '+99999 99999';
const phoneHref = 'tel:+9999999999';

/**
 * The layout at `location` in `language` (English by default): the build calls it once per language
 * for each pre-rendered page (`home.html`, `home.hi.html`).
 */
export function render(
  location: string,
  language: Language = DEFAULT_LANGUAGE,
): { html: string; slot: string; email: string; phone: string; phoneHref: string } {
  const config: PortalConfig = {
    apiBaseUrl: 'http://prerender.invalid',
    firebase: { apiKey: 'prerender', authDomain: 'prerender.invalid', projectId: 'prerender' },
    contact: { email, phone },
    remotes: [],
  };
  setConfig(config);
  setLanguageNow(language);
  try {
    return { html: renderLayout(location), slot: SLOT, email, phone, phoneHref };
  } finally {
    setLanguageNow(DEFAULT_LANGUAGE);
  }
}

function renderLayout(location: string): string {
  return renderToString(
    <StaticRouter location={location}>
      {/* What AppLayout renders for a visitor without a stored session (no auth to wait for). */}
      <LayoutFrame>
        <div className="page">
          {/* The Suspense boundary of RemotePage: the app adopts the layout at once and the page inside
              it once the remote's code has loaded. */}
          <Suspense fallback={null}>
            <template data-portal-slot="" />
          </Suspense>
        </div>
      </LayoutFrame>
    </StaticRouter>,
  );
}
