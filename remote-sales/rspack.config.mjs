import { createConfig } from '../build/rspackCommon.mjs';

export default (_env, argv) =>
  createConfig(
    {
      dir: import.meta.dirname,
      name: 'remote_sales',
      port: 3003,
      exposes: {
        './SalesPage': './src/screens/sales/SalesPage.tsx',
        './ProfilePage': './src/screens/profile/ProfilePage.tsx',
        './ActivityPage': './src/screens/activity/ActivityPage.tsx',
      },
    },
    argv,
  );
