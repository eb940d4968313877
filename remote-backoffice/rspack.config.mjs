import { createConfig, remoteApp } from '../build/rspackCommon.mjs';

// Its name, port, exposed pages and pre-rendered page come from the portal's topology (shared/src/topology.mjs).
export default (_env, argv) => createConfig(remoteApp(import.meta.dirname), argv);
