import { addDays, type AuditEntryView, type AuditFilters } from '@portal/shared/validation';
import { rows, sql, type Db } from '../db/client.js';
import { badRequest } from '../errors.js';

/**
 * Keyset position in a newest-first list ordered by (a timestamp, id): the last row's timestamp at full
 * precision (microseconds, UTC) and its id. Opaque to the screens.
 */
export interface TimeCursor {
  at: string;
  id: string;
}

const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeTimeCursor(cursor: TimeCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

export function decodeTimeCursor(value: string): TimeCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      CURSOR_AT.test(parsed[0]) &&
      !Number.isNaN(Date.parse(parsed[0])) &&
      typeof parsed[1] === 'string' &&
      /^[1-9]\d{0,17}$/.test(parsed[1])
    ) {
      return { at: parsed[0], id: parsed[1] };
    }
  } catch {
    // fall through
  }
  throw badRequest('Invalid cursor', { cursor: 'Invalid cursor' });
}

/** A timestamp column as the cursor keeps it (microseconds, so no two rows' positions blur). */
export const cursorAt = (column: ReturnType<typeof sql.identifier>) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
/** A timestamp column as the API shows it (ISO 8601, milliseconds). */
export const isoAt = (column: ReturnType<typeof sql.identifier>) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

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
