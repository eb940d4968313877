import { addDays } from '@portal/shared/validation';
import { type AuditEntryView, type AuditFilters } from '@portal/shared/admin';
import { rows, sql, type Db } from '../../../db/client.js';
import { cursorAt, encodeTimeCursor, isoAt, type TimeCursor } from '../timeCursor.js';

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
