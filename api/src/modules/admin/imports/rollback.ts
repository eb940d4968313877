/**
 * Rolling back a policy import within a day: the policies it added are cancelled, so the ledger's own
 * reversing entries take back what they earned (dated the day of the rollback, or a later risk start), and
 * the renewal marks the import made automatically are cleared. Nothing is deleted from the ledger, the
 * policies or the import's record; the audit entry lists what was undone.
 */
import type { ImportRecord, OperatorActor } from '@portal/shared/admin';
import type { SQL } from 'drizzle-orm';
import { INDIA_TIME_ZONE, indiaDate } from '../../../clock.js';
import { rows, sql, type Db } from '../../../db/client.js';
import { HttpError } from '../../../errors.js';
import { t } from '../../../i18n/index.js';
import { recordAudit } from '../../../services/audit.js';
import { importRecord } from './policyImport.js';

export const ROLLBACK_WINDOW_HOURS = 24;
/** Blocking policies named in the refusal; the rest are counted. */
const BLOCKERS_NAMED = 10;
/** An instant as the refusals name it: its time in India. */
const indiaStamp = (column: SQL) => sql`to_char(${column} AT TIME ZONE ${INDIA_TIME_ZONE}, 'DD Mon YYYY HH24:MI "IST"')`;

/**
 * Rolls back import `id` (404 when there is none). Refused with 409 and the reason when it is still
 * running, was rolled back already, started more than 24 hours before `now`, cancelled existing policies
 * (a cancellation stands), or when one of its policies has since been changed (cancelled, marked for
 * renewal, or named as another's renewal by hand) or its seller has been paid since (a payment not voided).
 */
export async function rollbackImport(db: Db, id: number, now: Date, actor: OperatorActor): Promise<ImportRecord> {
  const today = indiaDate(now);
  return db.transaction(async (tx) => {
    const [found] = await rows<{
      status: string;
      cancelled: number;
      fileName: string;
      imported: number;
      startedAt: string;
      rolledBackAt: string | null;
      tooLate: boolean;
    }>(
      tx,
      sql`SELECT status, cancelled, file_name AS "fileName", imported,
            ${indiaStamp(sql`started_at`)} AS "startedAt",
            ${indiaStamp(sql`rolled_back_at`)} AS "rolledBackAt",
            started_at < ${now.toISOString()}::timestamptz - make_interval(hours => ${ROLLBACK_WINDOW_HOURS}) AS "tooLate"
          FROM policy_imports WHERE id = ${id} FOR UPDATE`,
    );
    if (!found) throw new HttpError(404, t('imports.notFound'));
    const refuse = (message: string) => new HttpError(409, message, { id: message });
    if (found.status === 'running') throw refuse(t('imports.rollbackRunning', { id }));
    if (found.rolledBackAt) throw refuse(t('imports.rollbackDone', { id, at: found.rolledBackAt }));
    if (found.tooLate) throw refuse(t('imports.rollbackTooLate', { id, at: found.startedAt }));
    if (found.cancelled > 0) throw refuse(t('imports.rollbackCancelled', { id, count: found.cancelled }));

    const blockers = await rows<{ policyNumber: string }>(
      tx,
      sql`SELECT p.policy_number AS "policyNumber" FROM policies p
          WHERE p.import_id = ${id} AND (
            EXISTS (SELECT 1 FROM payout_entries r WHERE r.sr_no = p.sr_no AND r.kind = 'reversed' AND r.created_at > p.created_at)
            OR EXISTS (SELECT 1 FROM renewal_outcomes o WHERE o.policy_sr_no = p.sr_no)
            OR EXISTS (SELECT 1 FROM renewal_outcomes o WHERE o.renewed_sr_no = p.sr_no AND NOT o.automatic)
            OR EXISTS (
              SELECT 1 FROM payout_entries x
              WHERE x.member_id = p.sold_by_id AND x.kind = 'paid' AND x.created_at > p.created_at
                AND NOT EXISTS (SELECT 1 FROM payout_entries v WHERE v.voids_id = x.id)
            )
          )
          ORDER BY p.sr_no`,
    );
    if (blockers.length) {
      const named = blockers.slice(0, BLOCKERS_NAMED).map((b) => b.policyNumber);
      const more = blockers.length - named.length;
      throw refuse(t('imports.rollbackBlocked', { id, policies: more > 0 ? `${named.join(', ')} (+${more})` : named.join(', ') }));
    }

    const clearedMarks = await rows<{ policyNumber: string; renewedPolicyNumber: string | null }>(
      tx,
      sql`DELETE FROM renewal_outcomes o USING policies old
          WHERE o.automatic AND o.policy_sr_no = old.sr_no
            AND o.renewed_sr_no IN (SELECT sr_no FROM policies WHERE import_id = ${id})
          RETURNING old.policy_number AS "policyNumber", o.renewed_policy_number AS "renewedPolicyNumber"`,
    );
    const cancelled = await rows<{ policyNumber: string; soldBy: string }>(
      tx,
      sql`UPDATE policies p SET cancelled_on = GREATEST(p.risk_start, ${today}::date)
          FROM members m
          WHERE p.import_id = ${id} AND p.cancelled_on IS NULL AND m.id = p.sold_by_id
          RETURNING p.policy_number AS "policyNumber", m.co_code AS "soldBy"`,
    );
    await tx.execute(
      sql`UPDATE policy_imports SET rolled_back_at = ${now.toISOString()}::timestamptz, rolled_back_by = ${actor.email} WHERE id = ${id}`,
    );
    await recordAudit(tx, actor, {
      action: 'import.rollback',
      recordType: 'import',
      recordId: id,
      before: { fileName: found.fileName, imported: found.imported, renewalMarks: clearedMarks },
      after: { cancelledPolicies: cancelled.length, policies: cancelled, reversedOn: today },
    });
    return (await importRecord(tx, id))!;
  });
}
