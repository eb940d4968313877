import { createConfig } from '../build/rspackCommon.mjs';

/** What this remote exposes; each file re-exports a screen and declares its page contract. */
export const exposes = {
  './LandingPage': './src/exposes/LandingPage.ts',
  './PrivacyPolicyPage': './src/exposes/PrivacyPolicyPage.ts',
  './TermsPage': './src/exposes/TermsPage.ts',
};

export default (_env, argv) => createConfig({ dir: import.meta.dirname, name: 'remote_landing', port: 3001, exposes }, argv);
