import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Whether a script at `url` is on another origin than the page. */
export const isCrossOrigin = (url: string) => new URL(url, location.href).origin !== location.origin;

/**
 * Federation runtime plugin (the shell's `runtimePlugins`): a remote's remoteEntry.js on another origin
 * loads with CORS, as its chunks do (`output.crossOriginLoading`), so the service worker can keep it
 * and its request matches the pre-rendered page's preload of it (build/prerender/prerender.mjs).
 */
export default function crossOriginScripts(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-cross-origin-scripts',
    createScript({ url, attrs }) {
      if (!isCrossOrigin(url)) return;
      const script = document.createElement('script');
      // What the runtime would have set itself: it applies no attributes to a script a hook returns.
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else script.setAttribute(name, String(value));
      }
      script.crossOrigin = 'anonymous';
      script.src = url;
      return script;
    },
  };
}
