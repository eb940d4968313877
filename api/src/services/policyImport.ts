import { z } from 'zod';
import { POLICY_TYPES, fieldErrors } from '@portal/shared/validation';
import { indiaDate } from '../clock.js';
import { rows, sql, type Db } from '../db/client.js';
import { insertPolicies } from '../db/seed.js';
import { parseCsv } from './csv.js';
import { RUPEES_PATTERN } from './money.js';
import { matchRenewals } from './renewals.js';

export const IMPORT_COLUMNS = [
  'policyType', 'productName', 'policyNumber', 'clientName', 'riskStart', 'riskEnd', 'netPremium', 'payOut', 'vehicleNo',
  'insurer', 'soldBy',
] as const;
/**
 * Columns a file may leave out. `cancelledOn` (YYYY-MM-DD) cancels the policy: a new one is imported
 * cancelled; for a number the seller already has, the row cancels it (once; the same date again is no change).
 */
export const OPTIONAL_IMPORT_COLUMNS = ['cancelledOn'] as const;

const text = (label: string, max: number) => z.string().trim().min(1, `${label} is required`).max(max, `${label} is too long`);
const isoDate = (label: string) =>
  z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be YYYY-MM-DD`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), `${label} is not a real date`);
const money = (label: string) => z.string().trim().regex(RUPEES_PATTERN, `${label} must be an amount like 12345.67`);

export const importRowSchema = z
  .object({
    policyType: z.enum(POLICY_TYPES, `policyType must be one of ${POLICY_TYPES.join(', ')}`),
    productName: text('productName', 120),
    policyNumber: text('policyNumber', 80),
    clientName: text('clientName', 120),
    riskStart: isoDate('riskStart'),
    riskEnd: isoDate('riskEnd'),
    netPremium: money('netPremium'),
    payOut: money('payOut'),
    vehicleNo: z.string().trim().max(20, 'vehicleNo is too long').transform((v) => (v ? v.toUpperCase() : null)),
    insurer: text('insurer', 120),
    soldBy: text('soldBy', 40),
    cancelledOn: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), isoDate('cancelledOn').optional()),
  })
  .refine((r) => r.riskStart <= r.riskEnd, { message: 'riskEnd must not be before riskStart', path: ['riskEnd'] })
  .refine((r) => !r.cancelledOn || r.cancelledOn >= r.riskStart, { message: 'cancelledOn must not be before riskStart', path: ['cancelledOn'] });

export interface ImportReport {
  imported: number;
  /** Policies already there that the file cancelled. */
  cancelled: number;
  total: number;
  errors: { line: number; message: string }[];
}

/**
 * Validates every row (shape, seller exists, no duplicate policy numbers in the file or the database) and
 * imports in one transaction. A file with errors imports nothing unless `skipBad` is set.
 */
export async function importPolicies(
  db: Db,
  csvText: string,
  options: { skipBad?: boolean; now?: Date } = {},
): Promise<ImportReport> {
  const today = indiaDate(options.now ?? new Date());
  const parsed = parseCsv(csvText);
  const header = parsed.shift();
  const errors: ImportReport['errors'] = [];
  if (!header) return { imported: 0, cancelled: 0, total: 0, errors: [{ line: 1, message: 'The file is empty' }] };
  const names = header.cells.map((c) => c.trim());
  const missing = IMPORT_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length) return { imported: 0, cancelled: 0, total: parsed.length, errors: [{ line: header.line, message: `Missing columns: ${missing.join(', ')}` }] };

  const sellers = new Map(
    (await rows<{ id: number; coCode: string; path: string }>(db, sql`SELECT id, co_code AS "coCode", path FROM members`)).map((m) => [m.coCode, m]),
  );
  type Valid = z.output<typeof importRowSchema> & { line: number };
  const valid: Valid[] = [];
  const seen = new Map<string, number>();
  for (const row of parsed) {
    if (row.cells.length !== names.length) {
      errors.push({ line: row.line, message: `Expected ${names.length} columns, found ${row.cells.length}` });
      continue;
    }
    const record = Object.fromEntries(names.map((n, i) => [n, row.cells[i]]));
    const result = importRowSchema.safeParse(record);
    if (!result.success) {
      errors.push({ line: row.line, message: Object.entries(fieldErrors(result.error)).map(([f, m]) => `${f}: ${m}`).join('; ') });
      continue;
    }
    if (result.data.cancelledOn && result.data.cancelledOn > today) {
      errors.push({ line: row.line, message: `cancelledOn: ${result.data.cancelledOn} is in the future` });
      continue;
    }
    if (!sellers.has(result.data.soldBy)) {
      errors.push({ line: row.line, message: `soldBy: no member with code ${result.data.soldBy}` });
      continue;
    }
    const key = `${result.data.soldBy}\u0000${result.data.policyNumber}`;
    const earlier = seen.get(key);
    if (earlier) {
      errors.push({ line: row.line, message: `policyNumber ${result.data.policyNumber} repeats line ${earlier}` });
      continue;
    }
    seen.set(key, row.line);
    valid.push({ ...result.data, line: row.line });
  }
  const cancellations: { srNo: number; cancelledOn: string }[] = [];
  if (valid.length) {
    const existing = await rows<{ coCode: string; policyNumber: string; srNo: number | string; riskStart: string; cancelledOn: string | null }>(
      db,
      sql`SELECT m.co_code AS "coCode", p.policy_number AS "policyNumber", p.sr_no AS "srNo",
            p.risk_start::text AS "riskStart", p.cancelled_on::text AS "cancelledOn"
          FROM policies p JOIN members m ON m.id = p.sold_by_id
          WHERE p.policy_number IN (${sql.join(valid.map((v) => sql`${v.policyNumber}`), sql`, `)})`,
    );
    const taken = new Map(existing.map((e) => [`${e.coCode}\u0000${e.policyNumber}`, e]));
    for (let i = valid.length - 1; i >= 0; i--) {
      const v = valid[i]!;
      const found = taken.get(`${v.soldBy}\u0000${v.policyNumber}`);
      if (!found) continue;
      valid.splice(i, 1);
      if (!v.cancelledOn) {
        errors.push({ line: v.line, message: `policyNumber ${v.policyNumber} already exists for ${v.soldBy}` });
      } else if (found.cancelledOn === v.cancelledOn) {
        // Already cancelled on that date (the same file imported again): nothing to do.
      } else if (found.cancelledOn) {
        errors.push({ line: v.line, message: `cancelledOn: policy ${v.policyNumber} was already cancelled on ${found.cancelledOn}` });
      } else if (v.cancelledOn < found.riskStart) {
        errors.push({ line: v.line, message: `cancelledOn must not be before the policy's riskStart ${found.riskStart}` });
      } else {
        cancellations.push({ srNo: Number(found.srNo), cancelledOn: v.cancelledOn });
      }
    }
  }
  errors.sort((a, b) => a.line - b.line);
  if (errors.length && !options.skipBad) return { imported: 0, cancelled: 0, total: parsed.length, errors };
  await db.transaction(async (tx) => {
    // The ledger's trigger writes each reversal; `cancelled_on IS NULL` keeps a concurrent import from cancelling twice.
    for (const c of cancellations) {
      await tx.execute(sql`UPDATE policies SET cancelled_on = ${c.cancelledOn}::date WHERE sr_no = ${c.srNo} AND cancelled_on IS NULL`);
    }
    const bySeller = new Map<string, Valid[]>();
    for (const v of valid) bySeller.set(v.soldBy, [...(bySeller.get(v.soldBy) ?? []), v]);
    for (const [coCode, list] of bySeller) {
      for (let i = 0; i < list.length; i += 500) await insertPolicies(tx, sellers.get(coCode)!, list.slice(i, i + 500));
    }
    // A new policy that renews a due or lapsed one (same seller, client and type) marks it renewed.
    await matchRenewals(tx, valid.map((v) => ({ sellerId: sellers.get(v.soldBy)!.id, policyNumber: v.policyNumber })));
  });
  return { imported: valid.length, cancelled: cancellations.length, total: parsed.length, errors };
}
