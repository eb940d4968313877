import type { MemberPreferences } from '@portal/shared/validation';
import { one, sql, type Db } from '../db/client.js';

/** A member's own settings. */
export async function memberPreferences(db: Db, memberId: number): Promise<MemberPreferences> {
  const row = await one<MemberPreferences>(db, sql`SELECT renewal_reminders AS "renewalReminders" FROM members WHERE id = ${memberId}`);
  return { renewalReminders: row?.renewalReminders ?? true };
}

export async function updatePreferences(db: Db, memberId: number, preferences: MemberPreferences): Promise<MemberPreferences> {
  const row = await one<MemberPreferences>(
    db,
    sql`UPDATE members SET renewal_reminders = ${preferences.renewalReminders} WHERE id = ${memberId}
        RETURNING renewal_reminders AS "renewalReminders"`,
  );
  return row!;
}
