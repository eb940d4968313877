import { parseLanguage, type MemberPreferencesUpdate } from '@portal/shared/validation';
import { one, sql, type Db } from '../db/client.js';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/index.js';

/** A member's own settings, as the API answers them (every setting present). */
export interface StoredPreferences {
  renewalReminders: boolean;
  language: Language;
}

const stored = (row: { renewalReminders: boolean; language: string } | undefined): StoredPreferences => ({
  renewalReminders: row?.renewalReminders ?? true,
  language: parseLanguage(row?.language) ?? DEFAULT_LANGUAGE,
});

/** A member's own settings. */
export async function memberPreferences(db: Db, memberId: number): Promise<StoredPreferences> {
  return stored(
    await one<{ renewalReminders: boolean; language: string }>(
      db,
      sql`SELECT renewal_reminders AS "renewalReminders", language FROM members WHERE id = ${memberId}`,
    ),
  );
}

/** Changes the settings named in `update` (the others stay as they are); the settings as they now are. */
export async function updatePreferences(db: Db, memberId: number, update: MemberPreferencesUpdate): Promise<StoredPreferences> {
  return stored(
    await one<{ renewalReminders: boolean; language: string }>(
      db,
      sql`UPDATE members SET renewal_reminders = COALESCE(${update.renewalReminders ?? null}::boolean, renewal_reminders),
            language = COALESCE(${update.language ?? null}::text, language)
          WHERE id = ${memberId}
          RETURNING renewal_reminders AS "renewalReminders", language`,
    ),
  );
}
