import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { configFromEnv, type AppConfig } from '../../src/config.js';
import { rows, sql, type Database } from '../../src/db/client.js';
import { DEMO_ACCOUNTS, DEMO_OPERATOR, seedDemo } from '../../src/db/seed.js';
import { createFirebase } from '../../src/services/firebase.js';
import { EMULATOR_HOST, PROJECT_ID, signIn } from './services.js';

export const PORTAL_URL = 'http://portal.test:3000';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...configFromEnv({ NODE_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST, DEMO_SIGN_IN: 'true' }),
    portalUrl: PORTAL_URL,
    firebaseProjectId: PROJECT_ID,
    contactInbox: 'inbox@agentportal.test',
    publicRateLimit: { max: 10_000, timeWindowMs: 60_000 },
    logLevel: 'silent',
    ...overrides,
  };
}

export interface MemberInfo {
  id: number;
  coCode: string;
  path: string;
  name: string;
  email: string;
}

export interface SuiteContext {
  database: Database;
  app: FastifyInstance;
  config: AppConfig;
  top: MemberInfo;
  mid: MemberInfo;
  members: MemberInfo[];
  topToken: string;
  midToken: string;
  /** The demo operator's ID token (role=operator): for the back office's `/admin/*` routes. */
  opsToken: string;
  close(): Promise<void>;
}

/** A seeded database (demo network + emulator accounts) and an app over it. */
export async function createSuiteContext(database: Database): Promise<SuiteContext> {
  const config = testConfig();
  const firebase = createFirebase(PROJECT_ID);
  await seedDemo(database.db, config.encryptionKey, firebase.auth);
  await firebase.close();
  const app = await buildApp({ database, config, logger: false });
  await app.ready();
  const members = await rows<MemberInfo>(database.db, sql`SELECT id, co_code AS "coCode", path, name, email FROM members ORDER BY id`);
  const byEmail = (email: string) => members.find((m) => m.email === email)!;
  return {
    database,
    app,
    config,
    members,
    top: byEmail(DEMO_ACCOUNTS[0].email),
    mid: byEmail(DEMO_ACCOUNTS[1].email),
    topToken: await signIn(DEMO_ACCOUNTS[0].email, DEMO_ACCOUNTS[0].password),
    midToken: await signIn(DEMO_ACCOUNTS[1].email, DEMO_ACCOUNTS[1].password),
    opsToken: await signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
