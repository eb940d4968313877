// The entry of a remote's build-time pre-render (prerender.mjs): its pre-rendered page's screen,
// as the browser build exposes it (contract included), rendered at a route in Node, in a language. The
// language's catalogues are the ones the apps registered (their on-demand loaders are bundled into this
// one file): switching loads them, as in the browser, before the page renders.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { changeLanguage, type Language } from '@portal/shared';
import * as exposed from 'portal-prerendered-page';

export async function render(route: string, language: Language): Promise<{ html: string; contract: string }> {
  await changeLanguage(language, { remember: false });
  const Page = exposed.default;
  const html = renderToString(
    <StaticRouter location={route}>
      <Page />
    </StaticRouter>,
  );
  return { html, contract: exposed.contract };
}
