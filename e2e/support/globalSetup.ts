import { startAuthEmulator } from '../../tooling/lib/authEmulator.mjs';
import { startMailCatcher } from '../../tooling/lib/mail.mjs';
import { startPostgresCluster } from '../../tooling/lib/postgres.mjs';
import { startApi } from '../../tooling/lib/services.mjs';
import { e2eApiEnv } from './apiProcess';
import { E2E_PORTS } from './ports';

/**
 * The back end for the whole run, on ports of its own (so `npm start` can run beside the tests):
 * the Auth emulator, the mail catcher, a throwaway PostgreSQL cluster (so the operators' CLI can
 * work on the data while the API runs), and the API with the demo network seeded.
 * Workers read the URLs from the environment.
 */
export default async function globalSetup() {
  const stops: (() => Promise<void>)[] = [];
  try {
    const postgres = await startPostgresCluster({ port: E2E_PORTS.postgres });
    stops.push(() => postgres.stop());
    const emulator = await startAuthEmulator({ port: E2E_PORTS.authEmulator, quiet: true });
    stops.push(emulator.stop);
    const mail = await startMailCatcher({ smtp: E2E_PORTS.smtp, web: E2E_PORTS.mailWeb });
    stops.push(mail.stop);
    const backend = {
      databaseUrl: postgres.url,
      emulatorUrl: emulator.url,
      projectId: emulator.projectId,
      smtpUrl: mail.smtpUrl,
      shellOrigin: `http://127.0.0.1:${E2E_PORTS.frontendBase}`,
    };
    const api = await startApi({ port: E2E_PORTS.api, quiet: true, env: e2eApiEnv(backend) });
    stops.push(() => api.stop());
    Object.assign(process.env, {
      E2E_AUTH_EMULATOR_URL: emulator.url,
      E2E_FIREBASE_PROJECT_ID: emulator.projectId,
      E2E_MAIL_URL: mail.webUrl,
      // The address npm start prints for the inbox: the onboarding journey opens it as a newcomer would.
      E2E_MAIL_INBOX_URL: mail.inboxUrl,
      E2E_API_URL: api.url,
      E2E_DATABASE_URL: postgres.url,
      E2E_PORTAL_URL: backend.shellOrigin,
      E2E_SMTP_URL: mail.smtpUrl,
    });
  } catch (error) {
    for (const stop of stops.reverse()) await stop();
    throw error;
  }
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}
