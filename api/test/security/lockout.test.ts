/**
 * No applicant locked out: an identity account made for an approved applicant's e-mail before the invite
 * is used (anyone can, with the identity service's public sign-up call) does not stop the invite. The
 * set-password call replaces that account; its sessions end, the member signs in, `/account/check` and
 * the reset work, and the replacement is audited. An account a member or an operator uses is never
 * replaced. Runs on PGlite and on PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { one, rows, sql, type Database } from '../../src/db/client.js';
import { createInvite } from '../../src/services/invites.js';
import { createMember } from '../../src/services/members.js';
import { createOperator } from '../../src/services/operators.js';
import { bearer, testConfig } from '../helpers/context.js';
import { ENGINES, engineAvailable, suiteDatabase } from '../helpers/databases.js';
import { signIn, signUpStranger } from '../helpers/services.js';
import { runTag, seededNetwork, withAuth, type NetworkMember } from './helpers.js';

const config = testConfig();
let counter = 0;

describe.each(ENGINES)('an invite beats an account made before it (%s)', (_name, engine) => {
  const skip = !engineAvailable(engine);
  let database: Database;
  let closeDatabase: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  let top: NetworkMember;

  beforeAll(async () => {
    if (skip) return;
    ({ database, close: closeDatabase } = await suiteDatabase(engine));
    top = (await seededNetwork(database, config.encryptionKey))[0]!;
    app = await buildApp({ database, config, logger: false });
  });

  afterAll(async () => {
    await app?.close();
    await closeDatabase?.();
  });

  async function applicant() {
    const email = `applicant-${runTag}-${engine}-${++counter}@lockout.test`;
    const member = await createMember(database.db, config.encryptionKey, { name: `Applicant ${counter}`, email, parentCoCode: top.coCode });
    const token = await createInvite(database.db, config.inviteSecret, member.id);
    return { ...member, email, token };
  }

  const setPassword = (body: { email: string; token: string; password: string }) =>
    app.inject({ method: 'POST', url: '/account/set-password', payload: body });

  it.skipIf(skip)('replaces a squatter’s account: the invite works, the squatter’s session ends, login and reset work', async () => {
    const invited = await applicant();
    const squatterToken = await signUpStranger(invited.email, 'Squatter@123');
    // The squatter's token is refused before (and remembered as verified by the API's token cache).
    expect((await app.inject({ url: '/account/profile', headers: bearer(squatterToken) })).statusCode).toBe(401);

    const res = await setPassword({ email: invited.email, token: invited.token, password: 'Member@12345' });
    expect(res.statusCode, res.body).toBe(200);

    // The squatter's session is over, even for a token the API had verified before.
    expect((await app.inject({ url: '/account/profile', headers: bearer(squatterToken) })).statusCode).toBe(401);
    await expect(signIn(invited.email, 'Squatter@123')).rejects.toThrow();
    // The member is in.
    const memberToken = await signIn(invited.email, 'Member@12345');
    const profile = await app.inject({ url: '/account/profile', headers: bearer(memberToken) });
    expect(profile.statusCode).toBe(200);
    expect((JSON.parse(profile.body) as { profile: { coCode: string } }).profile.coCode).toBe(invited.coCode);
    const check = await app.inject({ url: `/account/check?email=${encodeURIComponent(invited.email)}` });
    expect(JSON.parse(check.body)).toEqual({ status: 'success', userRegistered: true, account: 'registered' });
    // A reset request for the member now queues a mail.
    const reset = await app.inject({ method: 'POST', url: '/account/reset-password', payload: { email: invited.email } });
    expect(reset.statusCode).toBe(200);
    const queued = await one<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM outbox WHERE to_address = ${invited.email}`);
    expect(queued!.n).toBe(1);
    // Audited, without the accounts' identifiers.
    const audit = await rows<{ action: string; after: unknown }>(
      database.db,
      sql`SELECT action, after FROM audit_log WHERE record_type = 'member' AND record_id = ${String(invited.id)}`,
    );
    expect(audit).toEqual([{ action: 'member.replace_account', after: { linked: true } }]);
    // The invite is used: it cannot take the account over again.
    const again = await setPassword({ email: invited.email, token: invited.token, password: 'Other@12345' });
    expect(again.statusCode).toBe(400);
    await signIn(invited.email, 'Member@12345');
  });

  it.skipIf(skip)('never replaces an account an operator signs in with', async () => {
    const invited = await applicant();
    await withAuth((auth) =>
      createOperator(database.db, auth, { email: invited.email, name: 'Ops Same Mail', password: 'Operator@123' }, null),
    );
    const res = await setPassword({ email: invited.email, token: invited.token, password: 'Member@12345' });
    expect(res.statusCode, res.body).toBe(409);
    await signIn(invited.email, 'Operator@123');
    const linked = await one<{ uid: string | null }>(database.db, sql`SELECT firebase_uid AS uid FROM members WHERE id = ${invited.id}`);
    expect(linked!.uid).toBeNull();
    // Nothing was used up: the invite still stands.
    const invite = await one<{ used: boolean }>(
      database.db,
      sql`SELECT used_at IS NOT NULL AS used FROM invites WHERE member_id = ${invited.id}`,
    );
    expect(invite!.used).toBe(false);
  });

  it.skipIf(skip)('a stranger’s own account reaches no member route', async () => {
    const stranger = await signUpStranger(`stranger-${runTag}-${++counter}@lockout.test`, 'Stranger@123');
    for (const url of ['/account/profile', `/sales/sales/${top.coCode}`, '/sales/l1member']) {
      expect((await app.inject({ url, headers: bearer(stranger) })).statusCode).toBe(401);
    }
  });
});
