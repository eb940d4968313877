/**
 * Demo payouts, so the Payouts tab has something to show whenever the API starts: earned lines in the
 * current month and the two before it (policies numbered by month, so a later seed adds the new month's
 * and never moves the old ones), a few cancelled policies (reversals), and a payment on the 5th of each
 * month for the month before. Idempotent; the ledger itself is written by the policies' triggers.
 */
import { addDays } from '../../clock.js';
import { rows, sql, type Db } from '../../db/client.js';
import { randomPolicy, rng, type PolicyValues } from '../../db/demoData.js';
import { addMonths, monthBounds } from '@portal/shared/validation';

type Seller = { id: number; path: string };
/** The two demo accounts' e-mails, and the seed's policy INSERT (passed in: the seed imports this module). */
interface DemoPayoutsInput {
  topEmail: string;
  midEmail: string;
  insertPolicies: (db: Db, seller: Seller, policies: PolicyValues[]) => Promise<void>;
}

export async function seedDemoPayouts(db: Db, today: string, { topEmail, midEmail, insertPolicies }: DemoPayoutsInput): Promise<void> {
  const sellers = await rows<Seller & { email: string }>(
    db,
    sql`SELECT id, path, email FROM members
        WHERE email IN (${topEmail}, ${midEmail})
           OR parent_id = (SELECT id FROM members WHERE email = ${topEmail})
           OR parent_id = (SELECT id FROM members WHERE email = ${midEmail})
        ORDER BY id`,
  );
  if (!sellers.length) return;
  const current = today.slice(0, 7);
  for (let back = 2; back >= 0; back--) {
    const month = addMonths(current, -back);
    const { start, end } = monthBounds(month);
    const last = end < today ? end : today;
    const days = Math.round((Date.parse(last) - Date.parse(start)) / 86_400_000);
    const r = rng(Number(month.replace('-', '')));
    for (const [i, seller] of sellers.entries()) {
      // The two demo accounts sell more, so their own books and their team totals both show.
      const count = seller.email === topEmail || seller.email === midEmail ? 4 : 2;
      const policies = Array.from({ length: count }, (_, k) => {
        const riskStart = addDays(start, r.int(0, days));
        const policy = randomPolicy(r, k + 1, riskStart);
        return {
          ...policy,
          policyNumber: `PO${month.slice(2).replace('-', '')}${String(i + 1).padStart(2, '0')}${k + 1}`,
          riskStart,
          riskEnd: addDays(riskStart, policy.policyType === 'loan' ? 365 * 5 - 1 : 364),
          // The top member's first policy of the month before last was cancelled the month after.
          cancelledOn: back === 2 && k === 0 && seller.email === topEmail ? addDays(end, Math.min(10, days)) : null,
        };
      });
      await insertPolicies(
        db,
        seller,
        policies.map((p) => ({ ...p, cancelledOn: p.cancelledOn && p.cancelledOn <= today ? p.cancelledOn : null })),
      );
    }
  }
  // Two of the demo accounts' older policies were cancelled 45 days into their term.
  await db.execute(sql`UPDATE policies SET cancelled_on = risk_start + 45
    WHERE sr_no IN (
      SELECT sr_no FROM (
        SELECT p.sr_no, row_number() OVER (PARTITION BY p.sold_by_id ORDER BY p.sr_no) AS n FROM policies p JOIN members m ON m.id = p.sold_by_id
        WHERE m.email IN (${topEmail}, ${midEmail}) AND p.policy_number NOT LIKE 'R%' AND p.policy_number NOT LIKE 'PO%'
          AND p.risk_start + 45 <= ${today}::date
      ) ranked WHERE n = 3)
    AND cancelled_on IS NULL`);
  // A payment on the 5th of each of the last six months, of the month before's gross in whole rupees.
  for (let back = 5; back >= 0; back--) {
    const paidOn = `${addMonths(current, -back)}-05`;
    if (paidOn > today) continue;
    const { start, end } = monthBounds(addMonths(current, -(back + 1)));
    await db.execute(sql`INSERT INTO payout_entries (member_id, kind, amount_paise, entry_date, reference, created_by)
      SELECT m.id, 'paid', floor(sum(e.amount_paise) / 100) * 100, ${paidOn}::date, 'NEFT ' || m.co_code || ' ' || ${paidOn.slice(0, 7)}, 'demo'
      FROM members m JOIN payout_entries e ON e.member_id = m.id AND e.kind IN ('earned', 'reversed') AND e.entry_date BETWEEN ${start}::date AND ${end}::date
      WHERE m.email IN (${topEmail}, ${midEmail})
        AND NOT EXISTS (SELECT 1 FROM payout_entries x WHERE x.member_id = m.id AND x.kind = 'paid' AND x.entry_date = ${paidOn}::date)
      GROUP BY m.id, m.co_code HAVING sum(e.amount_paise) >= 100`);
  }
}
