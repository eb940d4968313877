/**
 * Bad input, property-based: ≥ 1,000 generated payloads per public endpoint — wrong types,
 * missing and extra fields, huge strings, unicode (also lone surrogates), control characters, SQL and
 * HTML injection strings, non-object and non-JSON bodies. Every answer is 2xx for a valid payload (with
 * exactly the rows that payload should write) or 4xx with the error shape — a field message whenever the
 * body was a JSON document — and never a 5xx; a refused request changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkUserQuerySchema,
  contactSchema,
  CONTROL_CHARACTER,
  hasVisibleText,
  isOneLineText,
  LINE_BREAK,
  isValidAadhaar,
  LOGIN_EMAIL_PATTERN,
  resetRequestSchema,
  setPasswordSchema,
  signupSchema,
} from '@portal/shared/validation';
import type { z } from 'zod';
import { buildApp } from '../../src/app.js';
import { one, sql, type Database } from '../../src/db/client.js';
import { createInvite } from '../../src/services/invites.js';
import { createMember } from '../../src/services/members.js';
import { testConfig } from '../helpers/context.js';
import { closePgliteTemplate, freshPglite } from '../helpers/databases.js';
import { signIn } from '../helpers/services.js';
import { runTag, seededNetwork, tableCounts, withAuth, type NetworkMember, type TableCounts } from './helpers.js';

const RUNS = Number(process.env['SECURITY_FC_RUNS'] ?? 1000);
const BODY_LIMIT = 64 * 1024;

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE members; --",
  'Robert"); DROP TABLE applications;--',
  '1; SELECT pg_sleep(10)',
  "' UNION SELECT pan_enc, aadhaar_enc FROM members --",
  '%',
  '_%_',
  '\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(document.cookie)>',
  "javascript:alert('x')",
  '{{7*7}}${7*7}<%= 7*7 %>',
  '=HYPERLINK("http://evil.example","x")',
  '../../../../etc/passwd',
  '\u202Egnp.exe',
  'ﷺ𒐫𒈙⸻꧅',
  'Zalgo: Z̷̡̛̤͎a̸̢̛l̶g̵o̷',
  '😀👩‍👩‍👧‍👦🇮🇳',
  'नमस्ते दुनिया',
  '\uFEFFbom',
  'a\u00A0b\u2028c',
];

let counter = 0;
const uniq = () => `${runTag}-${++counter}`;

// ---------------------------------------------------------------------------------------------------------
// Arbitraries
// ---------------------------------------------------------------------------------------------------------

/** Any text: graphemes, arbitrary code points (lone surrogates included), injections, controls. */
const anyText = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength }),
    // Any code point, lone surrogates included (short: this unit is slow to generate).
    fc.string({ unit: 'binary', maxLength: Math.min(maxLength, 12) }),
    fc.tuple(fc.string({ unit: 'grapheme', maxLength }), fc.string({ unit: 'binary', maxLength: 4 })).map(([a, b]) => a + b),
    fc.string({ unit: 'grapheme-ascii', maxLength }),
    fc.constantFrom(...INJECTIONS),
    fc.tuple(fc.constantFrom(...INJECTIONS), fc.string({ maxLength: 10 })).map(([a, b]) => a + b),
    fc
      .tuple(fc.string({ maxLength: 10 }), fc.integer({ min: 0, max: 0x1f }), fc.string({ maxLength: 10 }))
      .map(([a, c, b]) => `${a}${String.fromCharCode(c)}${b}`),
  );

/**
 * Text a required text field accepts: 1..max after trimming, something visible, no control characters;
 * for a one-line field (a name) no tab or line break either.
 */
const goodText = (max: number, { oneLine = true }: { oneLine?: boolean } = {}) =>
  anyText(Math.min(max, 300))
    // Built rather than filtered (filtering random code points is slow): controls dropped, blanks filled.
    .map((v) => v.replace(new RegExp(CONTROL_CHARACTER.source, 'gu'), ''))
    .map((v) => (oneLine ? v.replace(new RegExp(LINE_BREAK.source, 'gu'), ' ') : v).slice(0, max))
    .map((v) => (hasVisibleText(v) ? v : `${v.slice(0, max - 1)}n`))
    .filter((v) => {
      const t = v.trim();
      return t.length >= 1 && t.length <= max && (oneLine ? isOneLineText(t) : !CONTROL_CHARACTER.test(t)) && hasVisibleText(t);
    });

const notString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
const MISSING = Symbol('missing');
const missing = fc.constant(MISSING);

/** Values a required text field of at most `max` refuses. */
const badText = (max: number) =>
  fc.oneof(
    missing,
    notString,
    fc.stringMatching(/^[ \t\r\n]{0,5}$/),
    fc
      .tuple(
        goodText(10),
        fc.integer({ min: 0, max: 0x1f }).filter((c) => ![9, 10, 13].includes(c)),
        goodText(10),
      )
      .map(([a, c, b]) => `${a.trim()}${String.fromCharCode(c === 11 || c === 12 ? 1 : c)}${b.trim()}`),
    fc
      .integer({ min: max + 1, max: max + 500 })
      .chain((n) => fc.constantFrom('x'.repeat(n), 'अ'.repeat(n), `${'<b>'.repeat(Math.ceil(n / 3))}`)),
    // Bidi overrides and isolates, C1 controls, and text that shows nothing.
    fc
      .tuple(goodText(10), fc.constantFrom('\u202E', '\u202A', '\u2066', '\u2069', '\u0085', '\u009B'), goodText(10))
      .map(([a, c, b]) => `${a.trim()}${c}${b.trim()}`),
    fc
      .array(fc.constantFrom('\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u3164', ' '), { minLength: 1, maxLength: 6 })
      .map((chars) => chars.join('')),
  );

/** Values a one-line field (a name) refuses besides `badText`'s: a line break or tab that would start a new line in a mail. */
const badLine = (max: number) =>
  fc.oneof(
    badText(max),
    fc
      .tuple(goodText(10), fc.constantFrom('\r\n', '\n', '\r', '\u2028', '\u2029', '\t'), goodText(10))
      .map(([a, c, b]) => `${a.trim()}${c}Bcc: ${b.trim()}`),
  );

/** Values an optional text field of at most `max` refuses (absent and empty are fine). */
const badOptionalText = (max: number) =>
  fc.oneof(
    fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 2 })),
    fc.integer({ min: max + 1, max: max + 100 }).map((n) => 'y'.repeat(n)),
  );

const goodEmail = fc
  .tuple(
    fc.oneof(fc.stringMatching(/^[a-z0-9._%+-]{1,20}$/), fc.constantFrom("o'brien", 'नाम', 'x+tag', '"quoted"', '😀')),
    fc.stringMatching(/^[a-z0-9-]{1,20}$/),
    fc.constantFrom('in', 'com', 'co.in', 'example', 'भारत'),
    fc.constantFrom('', ' ', '\t'),
  )
  .map(([local, domain, tld, pad]) => ({ value: `${pad}${local}.${uniq()}@${domain}.${tld}${pad}`, canonical: `${local}.${uniq()}` }))
  .map(({ value }) => value)
  .filter((v) => v.trim().length <= 254 && LOGIN_EMAIL_PATTERN.test(v.trim()));

const badEmail = fc.oneof(
  missing,
  notString,
  fc.constantFrom(
    '',
    '   ',
    'plain',
    'a@b',
    '@example.com',
    'a@.',
    'a b@example.com',
    'a@@example.com',
    'a@example .com',
    `${'a'.repeat(250)}@x.in`,
  ),
  anyText(60).filter((v) => !LOGIN_EMAIL_PATTERN.test(v.trim()) || v.trim().length > 254),
  fc.constantFrom(...INJECTIONS).filter((v) => !LOGIN_EMAIL_PATTERN.test(v.trim())),
);

const goodPhone = fc.tuple(fc.stringMatching(/^\d{10}$/), fc.constantFrom('', ' ')).map(([d, pad]) => `${pad}${d}${pad}`);
const badPhone = fc.oneof(
  missing,
  notString,
  fc.integer({ min: 1_000_000_000, max: 9_999_999_999 }),
  fc.constantFrom('', '+91 98765 43210', '98765-43210', '٩٨٧٦٥٤٣٢١٠', '９８７６５４３２１０', '987654321', '98765432101', "9876543210' --"),
  anyText(20).filter((v) => !/^\d{10}$/.test(v.trim())),
);

/** A valid Aadhaar number: 11 random digits (first 2-9) completed with the one Verhoeff check digit. */
const goodAadhaar = fc.tuple(fc.integer({ min: 2, max: 9 }), fc.stringMatching(/^\d{10}$/), fc.boolean()).map(([first, rest, spaced]) => {
  const stem = `${first}${rest}`;
  const full = [...'0123456789'].map((d) => stem + d).find((n) => isValidAadhaar(n))!;
  return spaced ? `${full.slice(0, 4)} ${full.slice(4, 8)} ${full.slice(8)}` : full;
});
const badAadhaar = fc.oneof(
  notString.filter((v) => v !== null),
  fc.constant(null),
  // One digit changed: Verhoeff detects every single-digit error.
  fc.tuple(goodAadhaar, fc.integer({ min: 0, max: 11 }), fc.integer({ min: 1, max: 9 })).map(([a, i, delta]) => {
    const digits = a.replace(/\s/g, '').split('');
    digits[i] = String((Number(digits[i]) + delta) % 10);
    return digits.join('');
  }),
  fc.constantFrom('0000 0000 0000', '1234 5678 9012', '12345678901', '2341-2341-2346', '234123412346x', 'abcd efgh ijkl'),
);
const goodPan = fc.tuple(fc.stringMatching(/^[A-Za-z]{5}\d{4}[A-Za-z]$/), fc.constantFrom('', ' ')).map(([p, pad]) => `${pad}${p}${pad}`);
const badPan = fc.oneof(
  fc.integer(),
  fc.constant(null),
  fc.constantFrom('ABC', 'ABCDE12345', '12345ABCDE', 'ABCDE1234FF', 'ÄBCDE1234F'),
  anyText(20).filter((v) => v.trim() !== '' && !/^[A-Z]{5}\d{4}[A-Z]$/.test(v.trim().toUpperCase())),
);

const extraFields = fc.dictionary(
  fc.oneof(
    fc.constantFrom('isAdmin', 'status', 'coCode', 'firebaseUid', 'id', 'path', 'role', 'constructor'),
    fc.string({ minLength: 1, maxLength: 12 }),
  ),
  fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null)),
  { maxKeys: 4 },
);

type Fields = Record<string, fc.Arbitrary<unknown>>;

/** A case: the payload, what should happen, and the field a mutation broke. */
interface Case {
  kind: 'valid' | 'mutated' | 'anything' | 'raw';
  payload: unknown;
  field?: string;
  /** A raw body (sent as is) and its content type. */
  raw?: { body: string; contentType: string };
}

function withoutMissing(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== MISSING));
}

/** Valid records, records with one field broken, arbitrary JSON, and raw bodies. */
function cases(good: Fields, bad: Fields, optional: string[] = []): fc.Arbitrary<Case> {
  const goodRecord = fc.record(
    Object.fromEntries(Object.entries(good).map(([k, arb]) => [k, optional.includes(k) ? fc.option(arb, { nil: MISSING as never }) : arb])),
  );
  const valid = fc.tuple(goodRecord, fc.option(extraFields, { nil: undefined })).map(([record, extra]): Case => ({
    kind: 'valid',
    payload: { ...Object.fromEntries(Object.entries(extra ?? {}).filter(([k]) => !(k in good))), ...withoutMissing(record) },
  }));
  const mutated = fc
    .tuple(goodRecord, fc.constantFrom(...Object.keys(bad)))
    .chain(([record, field]) =>
      bad[field]!.map((value): Case => ({ kind: 'mutated', field, payload: withoutMissing({ ...record, [field]: value }) })),
    );
  const anything = fc
    .oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.dictionary(fc.constantFrom(...Object.keys(good)), fc.oneof(fc.jsonValue({ maxDepth: 1 }), anyText(50)), {
        maxKeys: Object.keys(good).length,
      }),
    )
    .map((payload): Case => ({ kind: 'anything', payload }));
  const raw = fc
    .oneof(
      anyText(80).map((body) => ({ body, contentType: 'application/json' })),
      fc.constantFrom(
        { body: '{"name":', contentType: 'application/json' },
        { body: '{"__proto__":{"isAdmin":true},"email":"a@b.co"}', contentType: 'application/json' },
        { body: '{"constructor":{"prototype":{"x":1}}}', contentType: 'application/json' },
        { body: 'name=a&email=a%40b.co', contentType: 'application/x-www-form-urlencoded' },
        { body: '<xml/>', contentType: 'application/xml' },
        { body: '{"email":"a@b.co"}', contentType: 'text/plain' },
        { body: `{"email":"${'x'.repeat(BODY_LIMIT)}@b.co"}`, contentType: 'application/json' },
      ),
      fc.uint8Array({ maxLength: 40 }).map((bytes) => ({ body: Buffer.from(bytes).toString('latin1'), contentType: 'application/json' })),
    )
    .map((raw): Case => ({ kind: 'raw', payload: undefined, raw }));
  const huge = fc.tuple(goodRecord, fc.constantFrom(...Object.keys(good))).map(([record, field]): Case => ({
    kind: 'mutated',
    field,
    payload: { ...withoutMissing(record), [field]: 'h'.repeat(BODY_LIMIT + 10) },
  }));
  return fc.oneof(
    { arbitrary: valid, weight: 15 },
    { arbitrary: mutated, weight: 30 },
    { arbitrary: anything, weight: 10 },
    { arbitrary: raw, weight: 5 },
    { arbitrary: huge, weight: 1 },
  );
}

// ---------------------------------------------------------------------------------------------------------
// The checks
// ---------------------------------------------------------------------------------------------------------

let database: Database;
let app: FastifyInstance;
let members: NetworkMember[];
let linked: NetworkMember;

beforeAll(async () => {
  database = await freshPglite();
  const config = testConfig({ publicRateLimit: { max: 1_000_000, timeWindowMs: 60_000 } });
  members = await seededNetwork(database, config.encryptionKey);
  // A member whose Firebase account has the member's e-mail, so a reset request for it queues a mail.
  const email = `reset-${uniq()}@security.test`;
  const created = await createMember(database.db, config.encryptionKey, { name: 'Reset Target', email, parentCoCode: members[0]!.coCode });
  const user = await withAuth((auth) => auth.createUser({ email, password: 'Reset@12345' }));
  await database.db.execute(sql`UPDATE members SET firebase_uid = ${user.uid} WHERE id = ${created.id}`);
  linked = { id: created.id, coCode: created.coCode, path: created.path, name: 'Reset Target', email };
  app = await buildApp({ database, config, logger: false });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await closePgliteTemplate();
});

const diff = (before: TableCounts, after: TableCounts) =>
  Object.fromEntries(
    Object.keys(before)
      .map((k) => [k, after[k as keyof TableCounts] - before[k as keyof TableCounts]])
      .filter(([, d]) => d !== 0),
  );

interface Outcome {
  statusCode: number;
  body: Record<string, unknown>;
  written: Record<string, number>;
}

/** Sends a case, checks the answer's shape, returns what it wrote. */
let lastCounts: TableCounts | undefined;
async function send(method: 'GET' | 'POST', url: string, c: Case, query?: string): Promise<Outcome> {
  // The counts after one request are the counts before the next (writes only happen through requests
  // here; `lastCounts` is cleared after any direct write).
  const before = lastCounts ?? (await tableCounts(database.db));
  lastCounts = undefined;
  let res;
  if (method === 'GET') res = await app.inject({ method, url: `${url}${query ?? ''}` });
  else if (c.raw) res = await app.inject({ method, url, headers: { 'content-type': c.raw.contentType }, payload: c.raw.body });
  else
    res = await app.inject({ method, url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(c.payload) ?? 'null' });
  const after = await tableCounts(database.db);
  lastCounts = after;
  const what = `${c.kind} ${c.field ?? ''} ${JSON.stringify(c.payload ?? c.raw)?.slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, what).toBeLessThan(500);
  const written = diff(before, after);
  if (method === 'POST' && url === '/contact' && c.raw?.contentType === 'application/x-www-form-urlencoded') {
    // The landing page's contact form posted natively: answered with an HTML page (checked in detail by
    // the write-endpoint suite); refused, it writes nothing.
    expect(String(res.headers['content-type']), what).toContain('text/html');
    expect(res.body, what).toContain('<h1>');
    if (res.statusCode >= 400) expect(written, `refused but wrote: ${what}`).toEqual({});
    return { statusCode: res.statusCode, body: {}, written };
  }
  expect(String(res.headers['content-type']), what).toContain('application/json');
  const body = JSON.parse(res.body) as Record<string, unknown>;
  if (res.statusCode >= 400) {
    expect(body['status'], what).toBe('error');
    expect(body['message'], what).toEqual(expect.stringMatching(/\S/));
    expect(written, `refused but wrote: ${what}`).toEqual({});
  }
  return { statusCode: res.statusCode, body, written };
}

/** 400 with at least one field message (`_` for a body that is not an object). */
function expectFieldErrors(out: Outcome, field?: string) {
  const errors = out.body['errors'] as Record<string, string> | undefined;
  const what = JSON.stringify(out.body);
  expect(out.statusCode, what).toBe(400);
  expect(errors, what).toBeDefined();
  expect(Object.keys(errors!).length, what).toBeGreaterThan(0);
  for (const message of Object.values(errors!)) expect(message, what).toEqual(expect.stringMatching(/\S/));
  if (field)
    expect(
      Object.keys(errors!).some((k) => k === field || k.startsWith(`${field}.`)),
      what,
    ).toBe(true);
}

/** PostgreSQL cannot store U+0000: the API refuses it in any field (values and keys) with a 400. */
const hasNul = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes('\u0000')
    : Boolean(value) && typeof value === 'object' && Object.entries(value as object).some(([k, v]) => k.includes('\u0000') || hasNul(v));

/** Keys the JSON parser refuses outright (prototype poisoning): answered 400 "not valid JSON", no field. */
const poisoned = (value: unknown): boolean =>
  Boolean(value) &&
  typeof value === 'object' &&
  Object.entries(value as object).some(
    ([k, v]) =>
      k === '__proto__' ||
      (k === 'constructor' && Boolean(v) && typeof v === 'object' && Object.hasOwn(v as object, 'prototype')) ||
      poisoned(v),
  );

const jsonSize = (c: Case) => Buffer.byteLength(c.raw ? c.raw.body : (JSON.stringify(c.payload) ?? ''));

/** The common rules for a JSON POST endpoint; `accepted` checks a 2xx answer to a valid payload. */
async function checkPost(url: string, schema: z.ZodType, c: Case, accepted: (out: Outcome, payload: Record<string, unknown>) => void) {
  const out = await send('POST', url, c);
  if (jsonSize(c) > BODY_LIMIT) {
    expect(out.statusCode).toBe(413);
    return out;
  }
  if (c.kind === 'raw') {
    // Not JSON, not an object, or not JSON at all: 400/415 with a message; parseable JSON gets field messages.
    expect([400, 415], JSON.stringify(out.body)).toContain(out.statusCode);
    let parsed: unknown;
    try {
      parsed = c.raw!.contentType === 'application/json' ? JSON.parse(c.raw!.body) : undefined;
    } catch {
      parsed = undefined;
    }
    if (
      parsed !== undefined &&
      !c.raw!.body.includes('__proto__') &&
      !c.raw!.body.includes('constructor') &&
      !schema.safeParse(parsed).success
    )
      expectFieldErrors(out);
    return out;
  }
  if (poisoned(c.payload)) {
    expect(out.statusCode).toBe(400);
    return out;
  }
  const schemaValid = schema.safeParse(c.payload).success;
  if (c.kind === 'valid') expect(schemaValid, `generator made an invalid payload ${JSON.stringify(c.payload)}`).toBe(true);
  if (c.kind === 'mutated') expect(schemaValid, `mutation left the payload valid ${JSON.stringify(c.payload)}`).toBe(false);
  const valid = schemaValid && !hasNul(c.payload);
  if (valid) {
    expect(out.statusCode, JSON.stringify({ payload: c.payload, body: out.body })).toBeLessThan(300);
    accepted(out, c.payload as Record<string, unknown>);
  } else {
    expectFieldErrors(out, c.kind === 'mutated' && !hasNul(c.payload) ? c.field : undefined);
  }
  return out;
}

const runs = { numRuns: RUNS };

describe(`property-based bad input (${RUNS} payloads per endpoint)`, () => {
  it('POST /contact', async () => {
    const arb = cases(
      { name: goodText(100), email: goodEmail, phone: goodPhone, message: goodText(2000, { oneLine: false }), referer: goodText(200) },
      { name: badLine(100), email: badEmail, phone: badPhone, message: badText(2000), referer: badOptionalText(200) },
      ['referer'],
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(arb, async (c) => {
        await checkPost('/contact', contactSchema, c, (out) => {
          expect(out.written).toEqual({ contact_messages: 1, outbox: 1 });
          accepted++;
        });
      }),
      runs,
    );
    expect(accepted).toBeGreaterThan(RUNS / 10);
  }, 300_000);

  it('POST /send-registration', async () => {
    const arb = cases(
      {
        name: goodText(100),
        phone: goodPhone,
        email: goodEmail,
        panNo: goodPan,
        aadharNo: goodAadhaar,
        referralId: goodText(100),
        reason: goodText(1000, { oneLine: false }),
      },
      {
        name: badLine(100),
        phone: badPhone,
        email: badEmail,
        panNo: badPan,
        aadharNo: badAadhaar,
        referralId: badOptionalText(100),
        reason: badText(1000),
      },
      ['panNo', 'aadharNo', 'referralId'],
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(arb, async (c) => {
        await checkPost('/send-registration', signupSchema, c, (out) => {
          // The application, and its acknowledgement to the applicant.
          expect(out.written).toEqual({ applications: 1, outbox: 1 });
          accepted++;
        });
      }),
      runs,
    );
    expect(accepted).toBeGreaterThan(RUNS / 10);
    // A valid application for an e-mail already used: 409 with a message, nothing written (checked in send).
    const again = await send('POST', '/send-registration', {
      kind: 'valid',
      payload: { name: 'Dup', phone: '9876543210', email: ` ${members[3]!.email.toUpperCase()} `, reason: 'again' },
    });
    expect(again.statusCode).toBe(409);
  }, 300_000);

  it('GET /account/check?email=', async () => {
    const encode = (value: string) =>
      [...Buffer.from(value, 'utf8')]
        .map((b) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`))
        .join('');
    const query = fc.oneof(
      { arbitrary: anyText(300).map((v) => ({ email: [v] as unknown })), weight: 25 },
      { arbitrary: goodEmail.map((v) => ({ email: [v] as unknown })), weight: 10 },
      {
        arbitrary: fc
          .constantFrom(linked.email, ` ${linked.email.toUpperCase()} `, members[1]!.email)
          .map((v) => ({ email: [v] as unknown })),
        weight: 5,
      },
      { arbitrary: fc.array(anyText(20), { minLength: 0, maxLength: 3 }).map((list) => ({ email: list as unknown })), weight: 5 },
      {
        arbitrary: fc.constantFrom({ raw: '?email=%FF%FE%00' }, { raw: '?email=%' }, { raw: '?emai=x&email' }, { raw: '?email=%E0%A4' }),
        weight: 2,
      },
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const list = 'email' in q ? (q.email as string[]) : undefined;
        const qs = 'raw' in q ? q.raw : list!.length ? `?${list!.map((v) => `email=${encode(v)}`).join('&')}` : '';
        const out = await send('GET', '/account/check', { kind: 'anything', payload: qs }, qs);
        if (list?.length === 1) {
          // What the server decodes: lone surrogates arrive as U+FFFD.
          const decoded = Buffer.from(list[0]!, 'utf8').toString('utf8');
          const valid = checkUserQuerySchema.safeParse({ email: decoded }).success && !hasNul(decoded);
          if (valid) {
            expect(out.statusCode, `${qs} ${JSON.stringify(out.body)}`).toBe(200);
            const email = decoded.trim().toLowerCase();
            // An address the send-registration property left pending reads as such; any other unknown one as unknown.
            const account =
              email === linked.email
                ? 'registered'
                : email === members[1]!.email
                  ? 'invited'
                  : expect.stringMatching(/^(unknown|pending)$/);
            expect(out.body).toEqual({ status: 'success', userRegistered: email === linked.email, account });
            accepted++;
          } else expectFieldErrors(out, 'email');
        } else if (list) {
          expectFieldErrors(out, 'email');
        } else expect(out.statusCode).toBeLessThan(500);
        expect(out.written).toEqual({});
      }),
      runs,
    );
    expect(accepted).toBeGreaterThan(RUNS / 10);
  }, 300_000);

  for (const url of ['/account/reset-password', '/user/reset-password']) {
    it(`POST ${url}`, async () => {
      const emails = fc.oneof(
        { arbitrary: goodEmail, weight: 10 },
        { arbitrary: fc.constantFrom(linked.email, ` ${linked.email.toUpperCase()} `), weight: 1 },
        // A member without an account yet: the same answer as unknown, no mail.
        { arbitrary: fc.constant(members[4]!.email), weight: 1 },
      );
      const arb = cases({ email: emails }, { email: badEmail });
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(arb, async (c) => {
          await checkPost(url, resetRequestSchema, c, (out, payload) => {
            const known = String(payload['email']).trim().toLowerCase() === linked.email;
            expect(out.written).toEqual(known ? { outbox: 1 } : {});
            accepted++;
          });
        }),
        runs,
      );
      expect(accepted).toBeGreaterThan(RUNS / 20);
    }, 300_000);
  }

  it('POST /account/set-password', async () => {
    // Well-formed payloads with a token that is not a genuine invite are refused on the token field.
    const token = fc.oneof(
      fc
        .tuple(
          fc.integer({ min: 1, max: 99 }),
          fc.base64String({ minLength: 4, maxLength: 40 }),
          fc.base64String({ minLength: 4, maxLength: 44 }),
        )
        .map(([a, b, c]) => `${a}.${b}.${c}`),
      goodText(2048).filter((v) => v.length <= 2048 && v.length >= 1),
    );
    const password = fc.string({ unit: 'grapheme', minLength: 6, maxLength: 60 }).filter((p) => p.length >= 6 && p.length <= 128);
    const arb = cases(
      { email: fc.oneof(goodEmail, fc.constant(members[5]!.email)), token, password },
      {
        email: badEmail,
        token: fc.oneof(missing, notString, fc.constant(''), fc.constant('t'.repeat(2049))),
        password: fc.oneof(
          missing,
          notString,
          fc.string({ maxLength: 5 }).filter((p) => p.length < 6),
          fc.constant('p'.repeat(129)),
        ),
      },
    );
    await fc.assert(
      fc.asyncProperty(arb, async (c) => {
        const out = await checkPost('/account/set-password', setPasswordSchema, c, () => {
          throw new Error('a payload without a genuine invite was accepted');
        }).catch((error: unknown) => {
          // checkPost expects 2xx for schema-valid payloads; here they must be refused on the token.
          if (!(error instanceof Error) || !/expected \d+ to be less than 300/.test(error.message)) throw error;
          return undefined;
        });
        if (out === undefined || (c.kind !== 'raw' && setPasswordSchema.safeParse(c.payload).success)) {
          const again = await send('POST', '/account/set-password', c);
          expectFieldErrors(again, 'token');
        }
      }),
      runs,
    );
  }, 300_000);

  it('POST /account/set-password accepts generated valid passwords with genuine invites', async () => {
    const passwords = fc.sample(
      fc.string({ unit: 'grapheme', minLength: 6, maxLength: 40 }).filter((p) => p.length >= 6 && p.trim() === p),
      { numRuns: 3, seed: 42 },
    );
    for (const [i, password] of passwords.entries()) {
      const email = `invitee-${uniq()}@security.test`;
      const member = await createMember(database.db, testConfig().encryptionKey, {
        name: `Invitee ${i}`,
        email,
        parentCoCode: members[0]!.coCode,
      });
      const inviteToken = await createInvite(database.db, testConfig().inviteSecret, member.id);
      lastCounts = undefined;
      const out = await send('POST', '/account/set-password', {
        kind: 'valid',
        payload: { email: ` ${email.toUpperCase()} `, token: inviteToken, password },
      });
      expect(out.statusCode, JSON.stringify(out.body)).toBe(200);
      expect(out.written).toEqual({ linked_members: 1, used_invites: 1 });
      await signIn(email, password);
      const reused = await send('POST', '/account/set-password', { kind: 'valid', payload: { email, token: inviteToken, password } });
      expectFieldErrors(reused, 'token');
    }
    const row = await one<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM members WHERE email LIKE 'invitee-%' AND firebase_uid IS NOT NULL`,
    );
    expect(row!.n).toBe(passwords.length);
  });
});
