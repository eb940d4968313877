/**
 * Dates, months, financial years and cursors on every route of the OpenAPI document: each such parameter
 * (query, path, or JSON body field) gets calendar-impossible, out-of-range and malformed values, the
 * others staying valid, signed in as a caller the route lets in. Every answer is 400 naming the field
 * (never a 5xx), and nothing is written. Runs on PGlite and on PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentMonth, financialYearOf, indiaDate } from '@portal/shared/validation';
import { buildApp } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import { bearer, testConfig } from '../helpers/context.js';
import { ENGINES, engineAvailable, suiteDatabase } from '../helpers/databases.js';
import { runTag, seededNetwork, signedInOperator, tableCounts, tokensForMembers, type NetworkMember } from './helpers.js';

type Kind = 'date' | 'month' | 'financialYear' | 'cursor';

interface OpenApiParameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
}
interface OpenApiOperation {
  operationId?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown>; required?: string[] } }> };
}
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** Which kind of calendar value a parameter holds, by its name; null when it holds none. */
function kindOf(name: string): Kind | null {
  if (/cursor/i.test(name)) return 'cursor';
  if (/^month$/i.test(name)) return 'month';
  if (/^fy$/i.test(name)) return 'financialYear';
  if (/date$|^from$|^to$|^on$|At$/i.test(name)) return 'date';
  return null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Days no calendar has, days outside 2000–2100, and text that is no date at all. */
const badDate = fc.oneof(
  fc
    .record({ year: fc.integer({ min: 2000, max: 2100 }), month: fc.integer({ min: 1, max: 12 }) })
    .chain(({ year, month }) => fc.integer({ min: daysIn(year, month) + 1, max: 99 }).map((day) => `${year}-${pad(month)}-${pad(day)}`)),
  fc
    .record({ year: fc.integer({ min: 2000, max: 2100 }), month: fc.constantFrom(0, 13, 19, 99), day: fc.integer({ min: 1, max: 28 }) })
    .map(({ year, month, day }) => `${year}-${pad(month)}-${pad(day)}`),
  fc
    .oneof(fc.integer({ min: 0, max: 1999 }), fc.integer({ min: 2101, max: 9999 }))
    .chain((year) => fc.integer({ min: 1, max: 12 }).map((month) => `${pad(year, 4)}-${pad(month)}-01`)),
  fc.constantFrom('2026-1-5', '26-01-05', '2026/01/05', '2026-01-05T00:00:00Z', '+002026-01-05', '20260105', 'today', '2026-01-05\u0000'),
);
const badMonth = fc.oneof(
  fc
    .record({ year: fc.integer({ min: 2000, max: 2100 }), month: fc.constantFrom(0, 13, 20, 99) })
    .map(({ year, month }) => `${year}-${pad(month)}`),
  fc.oneof(fc.integer({ min: 0, max: 1999 }), fc.integer({ min: 2101, max: 9999 })).map((year) => `${pad(year, 4)}-06`),
  fc.constantFrom('2026-6', '2026-06-01', '06-2026', 'June'),
);
const badFinancialYear = fc.oneof(
  fc.integer({ min: 2000, max: 2098 }).chain((year) =>
    fc
      .integer({ min: 0, max: 99 })
      .filter((next) => next !== (year + 1) % 100)
      .map((next) => `${year}-${pad(next)}`),
  ),
  fc
    .oneof(fc.integer({ min: 0, max: 1999 }), fc.integer({ min: 2100, max: 9998 }))
    .map((year) => `${pad(year, 4)}-${pad((year + 1) % 100)}`),
  fc.constantFrom('2025', '2025-2026', '25-26'),
);
/** Cursors that decode to impossible positions (the encoders' own shapes), and text that decodes to nothing. */
const badCursor = fc.oneof(
  badDate.map((date) => b64([date, '1'])),
  fc.constantFrom(
    b64(['2026-01-01T24:00:00.000000Z', '1']),
    b64(['2026-02-30T10:00:00.000000Z', '1']),
    b64(['0000-01-01T00:00:00.000000Z', '1']),
    b64(['2026-01-01', '99999999999999999999']),
    b64(['2026-01-01T10:00:00.000000Z', '9999999999999999999']),
    b64(['2026-01-01', '-1']),
    b64({ at: '2026-01-01' }),
    '99999999999',
    '0',
    '-1',
    'not-a-cursor',
  ),
  // Not a page number: "7" is a position of a list paged by id.
  fc.string({ minLength: 1, maxLength: 40 }).filter((text) => !/^\s*\d+\s*$/.test(text)),
);
const BAD: Record<Kind, fc.Arbitrary<string>> = { date: badDate, month: badMonth, financialYear: badFinancialYear, cursor: badCursor };

const RUNS = Number(process.env['CALENDAR_FC_RUNS'] ?? 40);

describe.each(ENGINES)('calendar values on every route (%s)', (_name, engine) => {
  const skip = !engineAvailable(engine);
  let database: Database;
  let closeDatabase: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  let top: NetworkMember;
  let member: Record<string, string>;
  let operator: Record<string, string>;

  beforeAll(async () => {
    if (skip) return;
    ({ database, close: closeDatabase } = await suiteDatabase(engine));
    const config = testConfig();
    top = (await seededNetwork(database, config.encryptionKey))[0]!;
    member = bearer((await tokensForMembers(database.db, [top], 'Calendar@12345')).get(top.id)!);
    operator = await signedInOperator(database.db, `calendar-${runTag}-${engine}@ops.test`);
    app = await buildApp({ database, config, logger: false });
  });

  afterAll(async () => {
    await app?.close();
    await closeDatabase?.();
  });

  it.skipIf(skip)(
    'answers 400 naming the field, never 5xx, and writes nothing',
    async () => {
      const document = JSON.parse((await app.inject({ url: '/docs/json' })).body) as OpenApiDocument;
      const today = indiaDate();
      /** A valid value for each parameter a route needs besides the one under test. */
      const valid: Record<string, string> = {
        coCode: top.coCode,
        code: top.coCode,
        soldBy: top.coCode,
        month: currentMonth(),
        fy: financialYearOf(today),
        id: '1',
        srNo: '1',
        policyNumber: 'none',
      };
      /** Valid JSON bodies of the operations that take a calendar value in their body. */
      const bodies: Record<string, Record<string, string>> = {
        adminRecordPayment: { coCode: top.coCode, amount: '100', reference: `calendar-${runTag}`, date: today },
      };

      const checked: string[] = [];
      const before = await tableCounts(database.db);
      for (const [template, operations] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          const parameters = (operation.parameters ?? []).filter((p) => p.in === 'query' || p.in === 'path');
          const body = operation.requestBody?.content?.['application/json']?.schema;
          const targets = [
            ...parameters.map((p) => ({ where: p.in, name: p.name, kind: kindOf(p.name) })),
            ...Object.keys(body?.properties ?? {}).map((name) => ({ where: 'body' as const, name, kind: kindOf(name) })),
          ].filter((t): t is { where: 'query' | 'path' | 'body'; name: string; kind: Kind } => t.kind !== null);
          for (const target of targets) {
            const what = `${method.toUpperCase()} ${template} ${target.where} ${target.name}`;
            checked.push(what);
            const headers = template.startsWith('/admin') ? operator : member;
            const baseBody = target.where === 'body' ? bodies[operation.operationId ?? ''] : undefined;
            if (target.where === 'body') expect(baseBody, `no valid body for ${what}: add one to the test`).toBeDefined();
            await fc.assert(
              fc.asyncProperty(BAD[target.kind], async (value) => {
                const pathValues = { ...valid, ...(target.where === 'path' ? { [target.name]: value } : {}) };
                const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathValues[name] ?? 'x'));
                const query = new URLSearchParams();
                for (const p of parameters)
                  if (p.in === 'query' && p.required && p.name !== target.name) query.set(p.name, valid[p.name] ?? 'x');
                if (target.where === 'query') query.set(target.name, value);
                const res = await app.inject({
                  method: method.toUpperCase() as 'GET',
                  url: `${path}${query.size ? `?${query}` : ''}`,
                  headers,
                  ...(baseBody ? { payload: { ...baseBody, [target.name]: value } } : {}),
                });
                const answer = `${what} = ${JSON.stringify(value)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
                expect(res.statusCode, answer).toBe(400);
                const parsed = JSON.parse(res.body) as { errors?: Record<string, string> };
                expect(Object.keys(parsed.errors ?? {}), answer).toContain(target.name);
              }),
              { numRuns: RUNS },
            );
          }
        }
      }
      // The routes the portal has today that take such values; a new one is checked as soon as it is added.
      for (const expected of [
        'GET /sales/sales/{coCode} query fromDate',
        'GET /sales/sales/{coCode} query toDate',
        'GET /sales/sales/{coCode} query cursor',
        'GET /sales/summary/{coCode} query fromDate',
        'GET /sales/export/{coCode} query toDate',
        'GET /sales/renewals/{coCode} query cursor',
        'GET /payouts/statements/{coCode} query month',
        'GET /payouts/statements/{coCode}/{month}.pdf path month',
        'GET /payouts/tax-summary/{coCode} query fy',
        'GET /admin/audit query to',
        'GET /admin/audit query cursor',
        'GET /admin/inbox/outbox query cursor',
        'GET /admin/applications query cursor',
        'POST /admin/payments body date',
      ]) {
        expect(checked).toContain(expected);
      }
      expect(await tableCounts(database.db)).toEqual(before);
    },
    600_000,
  );
});
