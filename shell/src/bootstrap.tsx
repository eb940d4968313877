import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@portal/shared/router';
import {
  exposedPageIdOf,
  finishAdoption,
  initTheme,
  loadConfig,
  startAuthSync,
  startsPrerendered,
  type PortalConfig,
  type RemoteConfig,
  whenAdoptionFinished,
} from '@portal/shared';
import { forgetEndedSessions } from './layout/memberData';
import { prefetchRemotePage, registerPortalRemotes } from './remotes/remoteRegistry';
import { startPageEarly } from './remotes/startPageEarly';
import { t } from './i18n';
import { prepareLanguage, startLanguage } from './startLanguage';
import './styles/global.css';

const startupError = () => `<main class="startup-error" role="alert"><h1>${t('startup.title')}</h1>` + `<p>${t('startup.text')}</p></main>`;

async function start() {
  initTheme();
  const root = document.getElementById('root')!;
  const prerendered = startsPrerendered(root);
  // Decided before the first render, and its texts loaded meanwhile with config.json: a Hindi page is
  // never shown (or adopted) in English first.
  const language = prepareLanguage(startLanguage(prerendered));
  let config: PortalConfig;
  try {
    [config] = await Promise.all([loadConfig('/config.json'), language]);
    registerPortalRemotes(config.remotes);
  } catch (error) {
    await language;
    // Without config.json the portal cannot reach its remotes or API: say so instead of a blank page.
    // A pre-rendered page stays below the message: its links and the contact form work without the app.
    if (prerendered) root.insertAdjacentHTML('afterbegin', startupError());
    else root.innerHTML = startupError();
    console.error(error);
    finishAdoption();
    return;
  }
  forgetEndedSessions();
  const pageStarted = startPageEarly(config, (page) => prefetchRemotePage(exposedPageIdOf(page)));
  startAuthSync(pageStarted ? { confirmAfter: pageStarted } : {});
  // Evaluated here, in the task that got config.json, not with this module: creating the router and
  // the layout's modules is work enough to make the start-up task long (same chunk, no request).
  const { router } = await import(/* webpackMode: "eager" */ './routes/router');
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // A pre-rendered page (`/`, `/login`) is adopted as it is: the layout at once, the page once its
  // remote's code has loaded (RemotePage); hydration works in slices that leave input responsive.
  if (prerendered) {
    hydrateRoot(root, app, {
      onRecoverableError: (error) => console.error('The pre-rendered page could not be adopted as it is', error),
    });
  } else {
    createRoot(root).render(app);
  }
  if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) {
    // A pre-rendered page is adopted first: the worker's code never competes with that.
    void (prerendered ? whenAdoptionFinished() : Promise.resolve()).then(() => registerWhenIdle(config.remotes));
  }
}

/** The service worker: once the page has loaded and the browser is idle, never before the first render. */
function registerWhenIdle(remotes: RemoteConfig[]) {
  const register = () => void import('./sw/register').then(({ registerServiceWorker }) => registerServiceWorker(remotes));
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

void start();
