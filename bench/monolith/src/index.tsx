// Monolith entry for the benchmark: the shell's start-up (theme, config.json, a members' page started
// early, auth sync) and the same routes, with every page bundled in this one app (React.lazy chunks), no
// Module Federation.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@portal/shared/router';
import { initTheme, loadConfig, startAuthSync, type PortalConfig } from '@portal/shared';
import { pageIdOf, type Page } from '@portal/shared/topology';
import { startPageEarly } from '../../../shell/src/remotes/startPageEarly';
import { screens } from './screens';
import '../../../shell/src/styles/global.css';

/** The page's own chunk, loaded ahead as the shell loads its remote's. */
const loadScreen = (page: Page) =>
  screens[pageIdOf(page) as keyof typeof screens]().then(
    () => undefined,
    () => undefined,
  );

async function start() {
  initTheme();
  const root = document.getElementById('root')!;
  let config: PortalConfig;
  try {
    config = await loadConfig('/config.json');
  } catch (error) {
    root.innerHTML = '<main role="alert"><h1>The portal could not start</h1></main>';
    console.error(error);
    return;
  }
  const pageStarted = startPageEarly(config, loadScreen);
  startAuthSync(pageStarted ? { confirmAfter: pageStarted } : {});
  // As the shell does (shell/src/bootstrap.tsx): the router is created in this later task.
  const { router } = await import(/* webpackMode: "eager" */ './router');
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
