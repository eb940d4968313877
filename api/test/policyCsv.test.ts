/**
 * The policy import's CSV reading: csv-parse's rows with the lines they start on, and malformed quoting
 * reported on its own row (the rest of the file still read), through parseCsv and the import's
 * classification on a PGlite database with one member.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, sql, type Database } from '../src/db/client.js';
import { inLanguage } from '../src/i18n/index.js';
import { parseCsv } from '../src/services/csv.js';
import { classifyPolicyFile, importPolicies, PolicyFileError } from '../src/modules/admin/imports/policyImport.js';
import { certifyForTests } from './helpers/certified.js';
import { closePgliteTemplate, freshPglite } from './helpers/databases.js';

const HEADER = 'policyType,productName,policyNumber,clientName,riskStart,riskEnd,netPremium,payOut,vehicleNo,insurer,soldBy';
const SELLER = 'CSV1001';
const NOW = new Date('2026-03-01T06:00:00Z');
const row = (number: string, client = 'Asha Rao') =>
  `health,Family Floater Health,${number},${client},2026-01-01,2026-12-31,12000.50,1200.05,,Star Health,${SELLER}`;

describe('parseCsv', () => {
  it('an unclosed quote is a problem on the row it opens; the rows before and after it are read', () => {
    expect(parseCsv('a,b\n1,2\n"open,3\n4,5\n')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', '2'] },
      { line: 3, problem: 'unclosedQuote' },
      { line: 4, cells: ['4', '5'] },
    ]);
    // csv-parse meets it at the next quoted cell, as text after a closing quote there.
    expect(parseCsv('a,b\n"open,1\n"x",2\n')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, problem: 'unclosedQuote' },
      { line: 3, cells: ['x', '2'] },
    ]);
  });

  it('text after a closing quote, or a quote inside an unquoted cell, is a problem on its row', () => {
    expect(parseCsv('a,b\n"q"tail,1\nab"c,2\n"ok",3')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, problem: 'textAfterQuote' },
      { line: 3, problem: 'quoteInCell' },
      { line: 4, cells: ['ok', '3'] },
    ]);
  });

  it('quoted cells keep commas, line breaks and doubled quotes; each row has the line it starts on, after blank lines too', () => {
    const text = 'a,b\n"Rao, Kiran","line 1\nline 2 ""quoted"""\n\n,\n"x"y,1\n"3\n\nlines",z\nlast,row';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['Rao, Kiran', 'line 1\nline 2 "quoted"'] },
      { line: 6, problem: 'textAfterQuote' },
      { line: 7, cells: ['3\n\nlines', 'z'] },
      { line: 10, cells: ['last', 'row'] },
    ]);
  });

  it('reads CRLF, LF and CR line ends, also mixed in one file, and drops a leading BOM', () => {
    const text = '\uFEFFa,b\r\n"x\r\ny",1\r\n\r\n"bad"!,2\rc,3\nd,4\r\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x\r\ny', '1'] },
      { line: 5, problem: 'textAfterQuote' },
      { line: 6, cells: ['c', '3'] },
      { line: 7, cells: ['d', '4'] },
    ]);
  });
});

describe('policy import of a file with malformed quoting', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshPglite();
    await database.db.execute(
      sql`INSERT INTO members (co_code, path, name, email) VALUES (${SELLER}, '/1/', 'CSV Seller', 'csv-seller@example.in')`,
    );
    await database.db.execute(sql`UPDATE members SET path = '/' || id || '/' WHERE co_code = ${SELLER}`);
    const seller = await one<{ id: number }>(database.db, sql`SELECT id FROM members WHERE co_code = ${SELLER}`);
    await certifyForTests(database.db, [seller!.id]);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await closePgliteTemplate();
  });

  it('a date outside 2000–2100 or an amount above the ceiling is an error naming its column', async () => {
    const csv = [
      HEADER,
      `health,Family Floater Health,CSV-R1,Asha Rao,1999-12-31,2026-12-31,12000.50,1200.05,,Star Health,${SELLER}`,
      `health,Family Floater Health,CSV-R2,Asha Rao,2026-01-01,2026-02-30,12000.50,1200.05,,Star Health,${SELLER}`,
      `health,Family Floater Health,CSV-R3,Asha Rao,2026-01-01,2026-12-31,10000000.01,1200.05,,Star Health,${SELLER}`,
      `health,Family Floater Health,CSV-R4,Asha Rao,2026-01-01,2026-12-31,10000000.00,10000000.00,,Star Health,${SELLER}`,
    ].join('\n');
    const plan = await classifyPolicyFile(database.db, csv, NOW);
    expect(plan.rows.map((r) => [r.line, r.status, r.reasons])).toEqual([
      [2, 'error', ['riskStart: riskStart must be between 2000-01-01 and 2100-12-31']],
      [3, 'error', ['riskEnd: riskEnd is not a real date']],
      [4, 'error', ['netPremium: netPremium must be at most ₹1,00,00,000']],
      [5, 'valid', []],
    ]);
    const lower = await classifyPolicyFile(database.db, csv, NOW, 500_000_00);
    expect(lower.rows[3]!.reasons).toEqual([
      'netPremium: netPremium must be at most ₹5,00,000',
      'payOut: payOut must be at most ₹5,00,000',
    ]);
  });

  it('an unclosed quote is an error on its line; the rows before and after it are valid', async () => {
    const csv = [HEADER, row('CSV-1', '"Rao, Kiran"'), row('CSV-2'), row('CSV-3', '"Mehta, Ravi'), row('CSV-4')].join('\n');
    const plan = await classifyPolicyFile(database.db, csv, NOW);
    expect(plan.rows.map((r) => [r.line, r.status, r.reasons])).toEqual([
      [2, 'valid', []],
      [3, 'valid', []],
      [4, 'error', ['unclosed quote: a cell that starts with " has no closing "']],
      [5, 'valid', []],
    ]);
    expect(plan.counts).toEqual({ valid: 3, duplicate: 0, error: 1 });
    expect(plan.rows[0]!.insert?.policy.clientName).toBe('Rao, Kiran');
  });

  it('"q"tail is an error on its line; a row whose quoted cell spans lines keeps its first line', async () => {
    const csv = [HEADER, row('CSV-5', '"Rao\nKiran"'), row('CSV-6', '"Mehta"tail'), row('CSV-7', '"Ravi ""R"""')].join('\r\n');
    const plan = await classifyPolicyFile(database.db, csv, NOW);
    expect(plan.rows.map((r) => [r.line, r.status, r.reasons])).toEqual([
      [2, 'valid', []],
      [4, 'error', ['text after the closing quote of a cell (a quote inside a quoted cell is written "")']],
      [5, 'valid', []],
    ]);
    expect(plan.rows[2]!.insert?.policy.clientName).toBe('Ravi "R"');
  });

  it('writes the problem in the language of the request', async () => {
    const plan = await inLanguage('hi', () => classifyPolicyFile(database.db, `\uFEFF${HEADER}\n${row('CSV-8', 'ab"c')}`, NOW));
    expect(plan.rows[0]).toMatchObject({
      line: 2,
      status: 'error',
      reasons: ['जो सेल " से शुरू नहीं होता, उसके अंदर " है (पूरे सेल को " में रखें और अंदर का " दो बार "" लिखें)'],
    });
  });

  it('a header that is not valid CSV is no policy file', async () => {
    const classified = classifyPolicyFile(database.db, `"${HEADER}\n${row('CSV-9')}`, NOW);
    await expect(classified).rejects.toThrow(PolicyFileError);
    await expect(classified).rejects.toThrow('The header on line 1 is not valid CSV: unclosed quote');
  });

  it('the CLI import lists the malformed row by line and, with --skip-bad, imports the others', async () => {
    const csv = [HEADER, row('CSV-10'), row('CSV-11', '"Mehta'), row('CSV-12')].join('\n');
    const strict = await importPolicies(database.db, csv, { now: NOW });
    expect(strict).toMatchObject({
      imported: 0,
      total: 3,
      errors: [{ line: 3, message: 'unclosed quote: a cell that starts with " has no closing "' }],
    });
    const lenient = await importPolicies(database.db, csv, { now: NOW, skipBad: true });
    expect(lenient).toMatchObject({ imported: 2, total: 3, errors: [{ line: 3 }] });
  });
});
