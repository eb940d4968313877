import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@portal/shared/router';
import { initTheme, loadConfig, startAuthSync } from '@portal/shared';
import { revealApp } from './remotes/prerenderedPage';
import { registerPortalRemotes } from './remotes/remoteRegistry';
import './styles/global.css';

async function start() {
  initTheme();
  const root = document.getElementById('root')!;
  try {
    const config = await loadConfig('/config.json');
    registerPortalRemotes(config.remotes);
  } catch (error) {
    // Without config.json the portal cannot reach its remotes or API: say so instead of a blank page.
    root.innerHTML =
      '<main class="startup-error" role="alert"><h1>The portal could not start</h1>' +
      '<p>Its configuration could not be loaded. Please reload the page in a moment.</p></main>';
    console.error(error);
    revealApp();
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
  const reactRoot = createRoot(root);
  // On a pre-rendered page (`/`, `/login`) the page is already on screen and #root is hidden until
  // the app has rendered it: render as a transition, in small slices that leave the main thread
  // responsive.
  if (root.hidden) startTransition(() => reactRoot.render(app));
  else reactRoot.render(app);
}

void start();
