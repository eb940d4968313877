import { createConfig } from '../build/rspackCommon.mjs';
import { shellHomePrerender } from '../build/prerender.mjs';

// `/` is served as home.html: the layout pre-rendered around the landing remote's own pre-render.
export default (_env, argv) =>
  createConfig(
    { dir: import.meta.dirname, name: 'shell', port: 3000, isHost: true, prerender: shellHomePrerender({ contract: 'portal-page@1' }) },
    argv,
  );
