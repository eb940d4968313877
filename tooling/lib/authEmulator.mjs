// The Firebase Auth emulator (firebase-tools): its own config per port, no UI, no update checks and a
// small heap, so that it starts offline and beside another emulator.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rootDir } from './frontends.mjs';
import { PORT_PROFILES } from './ports.mjs';
import { startProcess, waitForUrl } from './processes.mjs';

export const DEMO_PROJECT_ID = 'demo-portal';

export async function startAuthEmulator({ port = PORT_PROFILES.start.authEmulator, projectId = DEMO_PROJECT_ID, quiet = false } = {}) {
  const url = `http://127.0.0.1:${port}`;
  // A config per port, so tests can run an emulator beside the one `npm start` runs.
  const configFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-auth-')), 'firebase.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        // The hub and logging ports follow the auth port so two emulators can run side by side.
        hub: { host: '127.0.0.1', port: port + 1 },
        logging: { host: '127.0.0.1', port: port + 2 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const proc = startProcess(
    'auth',
    path.join(rootDir, 'node_modules', '.bin', 'firebase'),
    ['emulators:start', '--only', 'auth', '--project', projectId, '--config', configFile],
    {
      cwd: rootDir,
      quiet,
      env: {
        NO_UPDATE_NOTIFIER: '1',
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
        NODE_OPTIONS: '--max-old-space-size=192',
      },
    },
  );
  try {
    await Promise.race([
      waitForUrl(`${url}/emulator/v1/projects/${projectId}/config`, { timeoutMs: 90_000, isReady: (r) => r.ok }),
      proc.exited.then(({ code }) => {
        throw new Error(`Auth emulator exited (code ${code}):\n${proc.output().slice(-2000)}`);
      }),
    ]);
  } catch (error) {
    await proc.stop();
    throw error;
  }
  // Production projects have e-mail enumeration protection on; make the emulator behave the same.
  await fetch(`${url}/emulator/v1/projects/${projectId}/config`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
  });
  return { url, projectId, stop: () => proc.stop() };
}

/**
 * Signs in through the emulator's REST API, as the web client would, and returns the ID token.
 * @param {string} emulatorUrl e.g. http://127.0.0.1:9099
 * @param {string} email
 * @param {string} password
 * @returns {Promise<string>}
 */
export async function signInWithPassword(emulatorUrl, email, password) {
  const r = await fetch(`${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = /** @type {{ idToken?: string; error?: { message: string } }} */ (await r.json());
  if (!body.idToken) throw new Error(`sign-in failed for ${email}: ${body.error?.message}`);
  return body.idToken;
}
