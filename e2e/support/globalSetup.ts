import { startAuthEmulator } from '../../scripts/lib/authEmulator.mjs';

export const E2E_AUTH_EMULATOR_PORT = 9599;

/** One Firebase Auth emulator for the whole run; workers read its URL from the environment. */
export default async function globalSetup() {
  const emulator = await startAuthEmulator({ port: E2E_AUTH_EMULATOR_PORT, quiet: true });
  process.env['E2E_AUTH_EMULATOR_URL'] = emulator.url;
  process.env['E2E_FIREBASE_PROJECT_ID'] = emulator.projectId;
  return async () => {
    await emulator.stop();
  };
}
