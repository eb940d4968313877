// Build-time only (Node, see build/prerender/prerender.mjs): the markup of a remote's exposed page at a route,
// with the page contract it speaks, for the remote's `prerender.html`.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';

export function renderExposedPage(
  exposed: { default: ComponentType; contract: string },
  location: string,
): { html: string; contract: string } {
  const Page = exposed.default;
  const html = renderToString(
    <StaticRouter location={location}>
      <Page />
    </StaticRouter>,
  );
  return { html, contract: exposed.contract };
}
