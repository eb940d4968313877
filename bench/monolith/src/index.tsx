// Monolith entry for the benchmark: the shell's start-up (theme, config.json, auth sync) and the
// same routes, with every page bundled in this one app (React.lazy chunks), no Module Federation.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@portal/shared/router';
import { initTheme, loadConfig, startAuthSync } from '@portal/shared';
import '../../../shell/src/styles/global.css';

async function start() {
  initTheme();
  const root = document.getElementById('root')!;
  try {
    await loadConfig('/config.json');
  } catch (error) {
    root.innerHTML = '<main role="alert"><h1>The portal could not start</h1></main>';
    console.error(error);
    return;
  }
  startAuthSync();
  // As the shell does (shell/src/bootstrap.tsx): the router is created in this later task.
  const { router } = await import(/* webpackMode: "eager" */ './router');
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
