import { isCalendarDate } from '@portal/shared/validation';
import { sql } from '../../db/client.js';
import { decodeKeyset, encodeKeyset } from '../../services/keysetCursor.js';

/**
 * Keyset position in a newest-first list ordered by (a timestamp, id): the last row's timestamp at full
 * precision (microseconds, UTC) and its id. Opaque to the screens.
 */
export interface TimeCursor {
  at: string;
  id: string;
}

const CURSOR_AT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}Z$/;

/** A position's instant as `cursorAt` writes it, on a day of the portal's calendar. */
const isCursorInstant = (part: string) => {
  const match = CURSOR_AT.exec(part);
  return match !== null && isCalendarDate(match[1]);
};

export const encodeTimeCursor = (cursor: TimeCursor): string => encodeKeyset([cursor.at, cursor.id]);

export function decodeTimeCursor(value: string): TimeCursor {
  const [at, id] = decodeKeyset(value, [isCursorInstant, (part) => /^[1-9]\d{0,17}$/.test(part)]);
  return { at, id };
}

/** A timestamp column as the cursor keeps it (microseconds, so no two rows' positions blur). */
export const cursorAt = (column: ReturnType<typeof sql.identifier>) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
/** A timestamp column as the API shows it (ISO 8601, milliseconds). */
export const isoAt = (column: ReturnType<typeof sql.identifier>) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
