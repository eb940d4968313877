#!/usr/bin/env node
// `npm start`: production bundles, each frontend on its own port with the containers' headers,
// the Firebase Auth emulator, and (once present) the API. Ctrl-C stops everything it started.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildFrontends } from './build.mjs';
import { startAuthEmulator } from './lib/authEmulator.mjs';
import { distDir, frontends, rootDir } from './lib/frontends.mjs';
import { contentSecurityPolicy, portalConfigFromEnv } from './lib/portalConfig.mjs';
import { close, createStaticServer, listen } from './lib/staticServer.mjs';

const stops = [];
let stopping = false;

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping...');
  for (const stop of stops.reverse()) {
    try {
      await stop();
    } catch (error) {
      console.error(error);
    }
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

async function main() {
  console.log('Building the frontends (production)...');
  const { seconds } = await buildFrontends();
  console.log(`Built in ${seconds.toFixed(1)} s`);

  console.log('Starting the Firebase Auth emulator (takes ~20 s)...');
  const emulator = await startAuthEmulator();
  stops.push(emulator.stop);

  const config = portalConfigFromEnv(process.env);
  const csp = contentSecurityPolicy(config);
  for (const frontend of frontends) {
    const server = createStaticServer({
      root: distDir(frontend),
      spaFallback: Boolean(frontend.isHost),
      config: () => config,
      csp: () => csp,
    });
    await listen(server, frontend.port);
    stops.push(() => close(server));
  }

  const apiEntry = path.join(rootDir, 'api', 'src', 'main.ts');
  if (!existsSync(apiEntry)) console.log('(The API host is not built yet: screens that call it show their error messages.)');

  console.log(`
Agent Portal is running:  http://127.0.0.1:${frontends[0].port}
  remotes:  ${config.remotes.map((remote) => remote.entry.replace('/mf-manifest.json', '')).join('  ')}
  auth emulator:  ${emulator.url}
Press Ctrl-C to stop.`);
}

main().catch((error) => {
  console.error(error);
  void shutdown(1);
});
