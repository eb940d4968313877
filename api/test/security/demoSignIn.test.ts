/**
 * Demo sign-in: against the Auth emulator firebase-admin accepts unsigned ID tokens, so a hand-made one with
 * `role: operator` opens the back office. Only an app that opted in (DEMO_SIGN_IN=true) runs so, and it says
 * so in its log and on /readyz; an app that did not opt in refuses to be built while the emulator's host is
 * set, and with the host unset verifies signatures (the same hand-made token: 401).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import { bearer, testConfig } from '../helpers/context.js';
import { closePgliteTemplate, freshPglite } from '../helpers/databases.js';
import { seededNetwork, tokensForMembers } from './helpers.js';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** What an attacker makes by hand from a member's token: the same claims, `role: operator`, no signature. */
function handMadeOperatorToken(memberToken: string): string {
  const claims = JSON.parse(Buffer.from(memberToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, role: 'operator', iat: now - 10, exp: now + 3000 })}.`;
}

/** Runs `fn` as a process without the emulator's host (what firebase-admin reads on every call). */
async function withoutEmulatorHost<T>(fn: () => Promise<T>): Promise<T> {
  const saved = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
  delete process.env['FIREBASE_AUTH_EMULATOR_HOST'];
  try {
    return await fn();
  } finally {
    if (saved === undefined) delete process.env['FIREBASE_AUTH_EMULATOR_HOST'];
    else process.env['FIREBASE_AUTH_EMULATOR_HOST'] = saved;
  }
}

function capturedLogger(lines: string[]) {
  return { ...(loggerOptions('info') as object), stream: { write: (line: string) => void lines.push(line) } } as never;
}

let database: Database;
let memberToken: string;

beforeAll(async () => {
  database = await freshPglite();
  const members = await seededNetwork(database, testConfig().encryptionKey);
  memberToken = (await tokensForMembers(database.db, [members[0]!])).get(members[0]!.id)!;
}, 120_000);

afterAll(async () => {
  await database?.close();
  await closePgliteTemplate();
});

describe('with DEMO_SIGN_IN=true', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    app = await buildApp({ database, config: testConfig(), logger: capturedLogger(lines) });
    await app.ready();
  });
  afterAll(async () => app?.close());

  it('warns at start that anyone can sign in as anyone', () => {
    const warnings = lines
      .map((line) => JSON.parse(line) as { level: number; msg: string; demoSignIn?: boolean })
      .filter((entry) => entry.level === 40);
    expect(warnings).toEqual([
      expect.objectContaining({ demoSignIn: true, msg: expect.stringMatching(/^DEMO SIGN-IN: .*unsigned.*anyone/) }),
    ]);
  });

  it('says so on /readyz', async () => {
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', demoSignIn: true });
  });

  it('accepts a hand-made unsigned operator token: what demo sign-in means', async () => {
    expect((await app.inject({ url: '/admin/applications', headers: bearer(handMadeOperatorToken(memberToken)) })).statusCode).toBe(200);
  });
});

describe('without the opt-in', () => {
  it('refuses to build an app while FIREBASE_AUTH_EMULATOR_HOST is set', async () => {
    expect(process.env['FIREBASE_AUTH_EMULATOR_HOST']).toBeTruthy();
    await expect(buildApp({ database, config: testConfig({ demoSignIn: false }), logger: false })).rejects.toThrow(/Set DEMO_SIGN_IN=true/);
  });

  it('with the host unset: no warning, a plain /readyz, and the hand-made operator token is refused', async () => {
    await withoutEmulatorHost(async () => {
      const lines: string[] = [];
      const app = await buildApp({ database, config: testConfig({ demoSignIn: false }), logger: capturedLogger(lines) });
      try {
        const ready = await app.inject({ url: '/readyz' });
        expect(ready.statusCode).toBe(200);
        expect(ready.json()).toEqual({ status: 'ok' });
        const res = await app.inject({ url: '/admin/applications', headers: bearer(handMadeOperatorToken(memberToken)) });
        expect(res.statusCode).toBe(401);
        expect(lines.filter((line) => /DEMO SIGN-IN/.test(line))).toEqual([]);
      } finally {
        await app.close();
      }
    });
  });
});
