/**
 * Payout queries: raised by a member on their own book, read by the member and their leaders (read only)
 * and by operators, decided by operators. Accepting posts an `adjustment` entry to the append-only ledger
 * (migration 0015) with the query's number as its reference, dated the day of acceptance (India), so the
 * member's next statement shows it; the status changes and the operators' replies are mailed to the member.
 */
import {
  addDays,
  formatPaise,
  isCalendarDate,
  isQueryClosed,
  QUERY_DUE_DAYS,
  type QueryDetail,
  type QueryMessageView,
  type QueryStatus,
  type QuerySubject,
  type QuerySubjectInput,
  type QuerySummary,
  type QueryType,
} from '@portal/shared/validation';
import type { OperatorActor } from '@portal/shared/admin';
import { INDIA_TIME_ZONE, indiaDate } from '../../clock.js';
import { one, rows, sql, type Db } from '../../db/client.js';
import { badRequest, HttpError, isUniqueViolation, notFound } from '../../errors.js';
import { t } from '../../i18n/index.js';
import { recordAudit } from '../../services/audit.js';
import { decodeKeyset, encodeKeyset } from '../../services/keysetCursor.js';
import { likePrefix, type MemberRow } from '../../services/members.js';
import { paiseFromDb, rupeesToPaise } from '../../services/money.js';
import { enqueueMail } from '../../services/outbox.js';
import type { StoredFile } from './attachments.js';
import { queryMail, type QueryMailEvent } from './mail.js';
import { QUERY_STATUS_LABELS } from './statusLabels.js';

/** A database handle or a transaction: what the statements run on. */
type DbOrTx = Pick<Db, 'execute'>;

/** A query as read for the lists and the detail, before it is shaped for an answer. */
interface QueryRow {
  id: number;
  number: string;
  memberId: number;
  memberPath: string;
  coCode: string;
  memberName: string;
  memberEmail: string;
  memberLanguage: string;
  type: QueryType;
  subjectKind: 'line' | 'payment' | 'missing_policy' | 'none';
  entryId: string | number | null;
  entryKind: string | null;
  entryDate: string | null;
  entryAmount: string | number | null;
  entryReference: string | null;
  policyNumber: string | null;
  productName: string | null;
  missingPolicyNumber: string | null;
  missingInsurer: string | null;
  missingClientName: string | null;
  missingRiskStart: string | null;
  missingPremiumPaise: string | number | null;
  status: QueryStatus;
  raisedAt: string;
  raisedOn: string;
  dueOn: string;
  decidedOn: string | null;
  decidedBy: string | null;
  decisionReason: string | null;
  adjustmentPaise: string | number | null;
  messageCount: number;
  reviewedAt: string | null;
  lastAuthor: 'member' | 'operator' | null;
  lastAuthorName: string | null;
  lastAt: string | null;
  lastText: string | null;
}

/** How much of the last reply's text the lists show. */
const EXCERPT_CHARACTERS = 120;

const ISO_INSTANT = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';

const queryColumns = sql`q.id, q.number, q.member_id AS "memberId", m.path AS "memberPath", m.co_code AS "coCode", m.name AS "memberName",
  m.email AS "memberEmail", m.language AS "memberLanguage", q.type, q.subject_kind AS "subjectKind",
  q.entry_id AS "entryId", e.kind AS "entryKind", e.entry_date::text AS "entryDate", e.amount_paise::text AS "entryAmount",
  e.reference AS "entryReference", p.policy_number AS "policyNumber", p.product_name AS "productName",
  q.missing_policy_number AS "missingPolicyNumber", q.missing_insurer AS "missingInsurer", q.missing_client_name AS "missingClientName",
  q.missing_risk_start::text AS "missingRiskStart", q.missing_premium_paise::text AS "missingPremiumPaise",
  q.status, to_char(q.raised_at AT TIME ZONE 'UTC', ${ISO_INSTANT}) AS "raisedAt",
  (q.raised_at AT TIME ZONE ${INDIA_TIME_ZONE})::date::text AS "raisedOn", q.due_on::text AS "dueOn",
  q.decided_on::text AS "decidedOn", q.decided_by AS "decidedBy", q.decision_reason AS "decisionReason",
  q.adjustment_paise::text AS "adjustmentPaise",
  (SELECT count(*) FROM payout_query_messages x WHERE x.query_id = q.id)::int AS "messageCount",
  to_char(q.reviewed_at AT TIME ZONE 'UTC', ${ISO_INSTANT}) AS "reviewedAt",
  lr.author AS "lastAuthor", lr.author_name AS "lastAuthorName", to_char(lr.at AT TIME ZONE 'UTC', ${ISO_INSTANT}) AS "lastAt",
  lr.text AS "lastText"`;

/**
 * The thread's newest message (a reply when the thread has more than the raising one): one step along the
 * messages' `(query_id, id)` index per query listed, never a pass over every message.
 */
const lastMessageJoin = sql`LEFT JOIN LATERAL (
    SELECT x.author, CASE WHEN x.author = 'member' THEN lm.name ELSE coalesce(x.operator_name, x.operator_email) END AS author_name,
      x.at, left(regexp_replace(btrim(x.text), '[[:space:]]+', ' ', 'g'), ${EXCERPT_CHARACTERS + 1}) AS text
    FROM payout_query_messages x LEFT JOIN members lm ON lm.id = x.member_id
    WHERE x.query_id = q.id ORDER BY x.id DESC LIMIT 1
  ) lr ON true`;

const queryFrom = sql`FROM payout_queries q JOIN members m ON m.id = q.member_id
  LEFT JOIN payout_entries e ON e.id = q.entry_id
  LEFT JOIN policies p ON p.sr_no = e.sr_no
  ${lastMessageJoin}`;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

function subjectOf(r: QueryRow): QuerySubject {
  if (r.subjectKind === 'line') {
    return {
      kind: 'line',
      entryId: Number(r.entryId),
      entryKind: r.entryKind === 'reversed' ? 'reversed' : 'earned',
      date: r.entryDate!,
      policyNumber: r.policyNumber ?? '',
      productName: r.productName ?? '',
      amountPaise: paiseFromDb(r.entryAmount!),
    };
  }
  if (r.subjectKind === 'payment') {
    return {
      kind: 'payment',
      entryId: Number(r.entryId),
      date: r.entryDate!,
      reference: r.entryReference ?? '',
      amountPaise: paiseFromDb(r.entryAmount!),
    };
  }
  if (r.subjectKind === 'missing_policy') {
    return {
      kind: 'missingPolicy',
      policyNumber: r.missingPolicyNumber!,
      insurer: r.missingInsurer!,
      clientName: r.missingClientName!,
      riskStart: r.missingRiskStart!,
      premiumPaise: paiseFromDb(r.missingPremiumPaise!),
    };
  }
  return { kind: 'none' };
}

/** The last reply of a query's thread (none while only the raising message is there); an operator is "Support" to the member. */
function lastReplyOf(r: QueryRow, audience: 'member' | 'operator'): QuerySummary['lastReply'] {
  if (r.messageCount < 2 || !r.lastAuthor || r.lastAt === null || r.lastText === null) return null;
  const text = r.lastText.replace(/\s+/g, ' ').trim();
  return {
    author: r.lastAuthor,
    authorName: r.lastAuthor === 'operator' && audience === 'member' ? t('queries.support') : (r.lastAuthorName ?? ''),
    at: r.lastAt,
    excerpt: text.length > EXCERPT_CHARACTERS ? `${text.slice(0, EXCERPT_CHARACTERS - 1).trimEnd()}…` : text,
  };
}

/** A query's row as the lists show it, its age and lateness counted on `today` (India). */
export function querySummary(r: QueryRow, today: string, audience: 'member' | 'operator'): QuerySummary & { decidedBy: string | null } {
  const open = !isQueryClosed(r.status);
  return {
    id: r.id,
    number: r.number,
    coCode: r.coCode,
    memberName: r.memberName,
    type: r.type,
    status: r.status,
    subject: subjectOf(r),
    raisedAt: r.raisedAt,
    dueOn: r.dueOn,
    overdue: open && r.dueOn < today,
    ageDays: Math.max(0, daysBetween(r.raisedOn, r.decidedOn ?? today)),
    decidedOn: r.decidedOn,
    adjustmentPaise: r.adjustmentPaise === null ? null : paiseFromDb(r.adjustmentPaise),
    decisionReason: r.decisionReason,
    messageCount: r.messageCount,
    reviewedAt: r.reviewedAt,
    lastReply: lastReplyOf(r, audience),
    decidedBy: r.decidedBy,
  };
}

/** One query by id, or null. */
export async function queryById(db: DbOrTx, id: number, lock = false): Promise<QueryRow | null> {
  return (
    (await one<QueryRow>(db, sql`SELECT ${queryColumns} ${queryFrom} WHERE q.id = ${id} ${lock ? sql`FOR UPDATE OF q` : sql``}`)) ?? null
  );
}

/** The thread, oldest first, each message with its files; an operator is "Support" to the member. */
export async function queryMessages(db: DbOrTx, queryId: number, audience: 'member' | 'operator'): Promise<QueryMessageView[]> {
  const messages = await rows<{ id: number; author: 'member' | 'operator'; authorName: string; text: string; at: string }>(
    db,
    sql`SELECT x.id, x.author, CASE WHEN x.author = 'member' THEN m.name ELSE coalesce(x.operator_name, x.operator_email) END AS "authorName",
          x.text, to_char(x.at AT TIME ZONE 'UTC', ${ISO_INSTANT}) AS at
        FROM payout_query_messages x LEFT JOIN members m ON m.id = x.member_id
        WHERE x.query_id = ${queryId} ORDER BY x.id`,
  );
  const files = await rows<{ id: number; messageId: number; fileName: string; contentType: string; sizeBytes: number; sha256: string }>(
    db,
    sql`SELECT id, message_id AS "messageId", file_name AS "fileName", content_type AS "contentType", size_bytes AS "sizeBytes", sha256
        FROM payout_query_attachments WHERE query_id = ${queryId} ORDER BY id`,
  );
  const support = t('queries.support');
  return messages.map((message) => ({
    ...message,
    authorName: message.author === 'operator' && audience === 'member' ? support : message.authorName,
    attachments: files
      .filter((f) => f.messageId === message.id)
      .map(({ messageId: _messageId, ...f }) => ({
        ...f,
        contentType: f.contentType as QueryMessageView['attachments'][number]['contentType'],
      })),
  }));
}

/** A query with its thread, for the member (`canReply` only for its own member while it is open) or an operator. */
export async function queryDetail(
  db: DbOrTx,
  row: QueryRow,
  today: string,
  viewer: { memberId: number } | 'operator',
): Promise<QueryDetail & { decidedBy: string | null }> {
  const open = !isQueryClosed(row.status);
  return {
    ...querySummary(row, today, viewer === 'operator' ? 'operator' : 'member'),
    messages: await queryMessages(db, row.id, viewer === 'operator' ? 'operator' : 'member'),
    canReply: open && (viewer === 'operator' || viewer.memberId === row.memberId),
  };
}

/** The query `id` if its member is in the subtree rooted at `root` (the member itself included); else 404. */
export async function queryInSubtree(db: Db, root: MemberRow, id: number): Promise<QueryRow> {
  const row = await queryById(db, id);
  if (!row || !row.memberPath.startsWith(root.path)) throw notFound(t('queries.notFound'));
  return row;
}

/** A position's instant as the lists write it (microseconds, UTC), on a day of the portal's calendar. */
const CURSOR_INSTANT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}Z$/;
const isCursorInstant = (part: string) => {
  const match = CURSOR_INSTANT.exec(part);
  return match !== null && isCalendarDate(match[1]);
};
const isCursorId = (part: string) => /^[1-9]\d{0,9}$/.test(part) && Number(part) <= 2_147_483_647;

/**
 * A page of the queries of `root`'s subtree (or of one member of it), newest first: keyset on
 * `(raised_at, id)`. The members' paths are read from `members` (a move rewrites them there only).
 */
export async function memberQueries(
  db: Db,
  root: MemberRow,
  options: { memberId?: number | undefined; status?: QueryStatus | undefined; cursor?: string | undefined; limit: number },
  today: string,
): Promise<{ queries: QuerySummary[]; nextCursor: string | null }> {
  const after = options.cursor ? decodeKeyset(options.cursor, [isCursorInstant, isCursorId]) : null;
  const found = await rows<QueryRow>(
    db,
    sql`SELECT ${queryColumns} ${queryFrom}
        WHERE m.path LIKE ${likePrefix(root.path)}
          ${options.memberId !== undefined ? sql`AND q.member_id = ${options.memberId}` : sql``}
          ${options.status ? sql`AND q.status = ${options.status}` : sql``}
          ${after ? sql`AND (q.raised_at, q.id) < (${after[0]}::timestamptz, ${Number(after[1])})` : sql``}
        ORDER BY q.raised_at DESC, q.id DESC
        LIMIT ${options.limit + 1}`,
  );
  const page = found.slice(0, options.limit);
  const last = page[page.length - 1];
  return {
    queries: page.map((r) => {
      const { decidedBy: _decidedBy, ...summary } = querySummary(r, today, 'member');
      return summary;
    }),
    nextCursor: found.length > options.limit && last ? encodeKeyset([last.raisedAt, String(last.id)]) : null,
  };
}

/** The back office's groups: overdue, the other open and in-review ones, the closed ones. */
const OPEN_STATUSES = sql`q.status IN ('open', 'in_review')`;

/**
 * The back office's page: overdue first, then the other open and in-review ones, then the closed ones; each
 * group oldest first (by due day, which is the day raised plus 14, then id). Keyset on `(group, due_on, id)`:
 * each group is read apart along an index on `(due_on, id)` of its statuses, at most a page of each.
 */
export async function operatorQueries(
  db: Db,
  options: {
    status?: QueryStatus | undefined;
    type?: QueryType | undefined;
    overdue?: boolean | undefined;
    memberId?: number | undefined;
    cursor?: string | undefined;
    limit: number;
  },
  today: string,
) {
  const after = options.cursor ? decodeKeyset(options.cursor, [(v) => /^[0-2]\|/.test(v) && isCalendarDate(v.slice(2)), isCursorId]) : null;
  const from = after ? { group: Number(after[0].slice(0, 1)), dueOn: after[0].slice(2), id: Number(after[1]) } : null;
  const groups = [
    { group: 0, where: sql`${OPEN_STATUSES} AND q.due_on < ${today}::date`, open: true },
    { group: 1, where: sql`${OPEN_STATUSES} AND q.due_on >= ${today}::date`, open: true },
    { group: 2, where: sql`q.status IN ('accepted', 'rejected')`, open: false },
  ].filter(
    (g) =>
      (options.overdue === undefined || options.overdue === (g.group === 0)) &&
      (!options.status || isQueryClosed(options.status) !== g.open) &&
      (!from || g.group >= from.group),
  );
  if (!groups.length) return { queries: [], nextCursor: null };
  const parts = groups.map(
    (g) => sql`(SELECT q.id, ${g.group}::int AS grp, q.due_on FROM payout_queries q
        WHERE ${g.where}
          ${options.status ? sql`AND q.status = ${options.status}` : sql``}
          ${options.type ? sql`AND q.type = ${options.type}` : sql``}
          ${options.memberId !== undefined ? sql`AND q.member_id = ${options.memberId}` : sql``}
          ${from && from.group === g.group ? sql`AND (q.due_on, q.id) > (${from.dueOn}::date, ${from.id})` : sql``}
        ORDER BY q.due_on, q.id LIMIT ${options.limit + 1})`,
  );
  const found = await rows<QueryRow & { group: number }>(
    db,
    sql`SELECT ${queryColumns}, k.grp AS "group"
        FROM (SELECT * FROM (${sql.join(parts, sql` UNION ALL `)}) u ORDER BY grp, due_on, id LIMIT ${options.limit + 1}) k
          JOIN payout_queries q ON q.id = k.id JOIN members m ON m.id = q.member_id
          LEFT JOIN payout_entries e ON e.id = q.entry_id
          LEFT JOIN policies p ON p.sr_no = e.sr_no
          ${lastMessageJoin}
        ORDER BY k.grp, k.due_on, k.id
        LIMIT ${options.limit + 1}`,
  );
  const page = found.slice(0, options.limit);
  const last = page[page.length - 1];
  return {
    queries: page.map((r) => querySummary(r, today, 'operator')),
    nextCursor: found.length > options.limit && last ? encodeKeyset([`${last.group}|${last.dueOn}`, String(last.id)]) : null,
  };
}

async function storeMessage(
  tx: DbOrTx,
  queryId: number,
  author: { memberId: number } | { operator: OperatorActor; name: string },
  text: string,
  files: readonly StoredFile[],
): Promise<number> {
  const [message] = await rows<{ id: number }>(
    tx,
    'memberId' in author
      ? sql`INSERT INTO payout_query_messages (query_id, author, member_id, text) VALUES (${queryId}, 'member', ${author.memberId}, ${text}) RETURNING id`
      : sql`INSERT INTO payout_query_messages (query_id, author, operator_email, operator_name, text)
            VALUES (${queryId}, 'operator', ${author.operator.email}, ${author.name}, ${text}) RETURNING id`,
  );
  for (const file of files) {
    await tx.execute(
      sql`INSERT INTO payout_query_attachments (query_id, message_id, file_name, content_type, size_bytes, sha256, content)
          VALUES (${queryId}, ${message!.id}, ${file.fileName}, ${file.contentType}, ${file.sizeBytes}, ${file.sha256},
            decode(${file.content.toString('base64')}, 'base64'))`,
    );
  }
  return message!.id;
}

/**
 * Raises a query on `member`'s own book. A line or payment must be an entry of the member's ledger of that
 * kind (else a 400 on `subject.entryId`, whoever's it is); a second query on an entry while one is open is a 409,
 * and so is one more while the member has `openPerMember` unresolved (open or in review) ones.
 */
export async function raiseQuery(
  db: Db,
  member: MemberRow,
  body: { type: QueryType; subject: QuerySubjectInput; message: string },
  files: readonly StoredFile[],
  now: Date,
  openPerMember: number,
): Promise<number> {
  const subject = body.subject;
  let entryId: number | null = null;
  if (subject.kind === 'line' || subject.kind === 'payment') {
    const entry = await one<{ memberId: number; kind: string }>(
      db,
      sql`SELECT member_id AS "memberId", kind FROM payout_entries WHERE id = ${subject.entryId}`,
    );
    const field = 'subject.entryId';
    if (!entry || entry.memberId !== member.id) {
      const message = t('queries.entryNotYours', { id: subject.entryId });
      throw badRequest(message, { [field]: message });
    }
    const kinds = subject.kind === 'line' ? ['earned', 'reversed'] : ['paid', 'void'];
    if (!kinds.includes(entry.kind)) {
      const message = t(subject.kind === 'line' ? 'queries.entryNotLine' : 'queries.entryNotPayment', { id: subject.entryId });
      throw badRequest(message, { [field]: message });
    }
    entryId = subject.entryId;
  }
  const missing = subject.kind === 'missingPolicy' ? subject : null;
  const dueOn = addDays(indiaDate(now), QUERY_DUE_DAYS);
  try {
    return await db.transaction(async (tx) => {
      // The member's row is the lock: two raises at once are counted one after the other.
      await tx.execute(sql`SELECT id FROM members WHERE id = ${member.id} FOR UPDATE`);
      const unresolved = await one<{ count: number }>(
        tx,
        sql`SELECT count(*)::int AS count FROM payout_queries WHERE member_id = ${member.id} AND status IN ('open', 'in_review')`,
      );
      if ((unresolved?.count ?? 0) >= openPerMember) {
        throw new HttpError(409, t('queries.tooManyOpen', { count: unresolved?.count ?? openPerMember }));
      }
      const [created] = await rows<{ id: number }>(
        tx,
        sql`WITH n AS (SELECT nextval(pg_get_serial_sequence('payout_queries', 'id')) AS id)
            INSERT INTO payout_queries (id, number, member_id, type, subject_kind, entry_id, missing_policy_number, missing_insurer,
              missing_client_name, missing_risk_start, missing_premium_paise, raised_at, due_on)
            SELECT n.id, 'Q-' || CASE WHEN n.id < 1000000 THEN lpad(n.id::text, 6, '0') ELSE n.id::text END,
              ${member.id}, ${body.type}, ${subject.kind === 'missingPolicy' ? 'missing_policy' : subject.kind}, ${entryId},
              ${missing?.policyNumber ?? null}, ${missing?.insurer ?? null}, ${missing?.clientName ?? null},
              ${missing?.riskStart ?? null}::date, ${missing ? rupeesToPaise(missing.premium) : null}::bigint,
              ${now.toISOString()}::timestamptz, ${dueOn}::date
            FROM n RETURNING id`,
      );
      await storeMessage(tx, created!.id, { memberId: member.id }, body.message, files);
      return created!.id;
    });
  } catch (error) {
    if (entryId !== null && isUniqueViolation(error)) {
      const open = await one<{ number: string }>(
        db,
        sql`SELECT number FROM payout_queries WHERE entry_id = ${entryId} AND status IN ('open', 'in_review')`,
      );
      const message = t('queries.alreadyOpen', { number: open?.number ?? '' });
      throw new HttpError(409, message, { 'subject.entryId': message });
    }
    throw error;
  }
}

function refuseClosed(row: QueryRow): void {
  if (isQueryClosed(row.status)) {
    throw new HttpError(409, t('queries.closed', { number: row.number, status: t(QUERY_STATUS_LABELS[row.status]) }));
  }
}

/** The member's reply on their own query while it is open or in review. */
export async function memberReply(db: Db, member: MemberRow, id: number, text: string, files: readonly StoredFile[]): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await queryById(tx, id, true);
    if (!row || row.memberId !== member.id) throw notFound(t('queries.notFound'));
    refuseClosed(row);
    await storeMessage(tx, id, { memberId: member.id }, text, files);
  });
}

/** The mail a change of the query sends its member, in the member's language, queued with the change. */
async function mailMember(tx: DbOrTx, row: QueryRow, event: QueryMailEvent, portalUrl: string): Promise<void> {
  await enqueueMail(
    tx as Db,
    queryMail(portalUrl, row.memberEmail, row.memberName, row.number, event, row.memberLanguage === 'hi' ? 'hi' : 'en'),
  );
}

async function operatorName(tx: DbOrTx, operator: OperatorActor): Promise<string> {
  const found = await one<{ name: string }>(tx, sql`SELECT name FROM operators WHERE email = ${operator.email}`);
  return found?.name ?? operator.email;
}

/** Loads and locks a query for an operator's action; 404 when there is none. */
async function lockedQuery(tx: DbOrTx, id: number): Promise<QueryRow> {
  const row = await queryById(tx, id, true);
  if (!row) throw notFound(t('queries.notFound'));
  return row;
}

export interface OperatorContext {
  operator: OperatorActor;
  now: Date;
  portalUrl: string;
}

/** Open → In review, audited, the member mailed. */
export async function reviewQuery(db: Db, id: number, ctx: OperatorContext): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedQuery(tx, id);
    if (row.status !== 'open') {
      throw new HttpError(409, t('queries.notOpen', { number: row.number, status: t(QUERY_STATUS_LABELS[row.status]) }));
    }
    await tx.execute(
      sql`UPDATE payout_queries SET status = 'in_review', reviewed_at = ${ctx.now.toISOString()}::timestamptz WHERE id = ${id}`,
    );
    await recordAudit(tx, ctx.operator, {
      action: 'payout_query.review',
      recordType: 'payout_query',
      recordId: row.number,
      before: { status: row.status },
      after: { status: 'in_review' },
    });
    await mailMember(tx, row, { kind: 'in_review' }, ctx.portalUrl);
  });
}

/** An operator's reply (files allowed) until the query is decided; audited, the member mailed. */
export async function operatorReply(db: Db, id: number, text: string, files: readonly StoredFile[], ctx: OperatorContext): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedQuery(tx, id);
    refuseClosed(row);
    const messageId = await storeMessage(tx, id, { operator: ctx.operator, name: await operatorName(tx, ctx.operator) }, text, files);
    await recordAudit(tx, ctx.operator, {
      action: 'payout_query.reply',
      recordType: 'payout_query',
      recordId: row.number,
      after: { messageId, attachments: files.map((f) => ({ fileName: f.fileName, sha256: f.sha256 })) },
    });
    await mailMember(tx, row, { kind: 'reply', text }, ctx.portalUrl);
  });
}

/**
 * Accepts a query: an `adjustment` entry of `adjustmentPaise` (0 or more) in the member's ledger, dated
 * today (India), referencing the query's number. More than the questioned line's (or payment's) amount
 * needs a reason, and so does any amount on a missing payment or a query about a payment (a late payment
 * needs none: the payment pays it). For a missing policy that is now on the member's book its own `earned` entry pays it, so
 * only 0 is accepted then (never the same money twice).
 */
export async function acceptQuery(
  db: Db,
  id: number,
  decision: { adjustmentPaise: number; reason?: string | undefined },
  ctx: OperatorContext,
): Promise<void> {
  const today = indiaDate(ctx.now);
  await db.transaction(async (tx) => {
    const row = await lockedQuery(tx, id);
    if (isQueryClosed(row.status)) {
      throw new HttpError(409, t('queries.decided', { number: row.number, status: t(QUERY_STATUS_LABELS[row.status]) }));
    }
    const { adjustmentPaise, reason } = decision;
    // A payment that was only late is paid when it arrives: money on top of it would pay the commission twice.
    if ((row.type === 'missing_payment' || row.subjectKind === 'payment') && adjustmentPaise > 0 && !reason) {
      const message = t('queries.paymentNeedsReason', { adjustment: formatPaise(adjustmentPaise) });
      throw badRequest(message, { reason: message });
    }
    if (row.entryAmount !== null && adjustmentPaise > Math.abs(paiseFromDb(row.entryAmount)) && !reason) {
      const message = t('queries.aboveLine', {
        adjustment: formatPaise(adjustmentPaise),
        line: formatPaise(Math.abs(paiseFromDb(row.entryAmount))),
      });
      throw badRequest(message, { reason: message });
    }
    if (row.subjectKind === 'missing_policy' && adjustmentPaise > 0) {
      const onBook = await one<{ srNo: string }>(
        tx,
        sql`SELECT sr_no::text AS "srNo" FROM policies WHERE sold_by_id = ${row.memberId} AND policy_number = ${row.missingPolicyNumber} LIMIT 1`,
      );
      if (onBook) {
        const message = t('queries.policyOnBook', { policy: row.missingPolicyNumber ?? '' });
        throw badRequest(message, { adjustmentPaise: message });
      }
    }
    const [entry] = await rows<{ id: string | number }>(
      tx,
      sql`INSERT INTO payout_entries (member_id, kind, amount_paise, entry_date, reference, created_by, reason)
          VALUES (${row.memberId}, 'adjustment', ${adjustmentPaise}, ${today}::date, ${row.number}, ${ctx.operator.email}, ${reason ?? null})
          RETURNING id`,
    );
    await tx.execute(
      sql`UPDATE payout_queries SET status = 'accepted', decided_at = ${ctx.now.toISOString()}::timestamptz, decided_on = ${today}::date,
            decided_by = ${ctx.operator.email}, decision_reason = ${reason ?? null}, adjustment_paise = ${adjustmentPaise},
            adjustment_entry_id = ${Number(entry!.id)}
          WHERE id = ${id}`,
    );
    await recordAudit(tx, ctx.operator, {
      action: 'payout_query.accept',
      recordType: 'payout_query',
      recordId: row.number,
      before: { status: row.status },
      after: { status: 'accepted', adjustmentPaise, reason: reason ?? null, entryId: Number(entry!.id), date: today },
    });
    await mailMember(tx, row, { kind: 'accepted', adjustmentPaise, month: today.slice(0, 7), reason: reason ?? null }, ctx.portalUrl);
  });
}

/** Rejects a query with the operator's reason; audited, the member mailed. */
export async function rejectQuery(db: Db, id: number, reason: string, ctx: OperatorContext): Promise<void> {
  const today = indiaDate(ctx.now);
  await db.transaction(async (tx) => {
    const row = await lockedQuery(tx, id);
    if (isQueryClosed(row.status)) {
      throw new HttpError(409, t('queries.decided', { number: row.number, status: t(QUERY_STATUS_LABELS[row.status]) }));
    }
    await tx.execute(
      sql`UPDATE payout_queries SET status = 'rejected', decided_at = ${ctx.now.toISOString()}::timestamptz, decided_on = ${today}::date,
            decided_by = ${ctx.operator.email}, decision_reason = ${reason}
          WHERE id = ${id}`,
    );
    await recordAudit(tx, ctx.operator, {
      action: 'payout_query.reject',
      recordType: 'payout_query',
      recordId: row.number,
      before: { status: row.status },
      after: { status: 'rejected', reason },
    });
    await mailMember(tx, row, { kind: 'rejected', reason }, ctx.portalUrl);
  });
}

/** A file of a query: its bytes and what to send them with; null when the query has no such file. */
export function queryAttachment(db: Db, queryId: number, attachmentId: number) {
  return one<{ fileName: string; contentType: string; content: Buffer | Uint8Array }>(
    db,
    sql`SELECT file_name AS "fileName", content_type AS "contentType", content
        FROM payout_query_attachments WHERE id = ${attachmentId} AND query_id = ${queryId}`,
  );
}
