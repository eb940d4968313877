import { createConfig } from '../build/rspackCommon.mjs';

/** What this remote exposes; each file re-exports a screen and declares its page contract. */
export const exposes = {
  './SalesPage': './src/exposes/SalesPage.ts',
  './ProfilePage': './src/exposes/ProfilePage.ts',
  './ActivityPage': './src/exposes/ActivityPage.ts',
};

export default (_env, argv) => createConfig({ dir: import.meta.dirname, name: 'remote_sales', port: 3003, exposes }, argv);
