import { createConfig } from '../build/rspackCommon.mjs';
import { exposedPagePrerender } from '../build/prerender.mjs';

/** What this remote exposes; each file re-exports a screen and declares its page contract. */
export const exposes = {
  './LoginPage': './src/exposes/LoginPage.ts',
  './SignupPage': './src/exposes/SignupPage.ts',
  './SetPasswordPage': './src/exposes/SetPasswordPage.ts',
  './ResetPasswordPage': './src/exposes/ResetPasswordPage.ts',
};

/** `prerender.html`: the exposed ./LoginPage rendered at build time, included by the shell for `/login`. */
export const prerender = exposedPagePrerender({ pageId: 'remote_onboarding/LoginPage', expose: './LoginPage' });

export default (_env, argv) =>
  createConfig({ dir: import.meta.dirname, name: 'remote_onboarding', port: 3002, exposes, prerender }, argv);
