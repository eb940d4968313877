import { createConfig } from '../build/rspackCommon.mjs';

/** What this remote exposes; each file re-exports a screen and declares its page contract. */
export const exposes = {
  './LoginPage': './src/exposes/LoginPage.ts',
  './SignupPage': './src/exposes/SignupPage.ts',
  './SetPasswordPage': './src/exposes/SetPasswordPage.ts',
  './ResetPasswordPage': './src/exposes/ResetPasswordPage.ts',
};

export default (_env, argv) => createConfig({ dir: import.meta.dirname, name: 'remote_onboarding', port: 3002, exposes }, argv);
