import { createConfig } from '../build/rspackCommon.mjs';
import { exposedPagePrerender } from '../build/prerender.mjs';

/** What this remote exposes; each file re-exports a screen and declares its page contract. */
export const exposes = {
  './LandingPage': './src/exposes/LandingPage.ts',
  './PrivacyPolicyPage': './src/exposes/PrivacyPolicyPage.ts',
  './TermsPage': './src/exposes/TermsPage.ts',
};

/** `prerender.html`: the exposed ./LandingPage rendered at build time, included by the shell for `/`. */
export const prerender = exposedPagePrerender({ pageId: 'remote_landing/LandingPage', expose: './LandingPage' });

export default (_env, argv) =>
  createConfig({ dir: import.meta.dirname, name: 'remote_landing', port: 3001, exposes, prerender }, argv);
