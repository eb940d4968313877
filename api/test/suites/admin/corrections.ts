import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildPath, endpoints, indiaDate, type StatementResponse } from '@portal/shared/validation';
import { adminEndpoints, type ImportRecordResponse, type PaymentListResponse, type PaymentResponse } from '@portal/shared/admin';
import { one, rows, sql } from '../../../src/db/client.js';
import { rollbackImport } from '../../../src/modules/admin/imports/rollback.js';
import { importPolicies } from '../../../src/modules/admin/imports/policyImport.js';
import { bearer, type SuiteContext } from '../../helpers/context.js';

const HEADER = 'policyType,productName,policyNumber,clientName,riskStart,riskEnd,netPremium,payOut,vehicleNo,insurer,soldBy';
const OPERATOR = { uid: 'ops-test', email: 'ops@agentportal.in' };

/** Corrections as ledger entries: voiding a payment, confirming large amounts, rolling back an import. */
export function adminCorrectionsTests(ctx: () => SuiteContext) {
  describe('admin corrections', () => {
    const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const db = () => ctx().database.db;
    const ops = (opts: InjectOptions) => ctx().app.inject({ ...opts, headers: { ...bearer(ctx().opsToken), ...opts.headers } });
    const today = () => indiaDate(new Date());
    const pay = async (fields: Record<string, unknown>) =>
      ops({
        method: 'POST',
        url: adminEndpoints.payments.adminRecordPayment.path,
        payload: { coCode: ctx().mid.coCode, amount: '2500', date: today(), ...fields },
      });
    const voidIt = (id: number, payload: Record<string, unknown>) =>
      ops({ method: 'POST', url: buildPath(adminEndpoints.payments.adminVoidPayment.path, { id: String(id) }), payload });
    const ledger = () =>
      rows<{ id: number; kind: string; amount: string }>(
        db(),
        sql`SELECT id::int, kind, amount_paise::text AS amount FROM payout_entries ORDER BY id`,
      );
    const statement = async (coCode: string) => {
      const res = await ctx().app.inject({
        url: buildPath(endpoints.payouts.payoutStatement.path, { coCode }),
        headers: bearer(ctx().topToken),
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as StatementResponse).statement;
    };

    it('voids a payment with a reason by a reversing entry on today’s statement, once, audited; the payment itself is unchanged', async () => {
      const paid = await pay({ reference: `VOID-${run}` });
      expect(paid.statusCode, paid.body).toBe(201);
      const { payment } = paid.json() as PaymentResponse;
      const before = await statement(ctx().mid.coCode);
      const entriesBefore = await ledger();

      const res = await voidIt(payment.id, { reason: ' Paid to the wrong member ' });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as PaymentResponse).payment).toEqual({
        ...payment,
        voided: { date: today(), reason: 'Paid to the wrong member', voidedBy: 'ops@agentportal.in' },
      });
      const entriesAfter = await ledger();
      expect(entriesAfter.slice(0, entriesBefore.length)).toEqual(entriesBefore);
      expect(entriesAfter.slice(entriesBefore.length)).toEqual([expect.objectContaining({ kind: 'void', amount: '-250000' })]);

      const after = await statement(ctx().mid.coCode);
      expect(after.payments).toContainEqual({
        entryId: expect.any(Number),
        date: today(),
        reference: `VOID-${run}`,
        amountPaise: -250_000,
        voidOf: { date: today(), reason: 'Paid to the wrong member' },
      });
      expect(after.paymentsPaise).toBe(before.paymentsPaise - 250_000);
      expect(after.closingBalancePaise).toBe(before.closingBalancePaise + 250_000);
      const csv = await ctx().app.inject({
        url: buildPath(endpoints.payouts.payoutStatementCsv.path, { coCode: ctx().mid.coCode, month: today().slice(0, 7) }),
        headers: bearer(ctx().topToken),
      });
      expect(csv.body).toMatch(new RegExp(`${today()},VOID-${run},-2500(\\.00)?,${today()},Paid to the wrong member`));

      const audit = await one<{ before: unknown; after: { reason: string } }>(
        db(),
        sql`SELECT before, after FROM audit_log WHERE action = 'payment.void' AND record_id = ${String(payment.id)}`,
      );
      expect(audit?.before).toMatchObject({ amountPaise: 250_000, reference: `VOID-${run}` });
      expect(audit?.after.reason).toBe('Paid to the wrong member');

      const again = await voidIt(payment.id, { reason: 'Twice' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: expect.stringMatching(/already/), errors: { id: expect.any(String) } });
      const voidEntry = entriesAfter[entriesAfter.length - 1]!;
      const ofVoid = await voidIt(voidEntry.id, { reason: 'Undo the void' });
      expect(ofVoid.statusCode).toBe(409);
      expect(ofVoid.json()).toMatchObject({ message: expect.stringMatching(/void cannot be voided/) });
      expect(await ledger()).toEqual(entriesAfter);
    });

    it('refuses a void without a reason (400 naming it) or of no payment (404), changing nothing', async () => {
      const { payment } = (await pay({ reference: `NOREASON-${run}` })).json() as PaymentResponse;
      const entries = await ledger();
      for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(201) }, { reason: 'line\nbreak' }]) {
        const res = await voidIt(payment.id, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(Object.keys((res.json() as { errors: object }).errors)).toEqual(['reason']);
      }
      expect((await voidIt(2_000_000_000, { reason: 'Nothing there' })).statusCode).toBe(404);
      expect(await ledger()).toEqual(entries);
    });

    it('needs a confirmation above the threshold to record or void a payment, on the server', async () => {
      const list = (await ops({ url: adminEndpoints.payments.adminPayments.path })).json() as PaymentListResponse;
      expect(list.confirmAbovePaise).toBe(10_000_000);
      const entries = await ledger();
      const unconfirmed = await pay({ reference: `BIG-${run}`, amount: '100000.01' });
      expect(unconfirmed.statusCode).toBe(409);
      expect(unconfirmed.json()).toMatchObject({
        message: '₹1,00,000.01 is above ₹1,00,000: confirm the amount to record this payment.',
        errors: { confirmed: expect.any(String) },
      });
      expect(await ledger()).toEqual(entries);
      expect((await pay({ reference: `EDGE-${run}`, amount: '100000' })).statusCode).toBe(201);

      const confirmed = await pay({ reference: `BIG-${run}`, amount: '100000.01', confirmed: true });
      expect(confirmed.statusCode, confirmed.body).toBe(201);
      const { payment } = confirmed.json() as PaymentResponse;
      const voidUnconfirmed = await voidIt(payment.id, { reason: 'Typed one zero too many' });
      expect(voidUnconfirmed.statusCode).toBe(409);
      expect(voidUnconfirmed.json()).toMatchObject({ errors: { confirmed: expect.any(String) } });
      expect((await voidIt(payment.id, { reason: 'Typed one zero too many', confirmed: true })).statusCode).toBe(200);
    });

    const importFile = async (tag: string, seller: string) => {
      const csv = [HEADER, `life,Term Life,RB-${run}-${tag},Client ${tag},2026-01-01,2026-12-31,10000,900.50,,LIC,${seller}`].join('\n');
      const report = await importPolicies(db(), csv, { fileName: `${tag}.csv`, actor: OPERATOR });
      expect(report.imported).toBe(1);
      return report.importId!;
    };
    const rollback = (id: number) =>
      ops({ method: 'POST', url: buildPath(adminEndpoints.imports.adminImportRollback.path, { id: String(id) }) });

    it('rolls back an import by cancelling its policies (reversing entries), once, audited, history kept', async () => {
      const id = await importFile('undo', ctx().mid.coCode);
      const res = await rollback(id);
      expect(res.statusCode, res.body).toBe(200);
      const record = (res.json() as ImportRecordResponse).import;
      expect(record).toMatchObject({ id, imported: 1, rolledBackBy: 'ops@agentportal.in', rolledBackAt: expect.any(String) });
      const entries = await rows<{ kind: string; amount: string }>(
        db(),
        sql`SELECT e.kind, e.amount_paise::text AS amount FROM payout_entries e JOIN policies p ON p.sr_no = e.sr_no WHERE p.policy_number = ${`RB-${run}-undo`} ORDER BY e.id`,
      );
      expect(entries).toEqual([
        { kind: 'earned', amount: '90050' },
        { kind: 'reversed', amount: '-90050' },
      ]);
      const policy = await one<{ cancelledOn: string }>(
        db(),
        sql`SELECT cancelled_on::text AS "cancelledOn" FROM policies WHERE policy_number = ${`RB-${run}-undo`}`,
      );
      expect(policy?.cancelledOn).toBe(today());
      const audit = await one<{ after: { cancelledPolicies: number } }>(
        db(),
        sql`SELECT after FROM audit_log WHERE action = 'import.rollback' AND record_id = ${String(id)}`,
      );
      expect(audit?.after.cancelledPolicies).toBe(1);

      const again = await rollback(id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: expect.stringMatching(/rolled back on .* already/) });
    });

    it('refuses a rollback once a policy’s seller was paid, after 24 hours, or of no import, saying why', async () => {
      const seller = ctx().members.find((m) => m.id !== ctx().mid.id && m.id !== ctx().top.id)!;
      const id = await importFile('paid', seller.coCode);
      expect((await pay({ coCode: seller.coCode, reference: `AFTER-${run}` })).statusCode).toBe(201);
      const blocked = await rollback(id);
      expect(blocked.statusCode).toBe(409);
      expect((blocked.json() as { message: string }).message).toContain(`RB-${run}-paid`);

      const late = await importFile('late', ctx().mid.coCode);
      await expect(rollbackImport(db(), late, new Date(Date.now() + 25 * 3_600_000), OPERATOR)).rejects.toMatchObject({
        statusCode: 409,
        message: expect.stringMatching(/more than 24 hours ago/),
      });
      expect((await rollback(2_000_000_000)).statusCode).toBe(404);
      const untouched = await one<{ cancelledOn: string | null }>(
        db(),
        sql`SELECT cancelled_on::text AS "cancelledOn" FROM policies WHERE policy_number = ${`RB-${run}-paid`}`,
      );
      expect(untouched?.cancelledOn).toBeNull();
    });
  });
}
