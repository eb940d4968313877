import { addDays, isCalendarDate, type AuditEntryView, type AuditFilters } from '@portal/shared/validation';
import { rows, sql, type Db } from '../db/client.js';
import { decodeKeyset, encodeKeyset } from './keysetCursor.js';

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

/** The start of a day in India (no daylight saving there: always +05:30). */
const indiaDayStart = (date: string) => `${date}T00:00:00+05:30`;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The audit log newest first, filtered; `from` and `to` are India days, both included. */
export async function listAuditEntries(
  db: Db,
  filters: Omit<AuditFilters, 'cursor' | 'limit'>,
  page: { cursor?: TimeCursor | undefined; limit: number },
): Promise<{ entries: AuditEntryView[]; nextCursor: string | null }> {
  const where = [sql`true`];
  if (filters.action) where.push(sql`action = ${filters.action}`);
  if (filters.operator) where.push(sql`operator_email ILIKE ${`%${escapeLike(filters.operator)}%`}`);
  if (filters.recordType) where.push(sql`record_type = ${filters.recordType}`);
  if (filters.recordId) where.push(sql`record_id = ${filters.recordId}`);
  if (filters.from) where.push(sql`at >= ${indiaDayStart(filters.from)}::timestamptz`);
  if (filters.to) where.push(sql`at < ${indiaDayStart(addDays(filters.to, 1))}::timestamptz`);
  if (page.cursor) where.push(sql`(at, id) < (${page.cursor.at}::timestamptz, ${page.cursor.id}::bigint)`);
  const found = await rows<AuditEntryView & { cursorAt: string }>(
    db,
    sql`SELECT id::text AS id, ${isoAt(sql.identifier('at'))} AS at, ${cursorAt(sql.identifier('at'))} AS "cursorAt",
          operator_email AS "operatorEmail", action, record_type AS "recordType", record_id AS "recordId", before, after
        FROM audit_log WHERE ${sql.join(where, sql` AND `)}
        ORDER BY at DESC, id DESC LIMIT ${page.limit + 1}`,
  );
  const more = found.length > page.limit;
  const shown = found.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    entries: shown.map(({ cursorAt: _position, ...entry }) => entry),
    nextCursor: more && last ? encodeTimeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}
