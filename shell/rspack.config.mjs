import { createConfig } from '../build/rspackCommon.mjs';
import { shellPrerender } from '../build/prerender.mjs';

// `/` and `/login` are served as home.html and login.html: the layout pre-rendered around the
// remote's own pre-render of the page (scripts/lib/prerenderedPages.mjs).
export default (_env, argv) =>
  createConfig(
    { dir: import.meta.dirname, name: 'shell', port: 3000, isHost: true, prerender: shellPrerender({ contract: 'portal-page@1' }) },
    argv,
  );
