import { createConfig, hostApp } from '../build/rspackCommon.mjs';
import { shellPrerender } from '../build/prerender/prerender.mjs';

// `/` and `/login` are served as home.html and login.html: the layout pre-rendered around the
// remote's own pre-render of the page (the topology's pre-rendered pages, shared/src/topology.mjs).
export default (_env, argv) => createConfig(hostApp(import.meta.dirname, shellPrerender()), argv);
