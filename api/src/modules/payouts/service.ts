/**
 * Payout statements and tax summaries, read from the append-only ledger `payout_entries` (migration 0003).
 * A member's statement covers its own book (the policies it sold); a leader's also lists each direct
 * child's own-book totals. Money is integer paise end to end: the database sums bigint paise and the
 * sums come back as text, converted by `paiseFromDb` (which refuses what a number cannot hold exactly).
 */
import {
  financialYearBounds,
  financialYearOf,
  monthBounds,
  type PayoutMember,
  type PayoutStatement,
  type TaxSummary,
} from '@portal/shared/validation';
import { rows, sql, type Db } from '../../db/client.js';
import { approvedAccount } from '../../services/bankDetails.js';
import { decrypt } from '../../services/crypto.js';
import { maskPan } from '../../services/mask.js';
import type { MemberRow } from '../../services/members.js';
import { paiseFromDb } from '../../services/money.js';
import { tdsByMonth, tdsRatePercent, tdsRule, type MonthTds } from './tds.js';

export function payoutMember(member: MemberRow, key: Buffer): PayoutMember & { withPan: boolean } {
  const pan = decrypt(key, member.panEnc);
  return { coCode: member.coCode, name: member.name, panMasked: maskPan(pan), withPan: Boolean(pan) };
}

interface MonthTotals {
  month: string;
  grossPaise: number;
  paidPaise: number;
}

/**
 * The member's gross (earned + reversed + the adjustments of accepted payout queries, which are commission
 * too) and payments per month, up to and including `asOf`.
 */
async function monthlyTotals(db: Db, memberId: number, asOf: string): Promise<MonthTotals[]> {
  const found = await rows<{ month: string; gross: string | number; paid: string | number }>(
    db,
    sql`SELECT to_char(entry_date, 'YYYY-MM') AS month,
          coalesce(sum(amount_paise) FILTER (WHERE kind IN ('earned', 'reversed', 'adjustment')), 0)::text AS gross,
          coalesce(sum(amount_paise) FILTER (WHERE kind IN ('paid', 'void')), 0)::text AS paid
        FROM payout_entries WHERE member_id = ${memberId} AND entry_date <= ${asOf}::date
        GROUP BY 1 ORDER BY 1`,
  );
  return found.map((r) => ({ month: r.month, grossPaise: paiseFromDb(r.gross), paidPaise: paiseFromDb(r.paid) }));
}

/** TDS of the months a member has entries in, and an empty month's row for `month` itself. */
function tdsFor(totals: MonthTotals[], month: string, withPan: boolean): { history: MonthTds[]; current: MonthTds } {
  const months = totals.some((t) => t.month === month) ? totals : [...totals, { month, grossPaise: 0, paidPaise: 0 }];
  const history = tdsByMonth(months, withPan);
  return { history, current: history.find((m) => m.month === month)! };
}

/**
 * One member's statement for `month` (`YYYY-MM`, not after `today`). The current month runs to `today`
 * (`complete: false`); a ledger entry dated later than that is not shown until its day.
 */
export async function payoutStatement(db: Db, key: Buffer, member: MemberRow, month: string, today: string): Promise<PayoutStatement> {
  const { start, end } = monthBounds(month);
  const complete = end < today;
  const asOf = complete ? end : today;
  const who = payoutMember(member, key);
  const totals = await monthlyTotals(db, member.id, asOf);
  const { history, current } = tdsFor(totals, month, who.withPan);
  let openingBalancePaise = 0;
  for (const t of totals) if (t.month < month) openingBalancePaise += t.grossPaise - t.paidPaise;
  for (const m of history) if (m.month < month) openingBalancePaise -= m.deductedPaise;

  const [lines, payments, team, adjustments] = await Promise.all([
    rows<{
      entryId: string | number;
      date: string;
      kind: 'earned' | 'reversed';
      policyNumber: string;
      clientName: string;
      productName: string;
      policyType: PayoutStatement['lines'][number]['policyType'];
      netPremiumPaise: string | number;
      payOutPaise: string | number;
    }>(
      db,
      sql`SELECT e.id AS "entryId", e.entry_date::text AS date, e.kind, p.policy_number AS "policyNumber", p.client_name AS "clientName",
            p.product_name AS "productName", p.policy_type AS "policyType",
            (p.net_premium * 100)::bigint::text AS "netPremiumPaise", e.amount_paise::text AS "payOutPaise"
          FROM payout_entries e JOIN policies p ON p.sr_no = e.sr_no
          WHERE e.member_id = ${member.id} AND e.entry_date BETWEEN ${start}::date AND ${asOf}::date AND e.kind IN ('earned', 'reversed')
          ORDER BY e.entry_date, e.id`,
    ),
    rows<{
      entryId: string | number;
      date: string;
      reference: string;
      amountPaise: string | number;
      voidsDate: string | null;
      reason: string | null;
    }>(
      db,
      sql`SELECT e.id AS "entryId", e.entry_date::text AS date, e.reference, e.amount_paise::text AS "amountPaise",
            v.entry_date::text AS "voidsDate", e.reason
          FROM payout_entries e LEFT JOIN payout_entries v ON v.id = e.voids_id
          WHERE e.member_id = ${member.id} AND e.entry_date BETWEEN ${start}::date AND ${asOf}::date AND e.kind IN ('paid', 'void')
          ORDER BY e.entry_date, e.id`,
    ),
    // A team member's gross is counted as their own statement counts it: lines and accepted queries' adjustments.
    rows<{
      coCode: string;
      name: string;
      earned: string | number;
      reversed: string | number;
      adjustments: string | number;
      lineCount: number;
    }>(
      db,
      sql`SELECT m.co_code AS "coCode", m.name,
            coalesce(sum(e.amount_paise) FILTER (WHERE e.kind = 'earned'), 0)::text AS earned,
            coalesce(sum(e.amount_paise) FILTER (WHERE e.kind = 'reversed'), 0)::text AS reversed,
            coalesce(sum(e.amount_paise) FILTER (WHERE e.kind = 'adjustment'), 0)::text AS adjustments,
            (count(e.id) FILTER (WHERE e.kind IN ('earned', 'reversed')))::int AS "lineCount"
          FROM members m LEFT JOIN payout_entries e
            ON e.member_id = m.id AND e.entry_date BETWEEN ${start}::date AND ${asOf}::date AND e.kind IN ('earned', 'reversed', 'adjustment')
          WHERE m.parent_id = ${member.id}
          GROUP BY m.id, m.co_code, m.name ORDER BY m.co_code`,
    ),
    rows<{ entryId: string | number; date: string; queryNumber: string; amountPaise: string | number; reason: string | null }>(
      db,
      sql`SELECT e.id AS "entryId", e.entry_date::text AS date, e.reference AS "queryNumber", e.amount_paise::text AS "amountPaise", e.reason
          FROM payout_entries e
          WHERE e.member_id = ${member.id} AND e.entry_date BETWEEN ${start}::date AND ${asOf}::date AND e.kind = 'adjustment'
          ORDER BY e.entry_date, e.id`,
    ),
  ]);
  const grossPaise =
    lines.reduce((sum, l) => sum + paiseFromDb(l.payOutPaise), 0) + adjustments.reduce((sum, a) => sum + paiseFromDb(a.amountPaise), 0);
  const paymentsPaise = payments.reduce((sum, p) => sum + paiseFromDb(p.amountPaise), 0);
  const netPayablePaise = grossPaise - current.deductedPaise;
  return {
    member: { coCode: who.coCode, name: who.name, panMasked: who.panMasked },
    month,
    asOf,
    complete,
    openingBalancePaise,
    lines: lines.map((l) => ({
      ...l,
      entryId: Number(l.entryId),
      netPremiumPaise: paiseFromDb(l.netPremiumPaise),
      payOutPaise: paiseFromDb(l.payOutPaise),
    })),
    adjustments: adjustments.map((a) => ({ ...a, entryId: Number(a.entryId), amountPaise: paiseFromDb(a.amountPaise) })),
    grossPaise,
    tds: {
      section: '194D',
      fy: current.fy,
      ratePercent: current.ratePercent,
      thresholdPaise: current.thresholdPaise,
      fyToDateGrossPaise: current.fyToDateGrossPaise,
      deductedPaise: current.deductedPaise,
      withPan: who.withPan,
    },
    netPayablePaise,
    payments: payments.map((p) => ({
      entryId: Number(p.entryId),
      date: p.date,
      reference: p.reference,
      amountPaise: paiseFromDb(p.amountPaise),
      ...(p.voidsDate ? { voidOf: { date: p.voidsDate, reason: p.reason ?? '' } } : {}),
    })),
    paymentsPaise,
    closingBalancePaise: openingBalancePaise + netPayablePaise - paymentsPaise,
    payoutAccount: await approvedAccount(db, key, member.id),
    team: team.map((t) => {
      const earnedPaise = paiseFromDb(t.earned);
      const reversedPaise = paiseFromDb(t.reversed);
      const adjustmentsPaise = paiseFromDb(t.adjustments);
      return {
        coCode: t.coCode,
        name: t.name,
        earnedPaise,
        reversedPaise,
        adjustmentsPaise,
        grossPaise: earnedPaise + reversedPaise + adjustmentsPaise,
        lineCount: t.lineCount,
      };
    }),
  };
}

const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;

/** Gross commission and TDS of a financial year (`YYYY-YY`, not after the one `today` is in), per quarter. */
export async function taxSummary(db: Db, key: Buffer, member: MemberRow, fy: string, today: string): Promise<TaxSummary> {
  const { end } = financialYearBounds(fy);
  const complete = end < today;
  const asOf = complete ? end : today;
  const who = payoutMember(member, key);
  const totals = await monthlyTotals(db, member.id, asOf);
  const months = tdsByMonth(totals, who.withPan).filter((m) => m.fy === fy);
  const quarters = QUARTERS.map((quarter) => ({ quarter, grossPaise: 0, tdsPaise: 0 }));
  for (const m of months) {
    // April–June is Q1: month 4 → 0, …, March (3) → 3.
    const q = quarters[Math.floor(((Number(m.month.slice(5, 7)) + 8) % 12) / 3)]!;
    q.grossPaise += m.grossPaise;
    q.tdsPaise += m.deductedPaise;
  }
  return {
    member: { coCode: who.coCode, name: who.name, panMasked: who.panMasked },
    fy,
    complete,
    asOf,
    section: '194D',
    grossPaise: quarters.reduce((t, q) => t + q.grossPaise, 0),
    tdsPaise: quarters.reduce((t, q) => t + q.tdsPaise, 0),
    quarters,
    ratePercent: tdsRatePercent(fy, who.withPan),
    thresholdPaise: tdsRule(fy).thresholdPaise,
    withPan: who.withPan,
  };
}

/** Whether a month (or financial year) is after the one `today` is in: there is no statement for it yet. */
export function futureMonth(month: string, today: string): boolean {
  return month > today.slice(0, 7);
}
export function futureFinancialYear(fy: string, today: string): boolean {
  return fy > financialYearOf(today);
}

/** Records a payment to a member (the operators' `record-payment`); returns the entry's id. */
export async function recordPayment(
  db: Db,
  payment: { memberId: number; amountPaise: number; reference: string; date: string; createdBy: string },
): Promise<number> {
  const [entry] = await rows<{ id: string | number }>(
    db,
    sql`INSERT INTO payout_entries (member_id, kind, amount_paise, entry_date, reference, created_by)
        VALUES (${payment.memberId}, 'paid', ${payment.amountPaise}, ${payment.date}::date, ${payment.reference}, ${payment.createdBy})
        RETURNING id`,
  );
  return Number(entry!.id);
}
