import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { initTheme, loadConfig, startAuthSync } from '@portal/shared';
import { registerPortalRemotes } from './remotes/remoteRegistry';
import { router } from './routes/router';
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
    return;
  }
  startAuthSync();
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
