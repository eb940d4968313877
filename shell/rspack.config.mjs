import path from 'node:path';
import { createConfig, hostApp } from '../build/rspackCommon.mjs';
import { shellPrerender } from '../build/prerender/prerender.mjs';
import { ServiceWorkerPlugin } from '../build/serviceWorker.mjs';

// `/` and `/login` are served as home.html and login.html: the layout pre-rendered around the
// remote's own pre-render of the page (the topology's pre-rendered pages, shared/src/topology.mjs).
export default (_env, argv) => {
  const config = createConfig(hostApp(import.meta.dirname, shellPrerender()), argv);
  // The service worker only where chunks are content-hashed: never in `npm run dev`.
  if (config.mode === 'production') {
    config.plugins.push(new ServiceWorkerPlugin({ entry: path.join(import.meta.dirname, 'src', 'sw', 'sw.ts') }));
  }
  return config;
};
