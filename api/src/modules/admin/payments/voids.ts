/** Voids of payments: a reversing ledger entry, never an edit of the payment (the ledger is append-only). */
import { formatPaise } from '@portal/shared/validation';
import { type OperatorActor } from '@portal/shared/admin';
import { indiaDate } from '../../../clock.js';
import { rows, sql, type Db } from '../../../db/client.js';
import { HttpError } from '../../../errors.js';
import { t } from '../../../i18n/index.js';
import { recordAudit } from '../../../services/audit.js';

/** Refuses an amount above `confirmAbovePaise` that the operator has not confirmed: 409 naming `confirmed`. */
export function requireConfirmation(
  amountPaise: number,
  confirmAbovePaise: number,
  confirmed: boolean | undefined,
  what: 'record' | 'void',
): void {
  if (amountPaise <= confirmAbovePaise || confirmed === true) return;
  const params = { amount: formatPaise(amountPaise), limit: formatPaise(confirmAbovePaise) };
  throw new HttpError(409, t(what === 'record' ? 'payments.confirmAbove' : 'payments.confirmVoidAbove', params), {
    confirmed: t('payments.confirmField', params),
  });
}

export interface PaymentVoid {
  id: number;
  paymentId: number;
  date: string;
}

/**
 * Voids payment `paymentId`: a `void` entry of the same member takes its amount back on today's date
 * (India), so the member's next statement shows it with `reason`. A payment is voided once (409), a void
 * is not voided (409), an unknown id is a 404. Audited (`payment.void`) in the same transaction.
 */
export async function voidPayment(
  db: Db,
  input: { paymentId: number; reason: string; confirmed?: boolean | undefined },
  now: Date,
  actor: OperatorActor,
  confirmAbovePaise: number,
): Promise<PaymentVoid> {
  const date = indiaDate(now);
  return db.transaction(async (tx) => {
    const [payment] = await rows<{
      id: string | number;
      kind: string;
      memberId: number;
      amountPaise: string | number;
      reference: string | null;
      date: string;
      coCode: string;
      name: string;
    }>(
      tx,
      sql`SELECT e.id, e.kind, e.member_id AS "memberId", e.amount_paise::text AS "amountPaise", e.reference, e.entry_date::text AS date,
            m.co_code AS "coCode", m.name
          FROM payout_entries e JOIN members m ON m.id = e.member_id
          WHERE e.id = ${input.paymentId} AND e.kind IN ('paid', 'void')
          FOR SHARE OF e`,
    );
    if (!payment) throw new HttpError(404, t('payments.notFound', { id: input.paymentId }));
    if (payment.kind === 'void')
      throw new HttpError(409, t('payments.voidOfVoid', { id: input.paymentId }), {
        id: t('payments.voidOfVoid', { id: input.paymentId }),
      });
    const amountPaise = Number(payment.amountPaise);
    requireConfirmation(amountPaise, confirmAbovePaise, input.confirmed, 'void');
    const [earlier] = await rows<{ date: string }>(
      tx,
      sql`SELECT entry_date::text AS date FROM payout_entries WHERE voids_id = ${input.paymentId}`,
    );
    if (earlier) {
      throw new HttpError(409, t('payments.alreadyVoided', { id: input.paymentId, date: earlier.date }), {
        id: t('payments.alreadyVoidedField'),
      });
    }
    // The unique key on voids_id settles two voids racing past the check above: one of them fails.
    const [entry] = await rows<{ id: string | number }>(
      tx,
      sql`INSERT INTO payout_entries (member_id, kind, amount_paise, entry_date, reference, created_by, voids_id, reason)
          VALUES (${payment.memberId}, 'void', ${-amountPaise}, ${date}::date, ${payment.reference}, ${actor.email}, ${input.paymentId}, ${input.reason})
          ON CONFLICT (voids_id) WHERE voids_id IS NOT NULL DO NOTHING
          RETURNING id`,
    );
    if (!entry)
      throw new HttpError(409, t('payments.alreadyVoided', { id: input.paymentId, date }), { id: t('payments.alreadyVoidedField') });
    await recordAudit(tx, actor, {
      action: 'payment.void',
      recordType: 'payment',
      recordId: input.paymentId,
      before: { coCode: payment.coCode, name: payment.name, amountPaise, reference: payment.reference, date: payment.date },
      after: { voidEntryId: Number(entry.id), date, reason: input.reason },
    });
    return { id: Number(entry.id), paymentId: input.paymentId, date };
  });
}
