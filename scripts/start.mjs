#!/usr/bin/env node
// `npm start`: production bundles, each frontend on its own port with the containers' headers,
// the Firebase Auth emulator, the mail catcher and the API with a seeded demo network.
// Ctrl-C stops everything it started.
import { buildFrontends } from './build.mjs';
import { startAuthEmulator } from '../tooling/lib/authEmulator.mjs';
import { distDir, frontends } from '../tooling/lib/frontends.mjs';
import { contentSecurityPolicy, portalConfigFromEnv, remoteBaseUrl } from '../tooling/lib/portalConfig.mjs';
import { startMailCatcher } from '../tooling/lib/mail.mjs';
import { startApi } from '../tooling/lib/services.mjs';
import { close, createStaticServer, listen } from '../tooling/lib/staticServer.mjs';

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

  console.log('Starting the Firebase Auth emulator (takes ~20 s) and the mail catcher...');
  const started = await Promise.allSettled([startAuthEmulator(), startMailCatcher()]);
  for (const result of started) if (result.status === 'fulfilled') stops.push(result.value.stop);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  const [emulator, mail] = started.map((result) => result.value);

  console.log('Starting the API (PGlite under .data/, demo network seeded)...');
  const api = await startApi({
    env: {
      FIREBASE_AUTH_EMULATOR_HOST: emulator.url.replace('http://', ''),
      DEMO_SIGN_IN: 'true',
      FIREBASE_PROJECT_ID: emulator.projectId,
      SMTP_URL: mail.smtpUrl,
      SEED_DEMO: '1',
      ...process.env,
    },
  });
  stops.push(() => api.stop());

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

  console.log(`
Agent Portal is running:  http://127.0.0.1:${frontends[0].port}
  remotes:  ${config.remotes.map(remoteBaseUrl).join('  ')}
  API:  ${api.url}  (OpenAPI at ${api.url}/docs)
  auth emulator:  ${emulator.url}
  mail inbox:  ${mail.inboxUrl}
${api
  .output()
  .split('\n')
  .filter((line) => line.startsWith('Demo sign-in'))
  .join('\n')}
Press Ctrl-C to stop.`);
}

main().catch((error) => {
  console.error(error);
  void shutdown(1);
});
