import { z } from 'zod';
import {
  calendarDateProblem,
  fieldErrors,
  FIRST_CALENDAR_DATE,
  formatPaise,
  LAST_CALENDAR_DATE,
  POLICY_TYPES,
} from '@portal/shared/validation';
import {
  DEFAULT_MONEY_CEILING_PAISE,
  type ImportCounts,
  type ImportRecord,
  type ImportRowResult,
  type OperatorActor,
} from '@portal/shared/admin';
import { certifiedOn, certifiedSpans } from '../../certification/service.js';
import { indiaDate } from '../../../clock.js';
import { holdTreeSteady, rows, sql, type Db } from '../../../db/client.js';
import { t } from '../../../i18n/index.js';
import { cliActor, recordAudit } from '../../../services/audit.js';
import { parseCsvInSlices, type CsvProblem } from '../../../services/csv.js';
import { sliced } from '../../../services/eventLoop.js';
import { RUPEES_PATTERN, rupeesToPaise } from '../../../services/money.js';
import { matchRenewals } from '../../renewals/service.js';

export const IMPORT_COLUMNS = [
  'policyType',
  'productName',
  'policyNumber',
  'clientName',
  'riskStart',
  'riskEnd',
  'netPremium',
  'payOut',
  'vehicleNo',
  'insurer',
  'soldBy',
] as const;
/**
 * Columns a file may leave out. `cancelledOn` (YYYY-MM-DD) cancels the policy: a new one is imported
 * cancelled; for a number the seller already has, the row cancels it (once; the same date again is no change).
 */
export const OPTIONAL_IMPORT_COLUMNS = ['cancelledOn'] as const;

// The messages are written when a row is checked, in the request's language (English for the CLI).
const text = (column: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: () => t('imports.row.required', { column }) })
    .max(max, { error: () => t('imports.row.tooLong', { column }) });
const DATE_PROBLEMS = { format: 'imports.row.isoDate', notReal: 'imports.row.notRealDate', range: 'imports.row.dateRange' } as const;
const isoDate = (column: string) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = calendarDateProblem(value);
      if (problem)
        ctx.addIssue({ code: 'custom', message: t(DATE_PROBLEMS[problem], { column, from: FIRST_CALENDAR_DATE, to: LAST_CALENDAR_DATE }) });
    });
const money = (column: string) =>
  z
    .string()
    .trim()
    .regex(RUPEES_PATTERN, { error: () => t('imports.row.amount', { column }) });

export const importRowSchema = z
  .object({
    policyType: z.enum(POLICY_TYPES, { error: () => t('imports.row.policyType', { types: POLICY_TYPES.join(', ') }) }),
    productName: text('productName', 120),
    policyNumber: text('policyNumber', 80),
    clientName: text('clientName', 120),
    riskStart: isoDate('riskStart'),
    riskEnd: isoDate('riskEnd'),
    netPremium: money('netPremium'),
    payOut: money('payOut'),
    vehicleNo: z
      .string()
      .trim()
      .max(20, { error: () => t('imports.row.tooLong', { column: 'vehicleNo' }) })
      .transform((v) => (v ? v.toUpperCase() : null)),
    insurer: text('insurer', 120),
    soldBy: text('soldBy', 40),
    cancelledOn: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), isoDate('cancelledOn').optional()),
  })
  .refine((r) => r.riskStart <= r.riskEnd, { error: () => t('imports.row.riskEndBeforeStart'), path: ['riskEnd'] })
  .refine((r) => !r.cancelledOn || r.cancelledOn >= r.riskStart, {
    error: () => t('imports.row.cancelledBeforeStart'),
    path: ['cancelledOn'],
  });

type ValidRow = z.output<typeof importRowSchema>;

/** Rows checked between two turns of the event loop. */
const ROWS_PER_SLICE = 100;

/** The row's amounts above the ceiling, each named: a mistyped amount would swing a member's payouts by crores. */
function amountsAbove(row: ValidRow, ceilingPaise: number): string[] {
  return (['netPremium', 'payOut'] as const)
    .filter((column) => rupeesToPaise(row[column]) > ceilingPaise)
    .map((column) => `${column}: ${t('imports.row.amountTooLarge', { column, max: formatPaise(ceilingPaise) })}`);
}
type Seller = { id: number; coCode: string; path: string };

/** A file that is no policy file at all (empty, or without the columns): refused as a whole. */
export class PolicyFileError extends Error {}

/** A row as classified, with what importing it does: insert a new policy, or cancel one already there. */
export interface PlannedRow extends ImportRowResult {
  insert?: { seller: Seller; policy: ValidRow };
  cancel?: { srNo: number; cancelledOn: string };
  /** A duplicate that is the same cancellation made again: no change, and not a bad row for the CLI. */
  alreadyDone?: boolean;
}

export interface PolicyFilePlan {
  /** Rows of the file (the header excluded). */
  total: number;
  rows: PlannedRow[];
  counts: ImportCounts;
}

/**
 * Rows a chunk of the import writes in one transaction. PGlite (on disk) aborts its WebAssembly process
 * on committing a few hundred imported policies at once (300 did, with their ledger entries and renewal
 * matching; 250 did not), so chunks stay well below that.
 */
export const IMPORT_CHUNK_ROWS = 100;

/**
 * Classifies every row of a policy file against the database, writing nothing: `valid` (a new policy, or
 * the cancellation of one the seller has), `duplicate` (the seller has the number already, the same
 * cancellation was already made, or the file repeats the number), or `error` with its reasons (shape,
 * unknown seller, a cancellation that contradicts the policy). Throws PolicyFileError for a file that has
 * no header or lacks columns.
 */
export async function classifyPolicyFile(
  db: Db,
  csvText: string,
  now: Date = new Date(),
  ceilingPaise: number = DEFAULT_MONEY_CEILING_PAISE,
): Promise<PolicyFilePlan> {
  const today = indiaDate(now);
  const parsed = await parseCsvInSlices(csvText);
  const header = parsed.shift();
  if (!header) throw new PolicyFileError(t('imports.fileEmpty'));
  if ('problem' in header)
    throw new PolicyFileError(t('imports.headerNotCsv', { line: header.line, problem: csvProblemText(header.problem) }));
  const names = header.cells.map((c) => c.trim());
  const missing = IMPORT_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length) throw new PolicyFileError(t('imports.missingColumns', { columns: missing.join(', '), line: header.line }));

  const sellers = new Map((await rows<Seller>(db, sql`SELECT id, co_code AS "coCode", path FROM members`)).map((m) => [m.coCode, m]));
  const planned: PlannedRow[] = [];
  const valid: { row: PlannedRow; data: ValidRow; seller: Seller }[] = [];
  const seen = new Map<string, number>();
  const step = sliced(ROWS_PER_SLICE);
  for (const row of parsed) {
    await step();
    const result: PlannedRow = { line: row.line, policyNumber: null, soldBy: null, status: 'error', action: null, reasons: [] };
    planned.push(result);
    if ('problem' in row) {
      result.reasons.push(csvProblemText(row.problem));
      continue;
    }
    if (row.cells.length !== names.length) {
      result.reasons.push(t('imports.row.columnCount', { expected: names.length, found: row.cells.length }));
      continue;
    }
    const record = Object.fromEntries(names.map((n, i) => [n, row.cells[i]]));
    result.policyNumber = record['policyNumber']?.trim() || null;
    result.soldBy = record['soldBy']?.trim() || null;
    const checked = importRowSchema.safeParse(record);
    if (!checked.success) result.reasons.push(...Object.entries(fieldErrors(checked.error)).map(([f, m]) => `${f}: ${m}`));
    else {
      result.reasons.push(...amountsAbove(checked.data, ceilingPaise));
      if (checked.data.cancelledOn && checked.data.cancelledOn > today)
        result.reasons.push(t('imports.row.futureCancellation', { date: checked.data.cancelledOn }));
    }
    const seller = result.soldBy ? sellers.get(result.soldBy) : undefined;
    if (result.soldBy && result.soldBy.length <= 40 && !seller) result.reasons.push(t('imports.row.noSeller', { code: result.soldBy }));
    if (result.reasons.length || !checked.success || !seller) continue;
    const key = `${seller.id}\u0000${checked.data.policyNumber}`;
    const earlier = seen.get(key);
    if (earlier) {
      result.status = 'duplicate';
      result.reasons.push(t('imports.row.repeats', { number: checked.data.policyNumber, line: earlier }));
      continue;
    }
    seen.set(key, row.line);
    result.status = 'valid';
    result.action = 'new';
    valid.push({ row: result, data: checked.data, seller });
  }

  // A new policy credits its seller only if they were certified on its risk start.
  const certified = await certifiedSpans(
    db,
    valid.map((v) => v.seller.id),
  );
  for (let i = 0; i < valid.length; i += 1000) {
    const chunk = valid.slice(i, i + 1000);
    const existing = await rows<{
      sellerId: number;
      policyNumber: string;
      srNo: number | string;
      riskStart: string;
      cancelledOn: string | null;
    }>(
      db,
      sql`SELECT p.sold_by_id AS "sellerId", p.policy_number AS "policyNumber", p.sr_no AS "srNo",
            p.risk_start::text AS "riskStart", p.cancelled_on::text AS "cancelledOn"
          FROM policies p
          JOIN (VALUES ${sql.join(
            chunk.map((v) => sql`(${v.seller.id}::int, ${v.data.policyNumber}::text)`),
            sql`, `,
          )}) AS v(seller_id, policy_number)
            ON p.sold_by_id = v.seller_id AND p.policy_number = v.policy_number`,
    );
    const taken = new Map(existing.map((e) => [`${e.sellerId}\u0000${e.policyNumber}`, e]));
    const paid = await paidAsMissingPolicies(
      db,
      chunk.map((v) => ({ sellerId: v.seller.id, policyNumber: v.data.policyNumber })),
    );
    for (const v of chunk) {
      const found = taken.get(`${v.seller.id}\u0000${v.data.policyNumber}`);
      const paidBy = paid.get(`${v.seller.id}\u0000${v.data.policyNumber}`);
      if (!found && paidBy) {
        // The member was paid for it already, by an accepted payout query: its own pay out would pay it again.
        v.row.status = 'error';
        v.row.action = null;
        v.row.reasons.push(
          t('imports.row.paidByQuery', {
            number: v.data.policyNumber,
            code: v.data.soldBy,
            query: paidBy.number,
            amount: formatPaise(paidBy.adjustmentPaise),
          }),
        );
        continue;
      }
      if (!found) {
        if (certifiedOn(certified.get(v.seller.id), v.data.riskStart)) v.row.insert = { seller: v.seller, policy: v.data };
        else {
          v.row.status = 'error';
          v.row.action = null;
          v.row.reasons.push(t('imports.row.notCertified', { code: v.data.soldBy, date: v.data.riskStart }));
        }
        continue;
      }
      const { row, data } = v;
      row.status = 'error';
      row.action = null;
      if (!data.cancelledOn) {
        row.status = 'duplicate';
        row.reasons.push(t('imports.row.exists', { number: data.policyNumber, code: data.soldBy }));
      } else if (found.cancelledOn === data.cancelledOn) {
        row.status = 'duplicate';
        row.alreadyDone = true;
        row.reasons.push(t('imports.row.alreadyCancelled', { number: data.policyNumber, date: found.cancelledOn }));
      } else if (found.cancelledOn) {
        row.reasons.push(t('imports.row.cancelledEarlier', { number: data.policyNumber, date: found.cancelledOn }));
      } else if (data.cancelledOn < found.riskStart) {
        row.reasons.push(t('imports.row.cancelBeforePolicyStart', { date: found.riskStart }));
      } else {
        row.status = 'valid';
        row.action = 'cancel';
        row.cancel = { srNo: Number(found.srNo), cancelledOn: data.cancelledOn };
      }
    }
  }
  const counts: ImportCounts = { valid: 0, duplicate: 0, error: 0 };
  for (const row of planned) counts[row.status]++;
  return { total: planned.length, rows: planned, counts };
}

const CSV_PROBLEMS = {
  unclosedQuote: 'imports.row.unclosedQuote',
  textAfterQuote: 'imports.row.textAfterQuote',
  quoteInCell: 'imports.row.quoteInCell',
  malformed: 'imports.row.malformed',
} as const satisfies Record<CsvProblem, string>;
const csvProblemText = (problem: CsvProblem) => t(CSV_PROBLEMS[problem]);

/** What the dry run shows of a row (not the planned writes). */
export function rowResult({ line, policyNumber, soldBy, status, action, reasons }: PlannedRow): ImportRowResult {
  return { line, policyNumber, soldBy, status, action, reasons };
}

export interface ChunkCounts {
  imported: number;
  cancelled: number;
  duplicates: number;
  errors: number;
}

/**
 * Writes one chunk of a classified file in the caller's transaction. A policy inserted meanwhile (by
 * another import of the same file) or a cancellation already made counts as a duplicate: the unique key
 * (seller, policy number) and `cancelled_on IS NULL` make the writes idempotent.
 */
export async function applyPlannedRows(tx: Db, chunk: PlannedRow[], importId: number | null = null): Promise<ChunkCounts> {
  const counts: ChunkCounts = { imported: 0, cancelled: 0, duplicates: 0, errors: 0 };
  const inserts = chunk.flatMap((r) => (r.insert ? [r.insert] : []));
  const cancels = chunk.flatMap((r) => (r.cancel ? [r.cancel] : []));
  for (const row of chunk) {
    if (row.status === 'duplicate') counts.duplicates++;
    else if (row.status === 'error') counts.errors++;
  }
  if (cancels.length) {
    // The ledger's trigger writes each reversal; `cancelled_on IS NULL` keeps a concurrent import from cancelling twice.
    const done = await rows<{ srNo: string | number }>(
      tx,
      sql`UPDATE policies p SET cancelled_on = c.cancelled_on
          FROM (VALUES ${sql.join(
            cancels.map((c) => sql`(${c.srNo}::bigint, ${c.cancelledOn}::date)`),
            sql`, `,
          )}) AS c(sr_no, cancelled_on)
          WHERE p.sr_no = c.sr_no AND p.cancelled_on IS NULL
          RETURNING p.sr_no AS "srNo"`,
    );
    counts.cancelled = done.length;
    counts.duplicates += cancels.length - done.length;
  }
  if (inserts.length) {
    // Each seller's path as it is now (a member may have moved since the file was classified), and kept
    // so until the chunk commits.
    await holdTreeSteady(tx);
    const inserted = await rows<{ sellerId: number; policyNumber: string }>(
      tx,
      sql`INSERT INTO policies (policy_type, product_name, policy_number, client_name, risk_start, risk_end,
            net_premium, pay_out, vehicle_no, insurer, sold_by_id, seller_path, cancelled_on, import_id)
          VALUES ${sql.join(
            inserts.map(
              ({
                seller,
                policy: v,
              }) => sql`(${v.policyType}, ${v.productName}, ${v.policyNumber}, ${v.clientName}, ${v.riskStart}::date, ${v.riskEnd}::date,
                ${v.netPremium}::numeric, ${v.payOut}::numeric, ${v.vehicleNo}, ${v.insurer}, ${seller.id}, (SELECT path FROM members WHERE id = ${seller.id}), ${v.cancelledOn ?? null}::date, ${importId}::int)`,
            ),
            sql`, `,
          )}
          ON CONFLICT (sold_by_id, policy_number) DO NOTHING
          RETURNING sold_by_id AS "sellerId", policy_number AS "policyNumber"`,
    );
    counts.imported = inserted.length;
    counts.duplicates += inserts.length - inserted.length;
    // A new policy that renews a due or lapsed one (same seller, client and type) marks it renewed.
    await matchRenewals(tx, inserted);
  }
  return counts;
}

const recordColumns = sql`id, operator_email AS "operatorEmail", file_name AS "fileName", status, total, processed, imported,
  duplicates, errors, cancelled, error,
  to_char(started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "startedAt",
  to_char(finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "finishedAt",
  to_char(rolled_back_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "rolledBackAt", rolled_back_by AS "rolledBackBy"`;

export async function importRecord(db: Pick<Db, 'execute'>, id: number): Promise<ImportRecord | undefined> {
  return (await rows<ImportRecord>(db, sql`SELECT ${recordColumns} FROM policy_imports WHERE id = ${id}`))[0];
}

/** The record of imports, newest first. */
export function importRecords(db: Db, limit: number): Promise<ImportRecord[]> {
  return rows<ImportRecord>(db, sql`SELECT ${recordColumns} FROM policy_imports ORDER BY started_at DESC, id DESC LIMIT ${limit}`);
}

/**
 * Records the start of an import (status running, its total) and audits it (`import.run`: the file's
 * name and what the classification found), in one transaction.
 */
export async function startImportRecord(db: Db, actor: OperatorActor, fileName: string, plan: PolicyFilePlan): Promise<ImportRecord> {
  return db.transaction(async (tx) => {
    const [created] = await rows<{ id: number }>(
      tx,
      sql`INSERT INTO policy_imports (operator_email, file_name, status, total) VALUES (${actor.email}, ${fileName}, 'running', ${plan.total}) RETURNING id`,
    );
    await recordAudit(tx, actor, {
      action: 'import.run',
      recordType: 'import',
      recordId: created!.id,
      after: { fileName, total: plan.total, valid: plan.counts.valid, duplicates: plan.counts.duplicate, errors: plan.counts.error },
    });
    return (await importRecord(tx, created!.id))!;
  });
}

/** Imports this process is running (any app or CLI command in it). */
const importsUnderWay = new Set<number>();

export const INTERRUPTED_IMPORT_ERROR = 'The API stopped during the import; import the same file again to finish it.';

/**
 * Records as failed the imports left `running` by a process that died (killed, out of memory): for a
 * database only this process can open (PGlite), every running import not under way here is such a one.
 * Returns their ids. Not for PostgreSQL, where another API replica may be running them.
 */
export async function failInterruptedImports(db: Db): Promise<number[]> {
  const mine = [...importsUnderWay];
  const failed = await rows<{ id: number }>(
    db,
    sql`UPDATE policy_imports SET status = 'failed', error = ${INTERRUPTED_IMPORT_ERROR}, finished_at = now()
        WHERE status = 'running' ${
          mine.length
            ? sql`AND id NOT IN (${sql.join(
                mine.map((id) => sql`${id}`),
                sql`, `,
              )})`
            : sql``
        }
        RETURNING id`,
  );
  return failed.map((f) => f.id);
}

/**
 * Runs a recorded import chunk by chunk: each chunk's writes and the record's counts in one transaction,
 * so the record always tells what was written (a crash mid-way leaves the chunks done, and importing the
 * same file again completes it: what is there counts as duplicates). Ends with status done and an audit
 * entry `import.finish` with the counts; on an error, status failed with the error (the chunks before it
 * stay). `shouldStop` is asked between chunks (the API closing).
 */
export async function runImport(
  db: Db,
  id: number,
  actor: OperatorActor,
  plan: PolicyFilePlan,
  options: { chunkRows?: number; shouldStop?: () => boolean; afterChunk?: () => Promise<void> } = {},
): Promise<ImportRecord> {
  const size = options.chunkRows ?? IMPORT_CHUNK_ROWS;
  importsUnderWay.add(id);
  const finish = async (status: 'done' | 'failed', error: string | null) =>
    db.transaction(async (tx) => {
      const [record] = await rows<ImportRecord>(
        tx,
        sql`UPDATE policy_imports SET status = ${status}, error = ${error}, finished_at = now() WHERE id = ${id} RETURNING ${recordColumns}`,
      );
      await recordAudit(tx, actor, {
        action: 'import.finish',
        recordType: 'import',
        recordId: id,
        after: {
          fileName: record!.fileName,
          status,
          total: record!.total,
          processed: record!.processed,
          imported: record!.imported,
          duplicates: record!.duplicates,
          errors: record!.errors,
          cancelled: record!.cancelled,
          error,
        },
      });
      return record!;
    });
  try {
    for (let i = 0; i < plan.rows.length; i += size) {
      if (options.shouldStop?.()) return await finish('failed', INTERRUPTED_IMPORT_ERROR);
      const chunk = plan.rows.slice(i, i + size);
      await db.transaction(async (tx) => {
        const c = await applyPlannedRows(tx, chunk, id);
        await tx.execute(sql`UPDATE policy_imports SET processed = processed + ${chunk.length}, imported = imported + ${c.imported},
            duplicates = duplicates + ${c.duplicates}, errors = errors + ${c.errors}, cancelled = cancelled + ${c.cancelled}
          WHERE id = ${id}`);
      });
      await options.afterChunk?.();
    }
    return await finish('done', null);
  } catch (error) {
    await finish('failed', 'The import stopped on an error; import the same file again to finish it.');
    throw error;
  } finally {
    importsUnderWay.delete(id);
  }
}

export interface ImportReport {
  imported: number;
  /** Policies already there that the file cancelled. */
  cancelled: number;
  total: number;
  /** Rows not imported, by line: errors, and duplicates other than a cancellation already made. */
  errors: { line: number; message: string }[];
  /** The record of the import in policy_imports (none when nothing was imported for bad rows). */
  importId: number | null;
}

/**
 * The CLI's import: classifies every row, then imports the file (recorded in policy_imports like the back
 * office's, under `actor`) unless it has bad rows and `skipBad` is not set: then nothing is imported. A
 * duplicate counts as a bad row here, as it always has for the CLI; re-importing the same cancellation is no change.
 */
export async function importPolicies(
  db: Db,
  csvText: string,
  options: { skipBad?: boolean; now?: Date; fileName?: string; actor?: OperatorActor; moneyCeilingPaise?: number } = {},
): Promise<ImportReport> {
  let plan: PolicyFilePlan;
  try {
    plan = await classifyPolicyFile(db, csvText, options.now, options.moneyCeilingPaise);
  } catch (error) {
    if (error instanceof PolicyFileError)
      return { imported: 0, cancelled: 0, total: 0, errors: [{ line: 1, message: error.message }], importId: null };
    throw error;
  }
  const errors = plan.rows
    .filter((r) => r.status === 'error' || (r.status === 'duplicate' && !r.alreadyDone))
    .map((r) => ({ line: r.line, message: r.reasons.join('; ') }));
  if (errors.length && !options.skipBad) return { imported: 0, cancelled: 0, total: plan.total, errors, importId: null };
  const actor = options.actor ?? cliActor();
  const record = await startImportRecord(db, actor, options.fileName ?? 'policies.csv', plan);
  const done = await runImport(db, record.id, actor, plan);
  return { imported: done.imported, cancelled: done.cancelled, total: plan.total, errors, importId: record.id };
}

/**
 * Missing policies a payout query paid for with an adjustment (accepted, more than 0), by seller and number:
 * the member has had the money, so the policy cannot be imported for them as well.
 */
async function paidAsMissingPolicies(
  db: Db,
  policies: { sellerId: number; policyNumber: string }[],
): Promise<Map<string, { number: string; adjustmentPaise: number }>> {
  if (!policies.length) return new Map();
  const found = await rows<{ sellerId: number; policyNumber: string; number: string; adjustmentPaise: string | number }>(
    db,
    sql`SELECT q.member_id AS "sellerId", q.missing_policy_number AS "policyNumber", q.number, q.adjustment_paise::text AS "adjustmentPaise"
        FROM payout_queries q
        JOIN (VALUES ${sql.join(
          policies.map((p) => sql`(${p.sellerId}::int, ${p.policyNumber}::text)`),
          sql`, `,
        )}) AS v(seller_id, policy_number)
          ON q.member_id = v.seller_id AND q.missing_policy_number = v.policy_number
        WHERE q.status = 'accepted' AND q.subject_kind = 'missing_policy' AND q.adjustment_paise > 0`,
  );
  return new Map(
    found.map((f) => [`${f.sellerId}\u0000${f.policyNumber}`, { number: f.number, adjustmentPaise: Number(f.adjustmentPaise) }]),
  );
}
