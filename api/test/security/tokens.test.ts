/**
 * Tokens: every protected route answers 401 to a missing, malformed, expired, other-project,
 * other-audience, revoked, disabled-account or deleted-account token, and — with the emulator NOT
 * configured, i.e. production verification — to unsigned tokens. Controls show the same requests succeed
 * with a good token, so each case can fail.
 */
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Auth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../../src/app.js';
import type { AppConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { createFirebase } from '../../src/services/firebase.js';
import { bearer, testConfig } from '../helpers/context.js';
import { closePgliteTemplate, freshPglite } from '../helpers/databases.js';
import { expiredCopy, PROJECT_ID, signIn } from '../helpers/services.js';
import { seededNetwork, tokensForMembers, withAuth, type NetworkMember } from './helpers.js';

type Claims = Record<string, unknown>;
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Claims;
const headerOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as Claims;
/** An unsigned JWT (alg none), the form the Auth emulator issues. */
const unsigned = (claims: Claims, header: Claims = { alg: 'none', typ: 'JWT' }) => `${b64(header)}.${b64(claims)}.`;
/** A copy of a real token with some claims replaced (unsigned, like the original emulator token). */
const forged = (token: string, changes: Claims) => unsigned({ ...claimsOf(token), ...changes }, headerOf(token));

let database: Database;
let config: AppConfig;
let firebase: ReturnType<typeof createFirebase>;
let members: NetworkMember[];
let top: NetworkMember;
let target: NetworkMember;
let topToken: string;
let app: FastifyInstance;
/** Every verifyIdToken call the API made, with its checkRevoked argument. */
const verifyCalls: { checkRevoked: unknown }[] = [];

/** firebase-admin's Auth, recording how the API calls verifyIdToken. */
function spiedAuth(auth: Auth): Auth {
  return new Proxy(auth, {
    get(targetAuth, prop, receiver) {
      if (prop === 'verifyIdToken') {
        return (token: string, checkRevoked?: boolean) => {
          verifyCalls.push({ checkRevoked });
          return targetAuth.verifyIdToken(token, checkRevoked);
        };
      }
      const value = Reflect.get(targetAuth, prop, receiver) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(targetAuth) : value;
    },
  });
}

function routes(): string[] {
  const policy = `/policy/download/${target.coCode}/SOME-POLICY`;
  return [
    '/account/profile',
    '/sales/l1member',
    `/sales/hierarchy/${target.coCode}`,
    `/sales/sales/${target.coCode}`,
    `/sales/summary/${target.coCode}`,
    `/sales/export/${target.coCode}`,
    policy,
  ];
}

async function expect401Everywhere(on: FastifyInstance, headers: Record<string, string>, what: string) {
  for (const url of routes()) {
    const res = await on.inject({ url, headers });
    expect(res.statusCode, `${what}: ${url}`).toBe(401);
    const body = res.json() as Record<string, unknown>;
    expect(body, `${what}: ${url}`).toEqual({ status: 'error', message: expect.any(String) });
    expect(res.body).not.toMatch(/firebase|jwt|kid|decod|stack/i);
  }
}

/** The control: with the given token every route answers as for a member (200, or 403 for the unknown policy). */
async function expectAccepted(on: FastifyInstance, token: string, what: string) {
  for (const url of routes()) {
    const res = await on.inject({ url, headers: bearer(token) });
    expect(res.statusCode, `${what}: ${url}`).toBe(url.startsWith('/policy/') ? 403 : 200);
  }
}

const nextSecond = () => new Promise((r) => setTimeout(r, 1100 - (Date.now() % 1000)));

beforeAll(async () => {
  database = await freshPglite();
  config = testConfig();
  members = await seededNetwork(database, config.encryptionKey);
  top = members[0]!;
  target = members.find((m) => m.path.split('/').length === 4)!;
  const tokens = await tokensForMembers(database.db, [top]);
  topToken = tokens.get(top.id)!;
  firebase = createFirebase(PROJECT_ID);
  app = await buildApp({ database, config, auth: spiedAuth(firebase.auth), logger: false });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await firebase?.close();
  await database?.close();
  await closePgliteTemplate();
});

describe('with the Auth emulator', () => {
  it('a good token works on every protected route (the control)', async () => {
    await expectAccepted(app, topToken, 'good token');
  });

  it('missing and malformed Authorization headers: 401', async () => {
    const cases: [string, Record<string, string>][] = [
      ['missing', {}],
      ['empty', { authorization: '' }],
      ['scheme only', { authorization: 'Bearer' }],
      ['scheme and space', { authorization: 'Bearer ' }],
      ['basic', { authorization: `Basic ${Buffer.from('demo@agentportal.in:Demo@1234').toString('base64')}` }],
      ['token without scheme', { authorization: topToken }],
      ['two tokens', { authorization: `Bearer ${topToken} ${topToken}` }],
      ['not a JWT', bearer('not-a-jwt')],
      ['empty parts', bearer('..')],
      ['garbage parts', bearer('a.b.c')],
      ['truncated', bearer(topToken.slice(0, -20))],
      ['payload not JSON', bearer(`${topToken.split('.')[0]}.${Buffer.from('{"sub":').toString('base64url')}.`)],
      ['huge', bearer('x'.repeat(6000))],
      ['token in a query string only', {}],
    ];
    for (const [what, headers] of cases) await expect401Everywhere(app, headers, what);
    const viaQuery = await app.inject({ url: `/account/profile?token=${topToken}&access_token=${topToken}` });
    expect(viaQuery.statusCode).toBe(401);
  });

  it('expired tokens: 401', async () => {
    await expect401Everywhere(app, bearer(expiredCopy(topToken)), 'expired');
    const now = Math.floor(Date.now() / 1000);
    await expect401Everywhere(app, bearer(forged(topToken, { exp: now - 1 })), 'expired a second ago');
  });

  it('tokens for another project or audience: 401 (the same forgery with this project’s claims is accepted)', async () => {
    const cases: [string, Claims][] = [
      ['other project', { aud: 'demo-other-project', iss: 'https://securetoken.google.com/demo-other-project' }],
      ['other audience', { aud: 'demo-other-project' }],
      ['other issuer', { iss: 'https://securetoken.google.com/demo-other-project' }],
      ['foreign issuer', { iss: 'https://accounts.google.com' }],
      ['no subject', { sub: '', user_id: '' }],
      ['overlong subject', { sub: 'u'.repeat(129), user_id: 'u'.repeat(129) }],
      ['no audience', { aud: undefined }],
    ];
    for (const [what, changes] of cases) await expect401Everywhere(app, bearer(forged(topToken, changes)), what);
    // The control: the emulator accepts unsigned tokens, so the refusals above are the aud/iss/sub checks.
    await expectAccepted(app, forged(topToken, { iat: claimsOf(topToken)['iat'] }), 'unsigned copy in emulator mode');
  });

  it('a valid token of an account linked to no member: 401', async () => {
    const email = `nomember-${Date.now()}-${process.pid}@security.test`;
    await withAuth((auth) => auth.createUser({ email, password: 'Secret@123' }));
    await expect401Everywhere(app, bearer(await signIn(email, 'Secret@123')), 'no member');
  });

  it('the API asks firebase-admin to check revocation (production does not otherwise)', () => {
    expect(verifyCalls.length).toBeGreaterThan(0);
    for (const call of verifyCalls) expect(call.checkRevoked).toBe(true);
  });

  it('revoked tokens: 401 at once when not cached, and within the token cache window when cached', async () => {
    const [member] = members.filter((m) => m.id !== top.id).slice(-1);
    const token = (await tokensForMembers(database.db, [member!])).get(member!.id)!;
    const noCache = await buildApp({ database, config: { ...config, tokenCacheMs: 0 }, logger: false });
    const shortCache = await buildApp({ database, config: { ...config, tokenCacheMs: 1500 }, logger: false });
    try {
      const me = `/sales/hierarchy/${member!.coCode}`;
      expect((await noCache.inject({ url: me, headers: bearer(token) })).statusCode).toBe(200);
      expect((await shortCache.inject({ url: me, headers: bearer(token) })).statusCode).toBe(200);
      await nextSecond();
      const uid = (await withAuth((auth) => auth.getUserByEmail(`${claimsOf(token)['email']}`))).uid;
      await withAuth((auth) => auth.revokeRefreshTokens(uid));
      const revokedAt = Date.now();
      await expect401Everywhere(noCache, bearer(token), 'revoked (no cache)');
      await expect401Everywhere(app, bearer(token), 'revoked (never verified by this app)');
      // A cached verification may outlive the revocation, never by more than the cache window.
      const cachedAnswer = (await shortCache.inject({ url: me, headers: bearer(token) })).statusCode;
      expect([200, 401]).toContain(cachedAnswer);
      await new Promise((r) => setTimeout(r, Math.max(0, 1600 - (Date.now() - revokedAt))));
      expect((await shortCache.inject({ url: me, headers: bearer(token) })).statusCode).toBe(401);
      // Signing in again gives a token that works.
      const fresh = await signIn(`${claimsOf(token)['email']}`, 'Sweep@12345');
      expect((await noCache.inject({ url: me, headers: bearer(fresh) })).statusCode).toBe(200);
    } finally {
      await noCache.close();
      await shortCache.close();
    }
  });

  it('disabled and deleted accounts: 401 even with an unexpired token', async () => {
    const others = members.filter((m) => m.id !== top.id && m.id !== target.id).slice(0, 2);
    const tokens = await tokensForMembers(database.db, others);
    const noCache = await buildApp({ database, config: { ...config, tokenCacheMs: 0 }, logger: false });
    try {
      const [disabled, deleted] = others.map((m) => tokens.get(m.id)!) as [string, string];
      for (const t of [disabled, deleted])
        expect((await noCache.inject({ url: '/account/profile', headers: bearer(t) })).statusCode).toBe(200);
      await withAuth(async (auth) => {
        await auth.updateUser(`${claimsOf(disabled)['user_id']}`, { disabled: true });
        await auth.deleteUser(`${claimsOf(deleted)['user_id']}`);
      });
      await expect401Everywhere(noCache, bearer(disabled), 'disabled account');
      await expect401Everywhere(noCache, bearer(deleted), 'deleted account');
    } finally {
      await noCache.close();
    }
  });
});

describe('production verification (FIREBASE_AUTH_EMULATOR_HOST unset)', () => {
  it('unsigned and wrongly signed tokens: 401, refused by the signature rules (not by a network error)', async () => {
    const saved = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
    const lines: string[] = [];
    delete process.env['FIREBASE_AUTH_EMULATOR_HOST'];
    let prod: FastifyInstance | undefined;
    try {
      prod = await buildApp({
        database,
        config: { ...config, demoSignIn: false },
        logger: { ...(loggerOptions('info') as object), stream: { write: (l: string) => void lines.push(l) } } as never,
      });
      const claims = claimsOf(topToken);
      const now = Math.floor(Date.now() / 1000);
      const fresh = { ...claims, iat: now - 10, auth_time: now - 10, exp: now + 3000 };
      const hs256 = (() => {
        const head = b64({ alg: 'HS256', typ: 'JWT', kid: 'x' });
        const body = b64(fresh);
        return `${head}.${body}.${createHmac('sha256', 'guess').update(`${head}.${body}`).digest('base64url')}`;
      })();
      const cases: [string, string][] = [
        ['emulator-issued token', topToken],
        ['unsigned, alg none', unsigned(fresh)],
        ['unsigned with a kid', unsigned(fresh, { alg: 'none', typ: 'JWT', kid: 'abc' })],
        ['alg RS256 but no signature', unsigned(fresh, { alg: 'RS256', typ: 'JWT' })],
        ['HS256 with a guessed key', hs256],
      ];
      for (const [what, token] of cases) {
        lines.length = 0;
        await expect401Everywhere(prod, bearer(token), what);
        const rejected = lines.map((l) => JSON.parse(l) as { msg: string; code?: string }).filter((l) => l.msg === 'rejected ID token');
        expect(rejected.length, what).toBeGreaterThan(0);
        for (const r of rejected) expect(r.code, what).toBe('auth/argument-error');
      }
    } finally {
      if (saved === undefined) delete process.env['FIREBASE_AUTH_EMULATOR_HOST'];
      else process.env['FIREBASE_AUTH_EMULATOR_HOST'] = saved;
      await prod?.close();
    }
    // Back in emulator mode the same unsigned forgery is accepted: the rule above is what protects production.
    const now = Math.floor(Date.now() / 1000);
    await expectAccepted(app, forged(topToken, { iat: now - 10, exp: now + 3000 }), 'unsigned in emulator mode');
  });
});
