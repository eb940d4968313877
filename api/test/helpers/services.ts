/** Real services for the integration tests: Auth emulator (9199, or TEST_AUTH_EMULATOR_PORT), maildev (1125/1180), PostgreSQL (a free port, or PG_PORT). */
import pg from 'pg';
import { signInWithPassword, startAuthEmulator } from '../../../tooling/lib/authEmulator.mjs';
import { startMailCatcher, type MailCatcher } from '../../../tooling/lib/mail.mjs';
import { portsFor } from '../../../tooling/lib/ports.mjs';
import { startPostgresCluster } from '../../../tooling/lib/postgres.mjs';
import { toolStatus } from '../../../tooling/lib/requiredTools.mjs';
import { requireTool } from '../../../tooling/lib/requireTool.js';

const PORTS = portsFor('apiTests');
// TEST_AUTH_EMULATOR_PORT moves the emulator (its hub and logging take the next two ports), so that a second
// run on the machine starts its own instead of sharing, and losing, the first run's.
export const EMULATOR_PORT = Number(process.env['TEST_AUTH_EMULATOR_PORT'] ?? PORTS.authEmulator);
export const EMULATOR_HOST = `127.0.0.1:${EMULATOR_PORT}`;
export const PROJECT_ID = 'demo-portal';
export const SMTP_PORT = PORTS.smtp;
export const MAIL_WEB_PORT = PORTS.mailWeb;

// firebase-admin reads this on every call; it must be set before any app is built. The tests sign in
// through the emulator, so their apps, and the API and CLI processes they start, opt in to demo sign-in.
process.env['FIREBASE_AUTH_EMULATOR_HOST'] = EMULATOR_HOST;
process.env['DEMO_SIGN_IN'] = 'true';

export async function startEmulator(): Promise<{ stop: () => Promise<void> }> {
  try {
    const r = await fetch(`http://${EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/config`);
    if (r.ok) return { stop: async () => undefined }; // one is already running (a developer's): reuse it
  } catch {
    // not running
  }
  const emulator = (await startAuthEmulator({ port: EMULATOR_PORT, quiet: true })) as { stop: () => Promise<void> };
  return emulator;
}

export type { Mail } from '../../../tooling/lib/mail.mjs';

/** A mail catcher of the test file's own; files running side by side pass ports of their own. */
export const startMaildev = (ports: { smtp: number; web: number } = { smtp: SMTP_PORT, web: MAIL_WEB_PORT }) => startMailCatcher(ports);
export type Maildev = MailCatcher;

const givenPostgresUrl = () => process.env['TEST_POSTGRES_URL'] ?? process.env['DATABASE_URL'];

/** Whether a PostgreSQL server is given or can be started here (without adding a test that says so). */
export const postgresAvailable = Boolean(givenPostgresUrl()) || toolStatus('postgres').available;

/**
 * Whether the suites on PostgreSQL can run: a server is given or can be started. When not, the suite being
 * collected gets a test that says why (skipped, or failed in CI); call it while the tests are collected.
 */
export const requirePostgres = (): boolean => Boolean(givenPostgresUrl()) || requireTool('postgres');

/**
 * A PostgreSQL server: the one the API project's globalSetup started (TEST_POSTGRES_URL), else DATABASE_URL's
 * when given, else a throwaway cluster on PG_PORT when set, else on a free port.
 */
export async function startPostgres(): Promise<{ adminUrl: string; urlFor: (db: string) => string; stop: () => Promise<void> }> {
  const given = givenPostgresUrl();
  if (!given) return startPostgresCluster(process.env['PG_PORT'] ? { port: Number(process.env['PG_PORT']) } : {});
  const urlFor = (db: string) => {
    const u = new URL(given);
    u.pathname = `/${db}`;
    return u.toString();
  };
  return { adminUrl: given, urlFor, stop: async () => undefined };
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Signs in through the emulator's REST API, as the web client would; returns the ID token. */
export const signIn = (email: string, password: string): Promise<string> => signInWithPassword(`http://${EMULATOR_HOST}`, email, password);

/** Creates an emulator account that no member is linked to. */
export async function signUpStranger(email: string, password: string): Promise<string> {
  const r = await fetch(`http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await r.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`sign-up failed for ${email}: ${body.error?.message}`);
  return body.idToken;
}

/** The same claims as a real emulator token, but expired. */
export function expiredCopy(idToken: string): string {
  const [header, payload] = idToken.split('.') as [string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, number>;
  const past = Math.floor(Date.now() / 1000) - 7200;
  const forged = { ...claims, iat: past - 3600, auth_time: past - 3600, exp: past };
  return `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.`;
}
