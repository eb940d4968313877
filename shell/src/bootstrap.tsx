import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@portal/shared/router';
import { initTheme, loadConfig, startAuthSync } from '@portal/shared';
import { finishAdoption, startsPrerendered } from './remotes/adoptPrerenderedPage';
import { registerPortalRemotes } from './remotes/remoteRegistry';
import './styles/global.css';

const STARTUP_ERROR =
  '<main class="startup-error" role="alert"><h1>The portal could not start</h1>' +
  '<p>Its configuration could not be loaded. Please reload the page in a moment.</p></main>';

async function start() {
  initTheme();
  const root = document.getElementById('root')!;
  const prerendered = startsPrerendered(root);
  try {
    const config = await loadConfig('/config.json');
    registerPortalRemotes(config.remotes);
  } catch (error) {
    // Without config.json the portal cannot reach its remotes or API: say so instead of a blank page.
    // A pre-rendered page stays below the message: its links and the contact form work without the app.
    if (prerendered) root.insertAdjacentHTML('afterbegin', STARTUP_ERROR);
    else root.innerHTML = STARTUP_ERROR;
    console.error(error);
    finishAdoption();
    return;
  }
  startAuthSync();
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
}

void start();
