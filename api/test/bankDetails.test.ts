/**
 * Payout accounts and contact corrections: a member asks for a new payout account (checked by its format
 * and the IFSC table), an operator approves or rejects it, the statement names the approved account; an
 * operator corrects a member's mobile and e-mail (their sign-in e-mail with it). The account number is
 * never anywhere in clear but its database column; bad input is a 400 naming the field that writes nothing.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, currentMonth, endpoints, type PayoutAccountResponse, type StatementResponse } from '@portal/shared/validation';
import {
  adminEndpoints,
  type AdminBankChangeResponse,
  type AdminBankChangesResponse,
  type MemberDetailsResponse,
} from '@portal/shared/admin';
import { buildApp } from '../src/app.js';
import { one, rows, sql, type Database } from '../src/db/client.js';
import { bearer, testConfig } from './helpers/context.js';
import { ENGINES, engineAvailable, suiteDatabase } from './helpers/databases.js';
import { signIn } from './helpers/services.js';
import { runTag, seededNetwork, signedInOperator, tokensForMembers, type NetworkMember } from './security/helpers.js';

const ACCOUNT = '123456789012';
const OTHER_ACCOUNT = '998877665544';
const GOOD = { holderName: 'Asha Verma', accountNumber: ACCOUNT, accountNumberConfirm: ACCOUNT, ifsc: 'sbin0000001' };

describe.each(ENGINES)('payout accounts and contact corrections (%s)', (_name, engine) => {
  let database: Database;
  let closeDatabase: () => Promise<void>;
  let app: FastifyInstance;
  let members: NetworkMember[];
  let tokens: Map<number, string>;
  let operator: Record<string, string>;
  let member: NetworkMember;

  beforeAll(async () => {
    if (!engineAvailable(engine)) return;
    ({ database, close: closeDatabase } = await suiteDatabase(engine));
    const config = testConfig();
    members = await seededNetwork(database, config.encryptionKey);
    // Two members with the account they gave at onboarding (the demo's members in each certification stage have none).
    const withAccount = new Set(
      (await rows<{ id: number }>(database.db, sql`SELECT id FROM members WHERE bank_account_enc IS NOT NULL`)).map((row) => row.id),
    );
    const onboarded = members.filter((candidate) => withAccount.has(candidate.id));
    member = onboarded[onboarded.length - 1]!;
    tokens = await tokensForMembers(database.db, [member, onboarded[onboarded.length - 2]!]);
    operator = await signedInOperator(database.db, `bank-${runTag}-${engine}@ops.test`);
    app = await buildApp({ database, config, logger: false });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await closeDatabase?.();
  });

  const put = (body: object, id = member.id) =>
    app.inject({ method: 'PUT', url: endpoints.account.payoutAccount.path, headers: bearer(tokens.get(id)!), payload: body });
  const mine = async () =>
    (
      (
        await app.inject({ url: endpoints.account.payoutAccount.path, headers: bearer(tokens.get(member.id)!) })
      ).json() as PayoutAccountResponse
    ).payoutAccount;
  const counts = async () =>
    one<{ changes: number; outbox: number; audit: number }>(
      database.db,
      sql`SELECT (SELECT count(*)::int FROM bank_account_changes) AS changes, (SELECT count(*)::int FROM outbox) AS outbox,
            (SELECT count(*)::int FROM audit_log) AS audit`,
    );
  /** Every place a number could leak to: mails, audit entries, the API's answers are checked separately. */
  const leaks = async (number: string) =>
    rows(
      database.db,
      sql`SELECT 'outbox' AS place FROM outbox WHERE text_body LIKE ${`%${number}%`} OR coalesce(html_body, '') LIKE ${`%${number}%`}
          UNION ALL SELECT 'audit' FROM audit_log WHERE coalesce(before::text, '') LIKE ${`%${number}%`} OR coalesce(after::text, '') LIKE ${`%${number}%`}`,
    );

  it.skipIf(!engineAvailable(engine))('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const before = await counts();
    const cases: [object, string][] = [
      [{ ...GOOD, accountNumberConfirm: '123456789013' }, 'accountNumberConfirm'],
      [{ ...GOOD, accountNumber: '12ab', accountNumberConfirm: '12ab' }, 'accountNumber'],
      [{ ...GOOD, ifsc: 'SBIN1000001' }, 'ifsc'],
      [{ ...GOOD, ifsc: 'ZZZZ0000001' }, 'ifsc'],
      [{ ...GOOD, ifsc: 'SBIN0ZZZZZZ' }, 'ifsc'],
      [{ ...GOOD, holderName: '  ' }, 'holderName'],
      [{ accountNumber: ACCOUNT }, 'ifsc'],
    ];
    for (const [body, field] of cases) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys((res.json() as { errors?: object }).errors ?? {}), JSON.stringify(body)).toContain(field);
      expect(res.body).not.toContain(ACCOUNT);
    }
    expect(await counts()).toEqual(before);
    expect((await app.inject({ url: endpoints.account.payoutAccount.path })).statusCode).toBe(401);
  });

  it.skipIf(!engineAvailable(engine))(
    'a change waits for the operator, masked, audited and e-mailed; approved, the statement names it',
    async () => {
      const requested = await put(GOOD);
      expect(requested.statusCode, requested.body).toBe(200);
      expect(requested.body).not.toContain(ACCOUNT);
      const waiting = (requested.json() as PayoutAccountResponse).payoutAccount;
      // The account given at onboarding (the demo's) stays in use, without holder or IFSC, until the change is approved.
      const onboarding = waiting.current!;
      expect(onboarding).toMatchObject({ account: expect.stringMatching(/^••••\d{4}$/), ifsc: null, holderName: null });
      expect(waiting.pending).toMatchObject({
        status: 'pending',
        account: '••••9012',
        ifsc: 'SBIN0000001',
        bankName: 'State Bank of India',
        holderName: 'Asha Verma',
      });

      const mail = await one<{ to: string; text: string }>(
        database.db,
        sql`SELECT to_address AS to, text_body AS text FROM outbox ORDER BY id DESC LIMIT 1`,
      );
      expect(mail).toMatchObject({ to: member.email });
      expect(mail!.text).toContain('••••9012');

      const month = currentMonth();
      const statementUrl = buildPath(endpoints.payouts.payoutStatement.path, { coCode: member.coCode });
      const statement = async () =>
        ((await app.inject({ url: statementUrl, query: { month }, headers: bearer(tokens.get(member.id)!) })).json() as StatementResponse)
          .statement;
      expect((await statement()).payoutAccount, 'not used before it is approved').toEqual(onboarding);

      const list = await app.inject({ url: adminEndpoints.bankChanges.adminBankChanges.path, headers: operator });
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain(ACCOUNT);
      const change = (list.json() as AdminBankChangesResponse).changes.find((c) => c.coCode === member.coCode)!;
      expect(change).toMatchObject({ account: '••••9012', previous: onboarding, memberName: member.name });

      const approved = await app.inject({
        method: 'POST',
        url: buildPath(adminEndpoints.bankChanges.adminApproveBankChange.path, { id: String(change.id) }),
        headers: operator,
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect((approved.json() as AdminBankChangeResponse).change).toMatchObject({ status: 'approved', previous: onboarding });
      const again = await app.inject({
        method: 'POST',
        url: buildPath(adminEndpoints.bankChanges.adminApproveBankChange.path, { id: String(change.id) }),
        headers: operator,
      });
      expect(again.statusCode).toBe(409);

      expect((await mine()).current).toEqual({
        holderName: 'Asha Verma',
        account: '••••9012',
        ifsc: 'SBIN0000001',
        bankName: 'State Bank of India',
      });
      expect((await statement()).payoutAccount).toMatchObject({ account: '••••9012', bankName: 'State Bank of India' });
      const profile = await app.inject({ url: endpoints.account.profile.path, headers: bearer(tokens.get(member.id)!) });
      expect(profile.json()).toMatchObject({ profile: { bankAccount: '••••9012', bankName: 'State Bank of India' } });

      const audit = await rows<{ action: string }>(
        database.db,
        sql`SELECT action FROM audit_log WHERE record_id = ${member.coCode} ORDER BY id`,
      );
      expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['member.bank_change_request', 'member.bank_change_approve']));
      expect(await leaks(ACCOUNT)).toEqual([]);
    },
  );

  it.skipIf(!engineAvailable(engine))('a rejected change needs a reason and leaves the approved account in use', async () => {
    expect(
      (await put({ ...GOOD, accountNumber: OTHER_ACCOUNT, accountNumberConfirm: OTHER_ACCOUNT, ifsc: 'HDFC0000001' })).statusCode,
    ).toBe(200);
    const { pending } = await mine();
    const url = buildPath(adminEndpoints.bankChanges.adminRejectBankChange.path, { id: String(pending!.id) });
    const empty = await app.inject({ method: 'POST', url, headers: operator, payload: { reason: ' ' } });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys((empty.json() as { errors: object }).errors)).toEqual(['reason']);
    const rejected = await app.inject({ method: 'POST', url, headers: operator, payload: { reason: 'The name does not match the PAN' } });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const after = await mine();
    expect(after.pending).toBeNull();
    expect(after.current?.account).toBe('••••9012');
    expect(await leaks(OTHER_ACCOUNT)).toEqual([]);
  });

  it.skipIf(!engineAvailable(engine))(
    'an operator corrects the mobile and e-mail: audited, mailed to both addresses, and the member signs in with the new e-mail',
    async () => {
      const url = buildPath(adminEndpoints.bankChanges.adminCorrectMemberContact.path, { code: member.coCode });
      const bad = await app.inject({ method: 'PUT', url, headers: operator, payload: { mobile: '12345' } });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys((bad.json() as { errors: object }).errors)).toEqual(['mobile']);
      const nothing = await app.inject({ method: 'PUT', url, headers: operator, payload: {} });
      expect(nothing.statusCode).toBe(400);

      const other = members[members.length - 2]!;
      const taken = await app.inject({ method: 'PUT', url, headers: operator, payload: { email: other.email } });
      expect(taken.statusCode).toBe(409);
      expect(Object.keys((taken.json() as { errors: object }).errors)).toEqual(['email']);

      const account = await one<{ email: string }>(database.db, sql`SELECT email FROM members WHERE id = ${member.id}`);
      const oldEmail = account!.email;
      const newEmail = `moved-${runTag}-${engine}@bank.test`;
      const res = await app.inject({
        method: 'PUT',
        url,
        headers: operator,
        payload: { mobile: '9876501234', email: newEmail.toUpperCase() },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as MemberDetailsResponse).member).toMatchObject({ mobile: '9876501234', email: newEmail });
      const mails = await rows<{ to: string }>(
        database.db,
        sql`SELECT to_address AS to FROM outbox WHERE subject LIKE '%contact details%' ORDER BY id`,
      );
      expect(mails.map((m) => m.to)).toEqual(expect.arrayContaining([oldEmail, newEmail]));
      const entry = await one<{ before: unknown; after: unknown }>(
        database.db,
        sql`SELECT before, after FROM audit_log WHERE action = 'member.contact_correct' AND record_id = ${member.coCode}`,
      );
      expect(entry).toEqual({ before: expect.objectContaining({ email: oldEmail }), after: { mobile: '9876501234', email: newEmail } });
      // tokensForMembers gave the member an identity account: it now carries the new e-mail.
      await expect(signIn(newEmail, 'Sweep@12345')).resolves.toEqual(expect.any(String));
    },
  );
});
