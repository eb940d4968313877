import { createConfig } from '../build/rspackCommon.mjs';

export default (_env, argv) =>
  createConfig({ dir: import.meta.dirname, name: 'shell', port: 3000, isHost: true }, argv);
