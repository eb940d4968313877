import { createConfig } from '../build/rspackCommon.mjs';

export default (_env, argv) =>
  createConfig(
    {
      dir: import.meta.dirname,
      name: 'remote_landing',
      port: 3001,
      exposes: {
        './LandingPage': './src/screens/home/LandingPage.tsx',
        './PrivacyPolicyPage': './src/screens/privacy-policy/PrivacyPolicyPage.tsx',
        './TermsPage': './src/screens/terms-of-service/TermsPage.tsx',
      },
    },
    argv,
  );
