/** The large benchmark dataset: a member tree and policies generated mostly inside the database. */
import { one, sql, type Db } from '../src/db/client.js';
import { FIRST_NAMES, LAST_NAMES, PRODUCTS, STATE_CODES, personName, rng } from '../src/db/demoData.js';

export const BENCH_TOP_EMAIL = 'bench-top@agentportal.in';
/** A member with a month of this many policies, for the statement-PDF scenario (on top of BENCH_POLICIES). */
export const STATEMENT_PDF = { memberId: 9, coCode: 'BM000009', month: '2026-05', lines: 500 } as const;

const arrayLiteral = (items: readonly string[]) => sql.raw(`ARRAY[${items.map((i) => `'${i.replace(/'/g, "''")}'`).join(',')}]::text[]`);

export async function generateDataset(db: Db, options: { members: number; policies: number; log: (m: string) => void }) {
  const existing = await one<{ members: number; policies: number; top: boolean }>(
    db,
    sql`SELECT (SELECT count(*) FROM members)::int AS members, (SELECT count(*) FROM policies)::int AS policies,
      EXISTS (SELECT 1 FROM members WHERE email = ${BENCH_TOP_EMAIL}) AS top`,
  );
  if (existing!.top && existing!.members === options.members && existing!.policies === options.policies + STATEMENT_PDF.lines) {
    options.log(`dataset present: ${existing!.members} members, ${existing!.policies} policies`);
    return;
  }
  if (existing!.top && existing!.members === options.members && existing!.policies === options.policies) {
    // A dataset generated before the statement-PDF month existed: add it.
    await addStatementPdfMonth(db);
    options.log(`dataset present: ${existing!.members} members, ${existing!.policies} policies (+${STATEMENT_PDF.lines} for the statement PDF)`);
    return;
  }
  if (existing!.members > 0) throw new Error('The benchmark database must be empty (or hold exactly the requested dataset). Use a fresh PGLITE_DIR / database.');

  const r = rng(42);
  const started = Date.now();
  // A tree about 6 levels deep: member n's parent is member ⌊(n-2)/6⌋+1 (six children each).
  const paths: string[] = [];
  const batch: ReturnType<typeof sql>[] = [];
  const flush = async () => {
    if (!batch.length) return;
    await db.execute(sql`INSERT INTO members (id, co_code, parent_id, path, depth, name, email, mobile) VALUES ${sql.join(batch, sql`, `)}`);
    batch.length = 0;
  };
  for (let id = 1; id <= options.members; id++) {
    let parent: number | null = null;
    if (id > 1) parent = Math.floor((id - 2) / 6) + 1;
    const path = `${parent ? paths[parent - 1] : '/'}${id}/`;
    paths.push(path);
    const email = id === 1 ? BENCH_TOP_EMAIL : `bench-${id}@agentportal.in`;
    batch.push(sql`(${id}, ${`BM${String(id).padStart(6, '0')}`}, ${parent}, ${path}, ${path.split('/').length - 3}, ${personName(r)}, ${email}, ${`9${String(100000000 + id)}`})`);
    if (batch.length === 1000) await flush();
  }
  await flush();
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('members', 'id'), ${options.members})`);
  options.log(`members: ${options.members} in ${Date.now() - started} ms (max depth ${Math.max(...paths.map((p) => p.split('/').length - 3))})`);

  const types = Object.keys(PRODUCTS) as (keyof typeof PRODUCTS)[];
  const chunk = 100_000;
  for (let from = 1; from <= options.policies; from += chunk) {
    const to = Math.min(options.policies, from + chunk - 1);
    // Deterministic pseudo-random columns from the row number g (multiplicative hashing).
    await db.execute(sql`INSERT INTO policies (policy_type, product_name, policy_number, client_name, risk_start, risk_end,
        net_premium, pay_out, vehicle_no, insurer, sold_by_id, seller_path)
      SELECT t.pt,
        (${arrayLiteral(types.flatMap((k) => PRODUCTS[k].products.slice(0, 4)))})[t.ti * 4 + 1 + (t.h % 4)],
        upper(left(t.pt, 2)) || lpad(t.g::text, 9, '0'),
        (${arrayLiteral(FIRST_NAMES)})[1 + (t.h % ${FIRST_NAMES.length})] || ' ' || (${arrayLiteral(LAST_NAMES)})[1 + ((t.h / 7) % ${LAST_NAMES.length})],
        t.rs,
        t.rs + CASE WHEN t.pt = 'loan' THEN 1824 ELSE 364 END,
        t.prem,
        round(t.prem * CASE t.pt WHEN 'life' THEN 0.20 WHEN 'loan' THEN 0.01 ELSE 0.12 END, 2),
        CASE WHEN t.pt = 'motor' THEN (${arrayLiteral(STATE_CODES)})[1 + (t.h % ${STATE_CODES.length})] || lpad(((t.h / 13) % 50 + 1)::text, 2, '0')
          || chr((65 + (t.h / 17) % 26)::int) || chr((65 + (t.h / 19) % 26)::int) || lpad(((t.h / 23) % 9000 + 1000)::text, 4, '0') END,
        (${arrayLiteral(types.flatMap((k) => PRODUCTS[k].insurers.slice(0, 4)))})[t.ti * 4 + 1 + ((t.h / 3) % 4)],
        m.id, m.path
      FROM (
        SELECT g, h, ti, (${arrayLiteral(types)})[ti + 1] AS pt,
          DATE '2026-11-01' - (h % 730)::int AS rs,
          (1500 + (h % 58000) + (h % 100) / 100.0)::numeric(14,2) AS prem,
          1 + ((h / 11) % ${options.members}) AS seller
        FROM (SELECT g, ((g::bigint * 2654435761) % 4294967296) AS h, (g % 5)::int AS ti FROM generate_series(${from}::int, ${to}::int) g) s
      ) t JOIN members m ON m.id = t.seller`);
    options.log(`policies: ${to} (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  await addStatementPdfMonth(db);
  options.log('VACUUM ANALYZE …');
  await db.execute(sql`VACUUM ANALYZE members`);
  await db.execute(sql`VACUUM ANALYZE policies`);
  await db.execute(sql`VACUUM ANALYZE sales_rollup`);
  await db.execute(sql`VACUUM ANALYZE insurer_rollup`);
  await db.execute(sql`VACUUM ANALYZE payout_entries`);
  options.log(`dataset ready in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** STATEMENT_PDF.lines policies sold by one member in one month (their payouts ledger lines come from the triggers). */
async function addStatementPdfMonth(db: Db) {
  const { memberId, month, lines } = STATEMENT_PDF;
  await db.execute(sql`INSERT INTO policies (policy_type, product_name, policy_number, client_name, risk_start, risk_end,
      net_premium, pay_out, vehicle_no, insurer, sold_by_id, seller_path)
    SELECT 'health', 'Family Floater Health', 'PDF' || lpad(g::text, 6, '0'), 'Client ' || g,
      ${`${month}-01`}::date + (g % 28), ${`${month}-01`}::date + (g % 28) + 364,
      (2000 + g * 7 + (g % 100) / 100.0)::numeric(14,2), round((2000 + g * 7 + (g % 100) / 100.0) * 0.12, 2), NULL, 'Star Health', m.id, m.path
    FROM generate_series(1, ${lines}::int) g JOIN members m ON m.id = ${memberId}`);
}
