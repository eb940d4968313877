/** Payments to members, recorded by an operator: the back office's Payments and the CLI's `record-payment`. */
import { fieldErrors } from '@portal/shared/validation';
import {
  DEFAULT_MONEY_CEILING_PAISE,
  PAYMENT_FIELD_NAMES,
  paymentFieldName,
  paymentSchemaNaming,
  type OperatorActor,
  type PaymentField,
  type PaymentFieldName,
  type PaymentRecord,
} from '@portal/shared/admin';
import { INDIA_TIME_ZONE, indiaDate } from '../../../clock.js';
import { rows, sql, type Db } from '../../../db/client.js';
import { HttpError } from '../../../errors.js';
import { t } from '../../../i18n/index.js';
import { cliActor, recordAudit } from '../../../services/audit.js';
import { memberByCode } from '../../../services/members.js';
import { requireConfirmation } from './voids.js';
import { rupeesToPaise } from '../../../services/money.js';
import { recordPayment } from '../../payouts/service.js';

/** The CLI names the fields by its options. */
export const CLI_PAYMENT_LABELS: Record<PaymentField, string> = {
  coCode: '--co-code',
  amount: '--amount',
  reference: '--reference',
  date: '--date',
};

/**
 * Payments to one member are recorded one at a time (a transaction-scoped lock on this key and the
 * member's id), so that two identical submissions cannot both pass the check for an earlier one.
 */
const PAYMENT_LOCK_KEY = 7_346_101;

export interface RecordedPayment {
  id: number;
  coCode: string;
  name: string;
  amountPaise: number;
  reference: string;
  date: string;
}

export type PaymentInput = {
  coCode?: string | undefined;
  amount?: string | undefined;
  reference?: string | undefined;
  date?: string | undefined;
  confirmed?: boolean | undefined;
};

/**
 * Validates and records one payment: amount > 0 with at most 2 decimals, a date not after today (India),
 * a member that exists, a reference not used before for that member (a double submission: 409). Audited
 * (`payment.record`) in the same transaction. Throws an HttpError (400 naming the field with `labels`, or
 * 409) otherwise, and records nothing then.
 */
export async function recordPaymentCommand(
  db: Db,
  input: PaymentInput,
  now: Date,
  actor: OperatorActor = cliActor(),
  labels: Record<PaymentField, PaymentFieldName> = CLI_PAYMENT_LABELS,
  ceilingPaise: number = DEFAULT_MONEY_CEILING_PAISE,
  confirmAbovePaise: number = Number.MAX_SAFE_INTEGER,
): Promise<RecordedPayment> {
  const today = indiaDate(now);
  const parsed = paymentSchemaNaming(labels, ceilingPaise).safeParse(input);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    throw new HttpError(400, Object.values(errors)[0]!, errors);
  }
  const { coCode, amount, reference, date } = parsed.data;
  const name = (field: PaymentField) => paymentFieldName(labels[field]);
  if (date > today)
    throw new HttpError(400, t('payments.futureDate', { field: name('date'), date }), {
      date: t('payments.futureDateField', { field: name('date') }),
    });
  const member = await memberByCode(db, coCode);
  if (!member) {
    const message = t('payments.noMember', { field: name('coCode'), code: coCode });
    throw new HttpError(400, message, { coCode: message });
  }
  const joined = await joinedOn(db, member.id);
  if (date < joined) {
    throw new HttpError(400, t('payments.beforeJoined', { field: name('date'), date, name: member.name, code: member.coCode, joined }), {
      date: t('payments.beforeJoinedField', { field: name('date'), joined }),
    });
  }
  const amountPaise = rupeesToPaise(amount);
  requireConfirmation(amountPaise, confirmAbovePaise, input.confirmed, 'record');
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PAYMENT_LOCK_KEY}::int, ${member.id}::int)`);
    const [earlier] = await rows<{ id: string | number }>(
      tx,
      sql`SELECT id FROM payout_entries WHERE member_id = ${member.id} AND kind = 'paid' AND lower(reference) = lower(${reference}) LIMIT 1`,
    );
    if (earlier) {
      throw new HttpError(409, t('payments.duplicate', { reference, name: member.name, code: member.coCode, id: Number(earlier.id) }), {
        reference: t('payments.referenceUsed', { field: name('reference') }),
      });
    }
    const entryId = await recordPayment(tx, { memberId: member.id, amountPaise, reference, date, createdBy: actor.email });
    await recordAudit(tx, actor, {
      action: 'payment.record',
      recordType: 'payment',
      recordId: entryId,
      after: { coCode: member.coCode, name: member.name, amountPaise, reference, date },
    });
    return entryId;
  });
  return { id, coCode: member.coCode, name: member.name, amountPaise, reference, date };
}

/**
 * The day (India) a member joined the network: when its record was made, or its first ledger entry when
 * that is earlier (a book imported from before the portal).
 */
async function joinedOn(db: Db, memberId: number): Promise<string> {
  const [found] = await rows<{ joined: string }>(
    db,
    sql`SELECT LEAST((m.created_at AT TIME ZONE ${INDIA_TIME_ZONE})::date, (SELECT min(e.entry_date) FROM payout_entries e WHERE e.member_id = m.id))::text AS joined
        FROM members m WHERE m.id = ${memberId}`,
  );
  return found!.joined;
}

/** The back office's wording of the same rules. */
export function recordPaymentFromBackOffice(
  db: Db,
  input: PaymentInput,
  now: Date,
  actor: OperatorActor,
  ceilingPaise: number,
  confirmAbovePaise: number,
) {
  return recordPaymentCommand(db, input, now, actor, PAYMENT_FIELD_NAMES, ceilingPaise, confirmAbovePaise);
}

/** The latest payments (to one member, or to anyone), newest first. */
export async function recentPayments(
  db: Db,
  options: { coCode?: string | undefined; limit: number; id?: number },
): Promise<PaymentRecord[]> {
  const found = await rows<
    Omit<PaymentRecord, 'id' | 'amountPaise' | 'voided'> & {
      id: string | number;
      amountPaise: string | number;
      voidDate: string | null;
      voidReason: string | null;
      voidedBy: string | null;
    }
  >(
    db,
    sql`SELECT e.id, m.co_code AS "coCode", m.name AS "memberName", e.amount_paise AS "amountPaise", e.reference,
          e.entry_date::text AS date, e.created_by AS "recordedBy", to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "recordedAt",
          v.entry_date::text AS "voidDate", v.reason AS "voidReason", v.created_by AS "voidedBy"
        FROM payout_entries e JOIN members m ON m.id = e.member_id
          LEFT JOIN payout_entries v ON v.voids_id = e.id
        WHERE e.kind = 'paid'
          ${options.coCode ? sql`AND m.co_code = ${options.coCode}` : sql``}
          ${options.id !== undefined ? sql`AND e.id = ${options.id}` : sql``}
        ORDER BY e.id DESC
        LIMIT ${options.limit}`,
  );
  return found.map(({ voidDate, voidReason, voidedBy, ...p }) => ({
    ...p,
    id: Number(p.id),
    amountPaise: Number(p.amountPaise),
    ...(voidDate ? { voided: { date: voidDate, reason: voidReason ?? '', voidedBy: voidedBy ?? '' } } : {}),
  }));
}
