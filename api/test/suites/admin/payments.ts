import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { addDays, buildPath, endpoints, indiaDate, type StatementResponse } from '@portal/shared/validation';
import { adminEndpoints, type PaymentListResponse, type PaymentResponse } from '@portal/shared/admin';
import { runAdmin } from '../../../src/cli/admin.js';
import { one, rows, sql } from '../../../src/db/client.js';
import { bearer, type SuiteContext } from '../../helpers/context.js';
import type { Maildev } from '../../helpers/services.js';

/** The back office's payments: its `/admin/*` routes on a seeded database (ctx.opsToken is the demo operator's). */
export function adminPaymentsTests(ctx: () => SuiteContext, _maildev: () => Maildev) {
  describe('admin payments', () => {
    const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const db = () => ctx().database.db;
    const ops = (opts: InjectOptions) => ctx().app.inject({ ...opts, headers: { ...bearer(ctx().opsToken), ...opts.headers } });
    const today = () => indiaDate(new Date());
    const pay = (fields: Record<string, unknown>) =>
      ops({
        method: 'POST',
        url: adminEndpoints.payments.adminRecordPayment.path,
        payload: { coCode: ctx().mid.coCode, amount: '12500.50', reference: `UTR-${run}`, date: today(), ...fields },
      });
    const paidCount = async () =>
      (await one<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM payout_entries WHERE kind = 'paid'`))!.n;

    it('answers 401 without a token and 403 to an agent on both payment routes', async () => {
      const routes: InjectOptions[] = [
        {
          method: 'POST',
          url: adminEndpoints.payments.adminRecordPayment.path,
          payload: { coCode: ctx().mid.coCode, amount: '1.00', reference: `AUTH-${run}`, date: today() },
        },
        { method: 'GET', url: adminEndpoints.payments.adminPayments.path },
      ];
      const before = await paidCount();
      for (const route of routes) {
        expect((await ctx().app.inject(route)).statusCode).toBe(401);
        expect((await ctx().app.inject({ ...route, headers: bearer(ctx().topToken) })).statusCode).toBe(403);
      }
      expect(await paidCount()).toBe(before);
    });

    it('records a payment in paise, audited, listed, and on the member’s payout statement', async () => {
      const res = await pay({ reference: ` UTR-${run} ` });
      expect(res.statusCode, res.body).toBe(201);
      const { payment } = res.json() as PaymentResponse;
      expect(payment).toMatchObject({
        coCode: ctx().mid.coCode,
        memberName: ctx().mid.name,
        amountPaise: 1_250_050,
        reference: `UTR-${run}`,
        date: today(),
        recordedBy: 'ops@agentportal.in',
      });

      const list = (
        await ops({ url: `${adminEndpoints.payments.adminPayments.path}?coCode=${ctx().mid.coCode}` })
      ).json() as PaymentListResponse;
      expect(list.payments[0]).toEqual(payment);
      const all = (await ops({ url: `${adminEndpoints.payments.adminPayments.path}?limit=1` })).json() as PaymentListResponse;
      expect(all.payments).toEqual([payment]);

      const audit = await one<{ operatorEmail: string; after: unknown }>(
        db(),
        sql`SELECT operator_email AS "operatorEmail", after FROM audit_log WHERE action = 'payment.record' AND record_id = ${String(payment.id)}`,
      );
      expect(audit).toEqual({
        operatorEmail: 'ops@agentportal.in',
        after: { coCode: ctx().mid.coCode, name: ctx().mid.name, amountPaise: 1_250_050, reference: `UTR-${run}`, date: today() },
      });

      // The team member's upline (the demo top member) reads the statement of the month.
      const statement = await ctx().app.inject({
        url: buildPath(endpoints.payouts.payoutStatement.path, { coCode: ctx().mid.coCode }),
        headers: bearer(ctx().topToken),
      });
      expect(statement.statusCode, statement.body).toBe(200);
      // The payment's ledger entry comes with it: the member questions a payment by it.
      expect((statement.json() as StatementResponse).statement.payments).toContainEqual({
        date: today(),
        reference: `UTR-${run}`,
        amountPaise: 1_250_050,
        entryId: payment.id,
      });
    });

    it('refuses a double submission (same member and reference) with 409, also two at once, recording it once', async () => {
      const reference = `NEFT-${run}-double`;
      const before = await paidCount();
      const [a, b] = await Promise.all([pay({ reference, amount: '100' }), pay({ reference, amount: '100' })]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      const again = await pay({ reference: reference.toLowerCase(), amount: '100' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        status: 'error',
        message: expect.stringContaining('is already recorded'),
        errors: { reference: expect.any(String) },
      });
      expect(await paidCount()).toBe(before + 1);
      // The same reference to another member is another payment.
      expect((await pay({ reference, amount: '100', coCode: ctx().top.coCode })).statusCode).toBe(201);
    });

    it('answers a clear 400 on the field for bad input, and records nothing', async () => {
      const cases: [Record<string, unknown>, string, RegExp][] = [
        [{ coCode: `NOSUCH-${run}` }, 'coCode', /no member with code NOSUCH/],
        [{ coCode: '' }, 'coCode', /CO Code is required/],
        [{ amount: '0' }, 'amount', /Amount must be more than 0/],
        [{ amount: '0.00' }, 'amount', /Amount must be more than 0/],
        [{ amount: '-5' }, 'amount', /Amount must be rupees with at most 2 decimals/],
        [{ amount: '12.345' }, 'amount', /at most 2 decimals/],
        [{ amount: '1e3' }, 'amount', /at most 2 decimals/],
        [{ amount: 1250 }, 'amount', /.+/],
        [{ date: addDays(today(), 1) }, 'date', /Date must not be in the future/],
        [{ date: '2025-02-30' }, 'date', /Date is not a real date/],
        [{ date: '21/01/2026' }, 'date', /YYYY-MM-DD/],
        [{ date: '0000-01-01' }, 'date', /Date must be between 2000-01-01 and 2100-12-31/],
        [{ date: '1900-01-01' }, 'date', /Date must be between 2000-01-01 and 2100-12-31/],
        [{ amount: '10000000.01' }, 'amount', /Amount must be at most ₹1,00,00,000/],
        [{ amount: '999999999999.99' }, 'amount', /Amount must be at most ₹1,00,00,000/],
        [{ reference: '   ' }, 'reference', /Reference is required/],
        [{ reference: undefined }, 'reference', /Reference is required/],
        [{ reference: 'x'.repeat(101) }, 'reference', /at most 100/],
      ];
      const before = await paidCount();
      for (const [fields, field, message] of cases) {
        const res = await pay({ reference: `BAD-${run}`, ...fields });
        expect(res.statusCode, JSON.stringify(fields)).toBe(400);
        const body = res.json() as { errors: Record<string, string> };
        expect(body.errors[field], JSON.stringify(body)).toMatch(message);
      }
      expect(await paidCount()).toBe(before);
      expect((await ops({ url: `${adminEndpoints.payments.adminPayments.path}?limit=500` })).statusCode).toBe(400);
    });

    it('refuses a payment dated before the member joined, and takes one on the day it joined', async () => {
      const code = `JOIN${run}`.slice(0, 20).toUpperCase();
      await db().execute(
        sql`INSERT INTO members (co_code, path, name, email) VALUES (${code}, '/', 'Joined Today', ${`joined-${run}@example.in`})`,
      );
      await db().execute(sql`UPDATE members SET path = '/' || id || '/' WHERE co_code = ${code}`);
      const before = await paidCount();
      const early = await pay({ coCode: code, reference: `EARLY-${run}`, date: addDays(today(), -1) });
      expect(early.statusCode, early.body).toBe(400);
      expect((early.json() as { errors: Record<string, string> }).errors['date']).toBe(
        `Date must not be before the member joined (${today()})`,
      );
      expect(await paidCount()).toBe(before);
      const onTheDay = await pay({ coCode: code, reference: `ONDAY-${run}`, date: today() });
      expect(onTheDay.statusCode, onTheDay.body).toBe(201);
    });

    it('the CLI’s record-payment uses the same service: audited under the CLI user, its double submission refused', async () => {
      const cli = async (args: string[]) => {
        const out: string[] = [];
        const code = await runAdmin(args, { db: db(), config: ctx().config, out: (l) => out.push(l) });
        return { code, out: out.join('\n') };
      };
      const args = ['record-payment', '--co-code', ctx().mid.coCode, '--amount', '250', '--reference', `CLI-${run}`, '--date', today()];
      const first = await cli(args);
      expect(first.code, first.out).toBe(0);
      const second = await cli(args);
      expect(second.code).toBe(1);
      expect(second.out).toMatch(/already recorded/);
      const audit = await rows<{ operatorEmail: string }>(
        db(),
        sql`SELECT a.operator_email AS "operatorEmail" FROM audit_log a JOIN payout_entries e ON a.record_id = e.id::text
            WHERE a.action = 'payment.record' AND e.reference = ${`CLI-${run}`}`,
      );
      expect(audit).toHaveLength(1);
      expect(audit[0]!.operatorEmail).toMatch(/^cli:/);
      const listed = (
        await ops({ url: `${adminEndpoints.payments.adminPayments.path}?coCode=${ctx().mid.coCode}` })
      ).json() as PaymentListResponse;
      expect(listed.payments[0]).toMatchObject({
        reference: `CLI-${run}`,
        amountPaise: 25_000,
        recordedBy: expect.stringMatching(/^cli:/),
      });
    });
  });
}
