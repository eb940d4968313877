/**
 * The large benchmark dataset: a member tree and its policies, with the payouts ledger and the three rollups
 * those policies imply, bulk-loaded with COPY.
 *
 * Inserting policies normally fires statement-level triggers (migrations 0001, 0003, 0004, 0005) that add
 * each policy to `sales_rollup`, `insurer_rollup` and `renewal_rollup` of every member on its seller path
 * and write its `earned` line into `payout_entries`. For millions of policies the generator does that work
 * itself instead: it computes the ledger lines and the rollup rows here (exact integer paise), COPYs them
 * with the policies while those triggers are disabled and the tables' secondary indexes, foreign keys and
 * rollup keys are dropped, then re-creates every dropped index and constraint from the definitions it read
 * before dropping them (and checks they read back the same). The result is what the triggers would have
 * produced from the same policies: the same ledger lines (in `sr_no` order, as the triggers append them),
 * and for each member, key and total the same rollup row. `BENCH_VERIFY=1` checks that against the
 * migrations' own rebuild queries (GROUP BY over the policies), at a size where that query is affordable.
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { one, rows, sql, type Database, type Db } from '../src/db/client.js';
import { FIRST_NAMES, LAST_NAMES, PRODUCTS, STATE_CODES, personName, rng } from '../src/db/demoData.js';
import { chunked, copyInto } from './copy.js';

export const BENCH_TOP_EMAIL = 'bench-top@agentportal.in';
/** A member with a month of this many policies, for the statement-PDF scenario (on top of BENCH_POLICIES). */
export const STATEMENT_PDF = { memberId: 9, coCode: 'BM000009', month: '2026-05', lines: 500 } as const;

/**
 * `six`: member n's parent is member ⌊(n-2)/6⌋+1 (six children each, 6 levels for 10,000), every member
 * sells alike. `skewed`: 12 levels, a few leaders with large subtrees, many leaves, and sellers whose
 * volumes differ widely (see skewedTree).
 */
export type TreeShape = 'six' | 'skewed';
export const defaultTreeShape = (members: number): TreeShape => (members >= 50_000 ? 'skewed' : 'six');

export interface GenerationReport {
  generated: boolean;
  seconds: Record<string, number>;
  rows: Record<string, number>;
}

const TYPES = Object.keys(PRODUCTS) as (keyof typeof PRODUCTS)[];
const INSURERS = [...new Set(TYPES.flatMap((t) => PRODUCTS[t].insurers))];
const DAY_MS = 86_400_000;
const LATEST_START = Date.UTC(2026, 10, 1) / DAY_MS; // 2026-11-01, as a day number
const START_SPAN = 730;
const TERM_DAYS = (type: string) => (type === 'loan' ? 1824 : 364);
const PAY_PERCENT = (type: string) => (type === 'life' ? 20 : type === 'loan' ? 1 : 12);

interface Tree {
  /** parent[id] (0 for the top), depth[id], path[id]; ids 1…n. */
  parent: Int32Array;
  depth: Uint8Array;
  path: string[];
  /** How much each member sells, relative to the others (0: nothing). */
  activity: Float64Array;
}

function sixWideTree(n: number): Tree {
  const parent = new Int32Array(n + 1);
  const depth = new Uint8Array(n + 1);
  const path = new Array<string>(n + 1);
  path[0] = '/';
  for (let id = 1; id <= n; id++) {
    parent[id] = id > 1 ? Math.floor((id - 2) / 6) + 1 : 0;
    depth[id] = id > 1 ? depth[parent[id]!]! + 1 : 0;
    path[id] = `${path[parent[id]!]}${id}/`;
  }
  return { parent, depth, path, activity: new Float64Array(n + 1).fill(1) };
}

/** How many members of 100,000 are on each of the first 11 levels; the 12th takes the rest. */
const LEVEL_SHARES = [1, 8, 40, 150, 450, 1200, 2800, 5500, 9500, 15500, 24000];

/**
 * A 12-level tree built level by level. Each member of a level recruits the next level's members with a
 * weight drawn from a Pareto distribution (α 1.2, capped at 200) — below level 3, 45 % of members recruit
 * nobody — so a few leaders end up with large subtrees and most members are leaves. Ids go level by level,
 * siblings next to each other. What each member sells is skewed too: 15 % sell nothing, the others in
 * proportion to a Pareto weight (α 1.5, capped at 100).
 */
function skewedTree(n: number, next: () => number): Tree {
  const sizes = LEVEL_SHARES.map((share, level) => (level === 0 ? 1 : Math.max(1, Math.round((share * n) / 100_000))));
  const above = sizes.reduce((a, b) => a + b, 0);
  if (above >= n) throw new Error(`BENCH_MEMBERS=${n} is too small for a 12-level tree (at least ${above + 1})`);
  sizes.push(n - above);
  const parent = new Int32Array(n + 1);
  const depth = new Uint8Array(n + 1);
  const path = new Array<string>(n + 1);
  path[0] = '/';
  path[1] = '/1/';
  let levelStart = 1;
  for (let level = 1; level < sizes.length; level++) {
    const prevStart = levelStart;
    const prevSize = sizes[level - 1]!;
    levelStart += prevSize;
    const cumulative = new Float64Array(prevSize);
    let total = 0;
    for (let i = 0; i < prevSize; i++) {
      const recruits = level <= 3 || next() >= 0.45;
      total += recruits ? Math.min(200, (1 - next()) ** (-1 / 1.2)) : 0;
      cumulative[i] = total;
    }
    const parents = new Int32Array(sizes[level]!);
    for (let c = 0; c < parents.length; c++) {
      const target = next() * total;
      let lo = 0;
      let hi = prevSize - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid]! > target) hi = mid;
        else lo = mid + 1;
      }
      parents[c] = prevStart + lo;
    }
    parents.sort();
    for (let c = 0; c < parents.length; c++) {
      const id = levelStart + c;
      parent[id] = parents[c]!;
      depth[id] = level;
      path[id] = `${path[parents[c]!]}${id}/`;
    }
  }
  const activity = new Float64Array(n + 1);
  for (let id = 1; id <= n; id++) activity[id] = next() < 0.15 ? 0 : Math.min(100, (1 - next()) ** (-1 / 1.5));
  activity[1] = Math.max(activity[1]!, 1);
  return { parent, depth, path, activity };
}

export function buildTree(members: number, shape: TreeShape): Tree {
  return shape === 'six' ? sixWideTree(members) : skewedTree(members, rng(20_261_124).next);
}

/** The policies' columns that the ledger and the rollups need (text-only columns are derived from sr_no). */
interface PolicyColumns {
  seller: Int32Array;
  type: Uint8Array;
  start: Int32Array; // day number
  premium: Int32Array; // paise
  payOut: Int32Array; // paise
  insurer: Uint8Array; // index into INSURERS
}

/** xorshift-multiply hash of an integer: the per-policy random numbers, reproducible from sr_no alone. */
function hash32(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  return (x ^ (x >>> 16)) >>> 0;
}

/** Motor, health, life, non-motor, loans: roughly how an Indian agency's book splits. */
const TYPE_SHARES: Record<string, number> = { motor: 0.36, health: 0.24, life: 0.18, nonmotor: 0.12, loan: 0.1 };

function generatePolicies(count: number, tree: Tree, next: () => number): PolicyColumns {
  const n = tree.parent.length - 1;
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let id = 1; id <= n; id++) cumulative[id - 1] = total += tree.activity[id]!;
  const typeCumulative: number[] = [];
  let t = 0;
  for (const type of TYPES) typeCumulative.push((t += TYPE_SHARES[type]!));
  const insurerOf = TYPES.map((type) => PRODUCTS[type].insurers.map((name) => INSURERS.indexOf(name)));
  const p: PolicyColumns = {
    seller: new Int32Array(count + 1),
    type: new Uint8Array(count + 1),
    start: new Int32Array(count + 1),
    premium: new Int32Array(count + 1),
    payOut: new Int32Array(count + 1),
    insurer: new Uint8Array(count + 1),
  };
  for (let sr = 1; sr <= count; sr++) {
    const target = next() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    p.seller[sr] = lo + 1;
    const u = next() * t;
    let ti = 0;
    while (ti < TYPES.length - 1 && typeCumulative[ti]! <= u) ti++;
    const h = hash32(sr);
    p.type[sr] = ti;
    p.start[sr] = LATEST_START - (h % START_SPAN);
    const premium = (1500 + ((h >>> 3) % 58000)) * 100 + ((h >>> 7) % 100);
    p.premium[sr] = premium;
    // round(premium × rate, 2) of the rupee amount = premium paise × percent / 100, half up.
    p.payOut[sr] = Math.floor((premium * PAY_PERCENT(TYPES[ti]!) + 50) / 100);
    const choices = insurerOf[ti]!;
    p.insurer[sr] = choices[(h >>> 11) % Math.min(4, choices.length)]!;
  }
  return p;
}

const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const money = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

function* memberLines(tree: Tree): Generator<string> {
  const r = rng(42);
  for (let id = 1; id < tree.parent.length; id++) {
    const email = id === 1 ? BENCH_TOP_EMAIL : `bench-${id}@agentportal.in`;
    yield `${id}\tBM${String(id).padStart(6, '0')}\t${id > 1 ? tree.parent[id] : '\\N'}\t${tree.path[id]}\t${tree.depth[id]}\t${personName(r)}\t${email}\t9${100000000 + id}\n`;
  }
}

function* policyLines(p: PolicyColumns, tree: Tree): Generator<string> {
  const days = new Map<number, string>();
  const day = (d: number) => {
    let text = days.get(d);
    if (!text) days.set(d, (text = isoDay(d)));
    return text;
  };
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (let sr = 1; sr < p.seller.length; sr++) {
    const type = TYPES[p.type[sr]!]!;
    const h = hash32(sr ^ 0x5bd1e995);
    const product = PRODUCTS[type].products[h % 4]!;
    const client = `${FIRST_NAMES[(h >>> 2) % FIRST_NAMES.length]} ${LAST_NAMES[(h >>> 8) % LAST_NAMES.length]}`;
    const vehicle =
      type === 'motor'
        ? `${STATE_CODES[(h >>> 4) % STATE_CODES.length]}${String(((h >>> 9) % 50) + 1).padStart(2, '0')}${letters[(h >>> 13) % 26]}${letters[(h >>> 17) % 26]}${((h >>> 5) % 9000) + 1000}`
        : '\\N';
    const seller = p.seller[sr]!;
    yield `${sr}\t${type}\t${product}\t${type.slice(0, 2).toUpperCase()}${String(sr).padStart(9, '0')}\t${client}\t${day(p.start[sr]!)}\t${day(p.start[sr]! + TERM_DAYS(type))}\t${money(p.premium[sr]!)}\t${money(p.payOut[sr]!)}\t${vehicle}\t${INSURERS[p.insurer[sr]!]}\t${seller}\t${tree.path[seller]}\n`;
  }
}

/** The `earned` line of every policy, as the insert trigger of migration 0003 writes it. */
function* ledgerLines(p: PolicyColumns): Generator<string> {
  for (let sr = 1; sr < p.seller.length; sr++) yield `${p.seller[sr]}\tearned\t${sr}\t${p.payOut[sr]}\t${isoDay(p.start[sr]!)}\n`;
}

/**
 * The policies of each member's subtree as one range: members in depth-first order (`first[id]` …
 * `end[id]` of that order), policies sorted by their seller's place in it.
 */
function subtreeRanges(tree: Tree, p: PolicyColumns) {
  const n = tree.parent.length - 1;
  const childCount = new Int32Array(n + 2);
  for (let id = 2; id <= n; id++) childCount[tree.parent[id]!]!++;
  const childStart = new Int32Array(n + 2);
  for (let id = 1; id <= n; id++) childStart[id + 1] = childStart[id]! + childCount[id]!;
  const children = new Int32Array(Math.max(1, n - 1));
  const fill = childStart.slice();
  for (let id = 2; id <= n; id++) children[fill[tree.parent[id]!]!++] = id;
  const order = new Int32Array(n + 1); // order[id]: the member's place in depth-first order
  const last = new Int32Array(n + 1); // the place of the subtree's last member
  const stack: number[] = [1];
  let place = 0;
  const visit: number[] = [];
  while (stack.length) {
    const id = stack.pop()!;
    order[id] = place++;
    visit.push(id);
    for (let c = childStart[id + 1]! - 1; c >= childStart[id]!; c--) stack.push(children[c]!);
  }
  for (let i = visit.length - 1; i >= 0; i--) {
    const id = visit[i]!;
    let end = order[id]!;
    for (let c = childStart[id]!; c < childStart[id + 1]!; c++) end = Math.max(end, last[children[c]!]!);
    last[id] = end;
  }
  // Counting sort of the policies by their seller's place.
  const offset = new Int32Array(n + 1);
  for (let sr = 1; sr < p.seller.length; sr++) offset[order[p.seller[sr]!]! + 1]!++;
  for (let i = 1; i <= n; i++) offset[i]! += offset[i - 1]!;
  const sorted = new Int32Array(p.seller.length - 1);
  const cursor = offset.slice();
  for (let sr = 1; sr < p.seller.length; sr++) sorted[cursor[order[p.seller[sr]!]!]!++] = sr;
  return { n, from: (id: number) => offset[order[id]!]!, to: (id: number) => offset[last[id]! + 1]!, sorted };
}

type Ranges = ReturnType<typeof subtreeRanges>;

/**
 * The rows of one rollup: for each member, the policies of its subtree summed by `slot` (a dense key).
 * `line` writes one row from a slot and its sums.
 */
function* rollupLines(
  ranges: Ranges,
  slots: number,
  slotOf: (sr: number) => number,
  line: (member: number, slot: number, count: number, premium: number, payOut: number) => string,
  p: PolicyColumns,
): Generator<string> {
  const count = new Int32Array(slots);
  const premium = new Float64Array(slots);
  const payOut = new Float64Array(slots);
  const touched = new Int32Array(slots);
  const slotOfPolicy = new Int32Array(p.seller.length);
  for (let sr = 1; sr < p.seller.length; sr++) slotOfPolicy[sr] = slotOf(sr);
  for (let member = 1; member <= ranges.n; member++) {
    let used = 0;
    const end = ranges.to(member);
    for (let i = ranges.from(member); i < end; i++) {
      const sr = ranges.sorted[i]!;
      const s = slotOfPolicy[sr]!;
      if (count[s] === 0) touched[used++] = s;
      count[s]!++;
      premium[s]! += p.premium[sr]!;
      payOut[s]! += p.payOut[sr]!;
    }
    for (let k = 0; k < used; k++) {
      const s = touched[k]!;
      yield line(member, s, count[s]!, premium[s]!, payOut[s]!);
      count[s] = 0;
      premium[s] = 0;
      payOut[s] = 0;
    }
  }
}

function firstOfMonth(day: number): number {
  const d = new Date(day * DAY_MS);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / DAY_MS;
}

/** The tables the load touches: their secondary indexes, foreign keys and the rollups' primary keys. */
const LOADED_TABLES = ['policies', 'payout_entries', 'sales_rollup', 'insurer_rollup', 'renewal_rollup'];
const TRIGGER_TABLES = ['policies'];

interface Definitions {
  indexes: { name: string; def: string }[];
  constraints: { table: string; name: string; def: string; type: string }[];
}

async function readDefinitions(db: Db): Promise<Definitions> {
  const tables = sql.raw(`ARRAY[${LOADED_TABLES.map((t) => `'${t}'`).join(',')}]::regclass[]`);
  const indexes = await rows<{ name: string; def: string }>(
    db,
    sql`SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def FROM pg_index i
        WHERE i.indrelid = ANY(${tables}) AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid AND c.conrelid = i.indrelid)
        ORDER BY 1`,
  );
  const constraints = await rows<{ table: string; name: string; def: string; type: string }>(
    db,
    sql`SELECT c.conrelid::regclass::text AS "table", c.conname AS name, pg_get_constraintdef(c.oid) AS def, c.contype::text AS type
        FROM pg_constraint c WHERE c.conrelid = ANY(${tables})
          AND (c.contype = 'f' OR (c.contype = 'p' AND c.conrelid::regclass::text LIKE '%\\_rollup'))
        ORDER BY 1, 2`,
  );
  return { indexes, constraints };
}

/** A session of its own (PostgreSQL: a pool connection) for the load's statements and COPYs. */
interface Session {
  client: pg.PoolClient | PGlite;
  exec(text: string): Promise<void>;
  release(): void;
}

async function openSession(database: Database): Promise<Session> {
  const raw = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (database.kind === 'pglite') {
    const lite = raw as PGlite;
    return { client: lite, exec: async (text) => void (await lite.exec(text)), release: () => undefined };
  }
  const client = await (raw as pg.Pool).connect();
  // Index builds sort millions of keys: more memory than the default 64 MB, for this session only.
  await client.query(`SET maintenance_work_mem = '512MB'`);
  return { client, exec: async (text) => void (await client.query(text)), release: () => client.release() };
}

async function existingDataset(db: Db) {
  return (await one<{ members: number; policies: number; top: boolean; maxDepth: number | null }>(
    db,
    sql`SELECT (SELECT count(*) FROM members)::int AS members, (SELECT count(*) FROM policies)::int AS policies,
      EXISTS (SELECT 1 FROM members WHERE email = ${BENCH_TOP_EMAIL}) AS top, (SELECT max(depth) FROM members) AS "maxDepth"`,
  ))!;
}

export async function generateDataset(
  database: Database,
  options: { members: number; policies: number; tree?: TreeShape; verify?: boolean; log: (m: string) => void },
): Promise<GenerationReport> {
  const { db } = database;
  const shape = options.tree ?? defaultTreeShape(options.members);
  const report: GenerationReport = { generated: false, seconds: {}, rows: {} };
  const started = Date.now();
  let mark = started;
  const lap = (name: string) => {
    const now = Date.now();
    report.seconds[name] = Math.round((now - mark) / 100) / 10;
    mark = now;
    options.log(`${name}: ${report.seconds[name]} s`);
  };

  const tree = buildTree(options.members, shape);
  let maxDepth = 0;
  for (let id = 1; id <= options.members; id++) maxDepth = Math.max(maxDepth, tree.depth[id]!);
  const existing = await existingDataset(db);
  const sameShape = existing.top && existing.members === options.members && existing.maxDepth === maxDepth;
  if (sameShape && existing.policies === options.policies + STATEMENT_PDF.lines) {
    options.log(`dataset present: ${existing.members} members (${shape} tree, ${maxDepth + 1} levels), ${existing.policies} policies`);
    if (options.verify) await verifyDerivedTables(db, options.log);
    return report;
  }
  if (sameShape && existing.policies === options.policies) {
    // A dataset generated before the statement-PDF month existed: add it.
    await addStatementPdfMonth(db);
    options.log(
      `dataset present: ${existing.members} members, ${existing.policies} policies (+${STATEMENT_PDF.lines} for the statement PDF)`,
    );
    return report;
  }
  if (existing.members > 0) {
    throw new Error(
      `The benchmark database holds ${existing.members} members / ${existing.policies} policies, not the requested ` +
        `${options.members} (${shape} tree, ${maxDepth + 1} levels) / ${options.policies}. Use a fresh PGLITE_DIR / database.`,
    );
  }
  report.generated = true;
  options.log(`generating ${options.members} members (${shape} tree, ${maxDepth + 1} levels) and ${options.policies} policies with COPY`);

  const session = await openSession(database);
  try {
    report.rows['members'] = await copyInto(
      session.client,
      'members',
      ['id', 'co_code', 'parent_id', 'path', 'depth', 'name', 'email', 'mobile'],
      chunked(memberLines(tree)),
    );
    await session.exec(`SELECT setval(pg_get_serial_sequence('members', 'id'), ${options.members})`);
    lap('members');

    const policies = generatePolicies(options.policies, tree, rng(7).next);
    lap('policies generated (in memory)');

    const definitions = await readDefinitions(db);
    for (const c of definitions.constraints) await session.exec(`ALTER TABLE ${c.table} DROP CONSTRAINT ${c.name}`);
    for (const i of definitions.indexes) await session.exec(`DROP INDEX ${i.name}`);
    for (const t of TRIGGER_TABLES) await session.exec(`ALTER TABLE ${t} DISABLE TRIGGER USER`);
    lap('indexes, keys and triggers set aside');

    const ranges = subtreeRanges(tree, policies);
    const months = 26;
    const firstMonth = firstOfMonth(LATEST_START - START_SPAN);
    const monthDays: number[] = [];
    for (let m = 0, d = firstMonth; m < months; m++) {
      monthDays.push(d);
      const date = new Date(d * DAY_MS);
      d = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / DAY_MS;
    }
    const monthOf = new Int32Array(START_SPAN + 1);
    for (let i = 0, m = 0; i <= START_SPAN; i++) {
      while (m + 1 < months && monthDays[m + 1]! <= LATEST_START - START_SPAN + i) m++;
      monthOf[i] = m;
    }
    const monthSlot = (sr: number) => monthOf[policies.start[sr]! - (LATEST_START - START_SPAN)]!;
    const monthText = monthDays.map(isoDay);
    const firstEnd = LATEST_START - START_SPAN + 364;
    const endDays = START_SPAN + 1824 - 364 + 1;
    const endText = Array.from({ length: endDays }, (_, i) => isoDay(firstEnd + i));
    lap('subtree ranges');

    const copy = (table: string, columns: string[], lines: Iterable<string>) => async (on: Session) => {
      report.rows[table] = await copyInto(on.client, table, columns, chunked(lines));
    };
    const exec = (text: string) => async (on: Session) => on.exec(text);
    // Two sessions take these in order (one on PGlite). An index waits for its table's COPY to commit
    // (its lock), so the ones on the tables loaded first come first.
    const jobs: [string, (on: Session) => Promise<void>][] = [
      [
        'COPY policies',
        copy(
          'policies',
          [
            'sr_no',
            'policy_type',
            'product_name',
            'policy_number',
            'client_name',
            'risk_start',
            'risk_end',
            'net_premium',
            'pay_out',
            'vehicle_no',
            'insurer',
            'sold_by_id',
            'seller_path',
          ],
          policyLines(policies, tree),
        ),
      ],
      ['COPY payout_entries', copy('payout_entries', ['member_id', 'kind', 'sr_no', 'amount_paise', 'entry_date'], ledgerLines(policies))],
      [
        'COPY sales_rollup',
        copy(
          'sales_rollup',
          ['member_id', 'policy_type', 'month', 'policy_count', 'net_premium', 'pay_out'],
          rollupLines(
            ranges,
            TYPES.length * months,
            (sr) => policies.type[sr]! * months + monthSlot(sr),
            (member, slot, count, premium, payOut) =>
              `${member}\t${TYPES[Math.floor(slot / months)]}\t${monthText[slot % months]}\t${count}\t${money(premium)}\t${money(payOut)}\n`,
            policies,
          ),
        ),
      ],
      [
        'COPY insurer_rollup',
        copy(
          'insurer_rollup',
          ['member_id', 'month', 'insurer', 'policy_count', 'net_premium', 'pay_out'],
          rollupLines(
            ranges,
            months * INSURERS.length,
            (sr) => monthSlot(sr) * INSURERS.length + policies.insurer[sr]!,
            (member, slot, count, premium, payOut) =>
              `${member}\t${monthText[Math.floor(slot / INSURERS.length)]}\t${INSURERS[slot % INSURERS.length]}\t${count}\t${money(premium)}\t${money(payOut)}\n`,
            policies,
          ),
        ),
      ],
      [
        'COPY renewal_rollup',
        copy(
          'renewal_rollup',
          ['member_id', 'risk_end', 'policy_type', 'policy_count'],
          rollupLines(
            ranges,
            endDays * TYPES.length,
            (sr) => (policies.start[sr]! + TERM_DAYS(TYPES[policies.type[sr]!]!) - firstEnd) * TYPES.length + policies.type[sr]!,
            (member, slot, count) => `${member}\t${endText[Math.floor(slot / TYPES.length)]}\t${TYPES[slot % TYPES.length]}\t${count}\n`,
            policies,
          ),
        ),
      ],
      // Keys first (the rollups'), then the indexes, the ledger's before the policies'.
      ...definitions.constraints
        .filter((c) => c.type === 'p')
        .map((c): [string, (on: Session) => Promise<void>] => [
          `key ${c.name}`,
          exec(`ALTER TABLE ${c.table} ADD CONSTRAINT ${c.name} ${c.def}`),
        ]),
      ...[...definitions.indexes]
        .sort((a, b) => Number(a.name.startsWith('policies')) - Number(b.name.startsWith('policies')))
        .map((i): [string, (on: Session) => Promise<void>] => [`index ${i.name}`, exec(i.def)]),
    ];
    const copyStarted = Date.now();
    await inParallel(database, session, jobs, (name, seconds) => {
      report.seconds[name] = seconds;
      options.log(`  ${name}: ${seconds} s`);
    });
    report.seconds['load and indexes (wall clock)'] = Math.round((Date.now() - copyStarted) / 100) / 10;
    mark = Date.now();
    options.log(`load and indexes: ${report.seconds['load and indexes (wall clock)']} s (wall clock, two sessions)`);
    // The foreign keys last: each is checked with one join.
    for (const c of definitions.constraints.filter((k) => k.type === 'f'))
      await session.exec(`ALTER TABLE ${c.table} ADD CONSTRAINT ${c.name} ${c.def}`);
    for (const t of TRIGGER_TABLES) await session.exec(`ALTER TABLE ${t} ENABLE TRIGGER USER`);
    await session.exec(`SELECT setval(pg_get_serial_sequence('policies', 'sr_no'), ${options.policies})`);
    const restored = await readDefinitions(db);
    if (JSON.stringify(restored) !== JSON.stringify(definitions)) {
      throw new Error(`The indexes and constraints read back differ:\n${JSON.stringify(definitions)}\n${JSON.stringify(restored)}`);
    }
    lap('foreign keys, triggers back');
  } finally {
    session.release();
  }

  await addStatementPdfMonth(db);
  for (const table of ['members', 'policies', 'payout_entries', 'sales_rollup', 'insurer_rollup', 'renewal_rollup']) {
    await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  }
  lap('VACUUM ANALYZE');
  report.seconds['total'] = Math.round((Date.now() - started) / 100) / 10;
  options.log(
    `dataset ready in ${report.seconds['total']} s (${Object.entries(report.rows)
      .map(([t, n]) => `${t} ${n}`)
      .join(', ')})`,
  );
  if (options.verify) await verifyDerivedTables(db, options.log);
  return report;
}

/** Runs the jobs on two sessions at once on PostgreSQL (two cores), one after the other on PGlite. */
async function inParallel(
  database: Database,
  first: Session,
  jobs: [string, (on: Session) => Promise<void>][],
  done: (name: string, seconds: number) => void,
) {
  const queue = [...jobs];
  const work = async (session: Session) => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const started = Date.now();
      try {
        await job[1](session);
      } catch (error) {
        queue.length = 0; // the other session stops after its current job
        throw error;
      }
      done(job[0], Math.round((Date.now() - started) / 100) / 10);
    }
  };
  if (database.kind === 'pglite') return work(first);
  const second = await openSession(database);
  try {
    const results = await Promise.allSettled([work(first), work(second)]);
    for (const r of results) if (r.status === 'rejected') throw r.reason;
  } finally {
    second.release();
  }
}

/**
 * Compares the ledger and the three rollups with what the migrations' rebuild queries (the same GROUP BY
 * as the triggers, over every policy) give: both ways, every column. Costly at millions of policies.
 */
export async function verifyDerivedTables(db: Db, log: (m: string) => void) {
  const ancestors = sql`FROM policies p CROSS JOIN LATERAL unnest(string_to_array(trim(both '/' from p.seller_path), '/')) AS a(id)`;
  const checks: [string, ReturnType<typeof sql>, ReturnType<typeof sql>][] = [
    [
      'sales_rollup',
      sql`SELECT member_id, policy_type, month, policy_count, net_premium, pay_out FROM sales_rollup`,
      sql`SELECT a.id::int, p.policy_type, date_trunc('month', p.risk_start)::date, count(*)::int, sum(p.net_premium), sum(p.pay_out) ${ancestors} GROUP BY 1, 2, 3`,
    ],
    [
      'insurer_rollup',
      sql`SELECT member_id, month, insurer, policy_count, net_premium, pay_out FROM insurer_rollup`,
      sql`SELECT a.id::int, date_trunc('month', p.risk_start)::date, p.insurer, count(*)::int, sum(p.net_premium), sum(p.pay_out) ${ancestors} GROUP BY 1, 2, 3`,
    ],
    [
      'renewal_rollup',
      sql`SELECT member_id, risk_end, policy_type, policy_count FROM renewal_rollup`,
      sql`SELECT a.id::int, p.risk_end, p.policy_type, count(*)::int ${ancestors} WHERE p.cancelled_on IS NULL GROUP BY 1, 2, 3`,
    ],
    [
      'payout_entries',
      sql`SELECT member_id, kind, sr_no, amount_paise, entry_date FROM payout_entries`,
      sql`SELECT sold_by_id, 'earned', sr_no, (pay_out * 100)::bigint, risk_start FROM policies`,
    ],
  ];
  for (const [table, stored, rebuilt] of checks) {
    const diff = await one<{ missing: number; extra: number; total: number }>(
      db,
      sql`SELECT (SELECT count(*) FROM (${rebuilt} EXCEPT ALL ${stored}) d)::int AS missing,
                 (SELECT count(*) FROM (${stored} EXCEPT ALL ${rebuilt}) d)::int AS extra,
                 (SELECT count(*) FROM (${stored}) s)::int AS total`,
    );
    log(`verify ${table}: ${diff!.total} rows, ${diff!.missing} missing, ${diff!.extra} extra`);
    if (diff!.missing || diff!.extra) throw new Error(`${table} differs from what the triggers would produce`);
  }
  // The triggers append the ledger in sr_no order: the entries' ids must follow it.
  const order = await one<{ out: number }>(
    db,
    sql`SELECT count(*)::int AS out FROM (SELECT id, lag(id) OVER (ORDER BY sr_no) AS prev FROM payout_entries WHERE kind = 'earned') e WHERE e.id < e.prev`,
  );
  log(`verify payout_entries order: ${order!.out} entries out of sr_no order`);
  if (order!.out) throw new Error('payout_entries ids are not in sr_no order');
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

/**
 * The members the scenarios read: the top (the whole tree), the level-3 member with the largest subtree,
 * and (for the move) the member at least two levels down whose subtree is closest to `moveSize` members,
 * with a new parent for it: the member at its parent's depth, outside its parent's subtree, with the
 * largest subtree.
 */
export async function benchMembers(db: Db, moveSize: number) {
  const level3 = (await one<{ coCode: string; size: number }>(
    db,
    sql`SELECT m.co_code AS "coCode", s.size FROM (
          SELECT split_part(path, '/', 4)::int AS id, count(*)::int AS size FROM members WHERE depth >= 2 GROUP BY 1
        ) s JOIN members m ON m.id = s.id ORDER BY s.size DESC, s.id LIMIT 1`,
  ))!;
  const sizes = await rows<{ id: number; size: number; depth: number }>(
    db,
    sql`SELECT s.id, s.size, d.depth FROM (
          SELECT a.id::int AS id, count(*)::int AS size FROM members m
            CROSS JOIN LATERAL unnest(string_to_array(trim(both '/' from m.path), '/')) AS a(id)
          GROUP BY 1 HAVING count(*) > 1
        ) s JOIN members d ON d.id = s.id`,
  );
  // Two levels down at least, so that its parent has cousins to move it under.
  const best = sizes
    .filter((s) => s.depth >= 2)
    .sort((a, b) => Math.abs(a.size - moveSize) - Math.abs(b.size - moveSize) || a.id - b.id)[0];
  let move: { coCode: string; size: number; parentCoCode: string; newParentCoCode: string; policies: number } | undefined;
  if (best) {
    const found = await one<{ coCode: string; parentCoCode: string; path: string; parentPath: string; depth: number }>(
      db,
      sql`SELECT m.co_code AS "coCode", p.co_code AS "parentCoCode", m.path, p.path AS "parentPath", p.depth
          FROM members m JOIN members p ON p.id = m.parent_id WHERE m.id = ${best.id}`,
    );
    const bySize = new Map(sizes.map((s) => [s.id, s.size]));
    const candidates = await rows<{ id: number; coCode: string }>(
      db,
      sql`SELECT id, co_code AS "coCode" FROM members WHERE depth = ${found!.depth}
            AND path NOT LIKE ${`${found!.parentPath}%`} ORDER BY id`,
    );
    const target = candidates.sort((a, b) => (bySize.get(b.id) ?? 1) - (bySize.get(a.id) ?? 1) || a.id - b.id)[0];
    const policies = await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM policies WHERE seller_path LIKE ${`${found!.path}%`}`);
    if (target)
      move = {
        coCode: found!.coCode,
        size: best.size,
        parentCoCode: found!.parentCoCode,
        newParentCoCode: target.coCode,
        policies: policies!.n,
      };
  }
  return { top: 'BM000001', level3, move };
}
