import { createConfig } from '../build/rspackCommon.mjs';

export default (_env, argv) =>
  createConfig(
    {
      dir: import.meta.dirname,
      name: 'remote_onboarding',
      port: 3002,
      exposes: {
        './LoginPage': './src/screens/login/LoginPage.tsx',
        './SignupPage': './src/screens/signup/SignupPage.tsx',
        './SetPasswordPage': './src/screens/set-password/SetPasswordPage.tsx',
        './ResetPasswordPage': './src/screens/reset-password/ResetPasswordPage.tsx',
      },
    },
    argv,
  );
