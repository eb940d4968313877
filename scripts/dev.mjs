#!/usr/bin/env node
// `npm run dev`: rspack dev servers (live reload) for the shell and the three remotes, the Firebase
// Auth emulator, the mail catcher, and the API in watch mode. Ctrl-C stops everything.
import path from 'node:path';
import { startAuthEmulator } from '../tooling/lib/authEmulator.mjs';
import { frontends, rootDir } from '../tooling/lib/frontends.mjs';
import { startMailCatcher } from '../tooling/lib/mail.mjs';
import { PORT_PROFILES } from '../tooling/lib/ports.mjs';
import { startProcess } from '../tooling/lib/processes.mjs';
import { spawnApi } from '../tooling/lib/services.mjs';

const stops = [];
let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

async function main() {
  const emulator = await startAuthEmulator({ quiet: true });
  stops.push(emulator.stop);
  const mail = await startMailCatcher();
  stops.push(mail.stop);
  const rspackBin = path.join(rootDir, 'node_modules', '.bin', 'rspack');
  for (const frontend of frontends) {
    const proc = startProcess(frontend.dir, rspackBin, ['serve', '--mode', 'development'], { cwd: path.join(rootDir, frontend.dir) });
    stops.push(() => proc.stop());
  }
  const api = spawnApi({
    watch: true,
    env: {
      FIREBASE_AUTH_EMULATOR_HOST: emulator.url.replace('http://', ''),
      DEMO_SIGN_IN: 'true',
      SMTP_URL: mail.smtpUrl,
      SEED_DEMO: '1',
      ...process.env,
    },
  });
  stops.push(() => api.stop());
  console.log(
    `\nDev servers starting: portal at http://127.0.0.1:${frontends[0].port} (remotes on ${frontends
      .slice(1)
      .map((f) => f.port)
      .join(', ')}), API on ${PORT_PROFILES.start.api}, mail inbox ${mail.inboxUrl}. Ctrl-C stops.`,
  );
}

main().catch((error) => {
  console.error(error);
  void shutdown(1);
});
