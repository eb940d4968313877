import type { OperatorActor } from '@portal/shared/admin';
import { sql, type Db } from '../db/client.js';
import { setting } from '../settings.js';

export type { OperatorActor };

/** The CLI as an actor: its actions are audited like an operator's, under the shell's user name. */
export function cliActor(env: NodeJS.ProcessEnv = process.env): OperatorActor {
  return { uid: 'cli', email: `cli:${setting(env, 'USER') ?? setting(env, 'LOGNAME') ?? 'unknown'}` };
}

export interface AuditEntry {
  /** What was done, as a dotted verb: `application.approve`, `member.move`, `application.reveal`, … */
  action: string;
  /** The kind of record it was done to: `application`, `member`, `import`, `contact_message`, `mail`, `payment`, `operator`. */
  recordType: string;
  recordId: string | number;
  /** The record's state before and after, as shown to operators: never an identity or bank number in clear. */
  before?: unknown;
  after?: unknown;
}

/**
 * Appends one entry to the audit log. Call it in the same transaction as the action, so that an action
 * is never done without its entry nor recorded without being done.
 */
export async function recordAudit(db: Pick<Db, 'execute'>, actor: OperatorActor, entry: AuditEntry): Promise<void> {
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  await db.execute(
    sql`INSERT INTO audit_log (operator_uid, operator_email, action, record_type, record_id, before, after)
        VALUES (${actor.uid}, ${actor.email}, ${entry.action}, ${entry.recordType}, ${String(entry.recordId)},
          ${json(entry.before)}::jsonb, ${json(entry.after)}::jsonb)`,
  );
}
