import { CsvError, parse, type Options } from 'csv-parse/sync';
import { nextTurn } from './eventLoop.js';

/** Why a row could not be read as CSV. */
export type CsvProblem = 'unclosedQuote' | 'textAfterQuote' | 'quoteInCell' | 'malformed';

/** A row of a CSV file, by the 1-based line it starts on: its cells, or why it could not be read. */
export type CsvRecord = { line: number; cells: string[] } | { line: number; problem: CsvProblem };

const PROBLEMS: Partial<Record<string, CsvProblem>> = {
  CSV_QUOTE_NOT_CLOSED: 'unclosedQuote',
  CSV_INVALID_CLOSING_QUOTE: 'textAfterQuote',
  INVALID_OPENING_QUOTE: 'quoteInCell',
};

const CR = 0x0d;
const LF = 0x0a;

// Rows may differ in length (the caller reports that in its own words), and a file may mix line endings
// (csv-parse would otherwise keep the first one it sees and join the rows ending otherwise).
const OPTIONS: Options = { relax_column_count: true, skip_empty_lines: true, record_delimiter: ['\r\n', '\n', '\r'] };

/**
 * RFC 4180 CSV (csv-parse): quoted cells with commas, line breaks and doubled quotes; CRLF, LF or CR; a
 * leading BOM dropped; rows with no text in any cell skipped. Each row has the line it starts on. A row
 * that is not valid CSV (an unclosed quote, text after a closing quote, a quote inside an unquoted cell)
 * is returned with its problem, and reading goes on at the next line: a broken quote gives no reliable
 * end to its row, and the rows after it are most likely whole.
 */
export function parseCsv(text: string): CsvRecord[] {
  const data = Buffer.from(text.replace(/^\uFEFF/, ''), 'utf8');
  const lines = new LineCounter(data);
  const records: CsvRecord[] = [];
  for (let from = 0; from < data.length;) from = readFrom(data, from, lines, records);
  return records;
}

/** Rows read between two turns of the event loop. */
const ROWS_PER_SLICE = 500;

/** `parseCsv`, a slice of rows at a time, letting the event loop answer other requests in between. */
export async function parseCsvInSlices(text: string): Promise<CsvRecord[]> {
  const data = Buffer.from(text.replace(/^\uFEFF/, ''), 'utf8');
  const lines = new LineCounter(data);
  const records: CsvRecord[] = [];
  for (let from = 0; from < data.length;) {
    from = readFrom(data, from, lines, records, ROWS_PER_SLICE);
    await nextTurn();
  }
  return records;
}

/**
 * Reads rows from the byte offset `from` to the end, to the first broken row, or to `maxRows` rows;
 * returns where to go on.
 */
function readFrom(data: Buffer, from: number, lines: LineCounter, records: CsvRecord[], maxRows?: number): number {
  let end = from;
  // csv-parse's number of the line the last row read ends on, counting from 1 at `from`.
  let endLine = 0;
  let read = 0;
  try {
    // Rows are collected as they come: csv-parse returns none of them when it throws.
    parse(data.subarray(from), {
      ...OPTIONS,
      ...(maxRows ? { to: maxRows } : {}),
      on_record: (cells: string[], info) => {
        const line = lines.lineOf(rowStart(data, end));
        end = from + info.bytes;
        endLine = info.lines;
        read++;
        if (cells.some((cell) => cell !== '')) records.push({ line, cells });
        return null;
      },
    });
    return maxRows && read >= maxRows ? end : data.length;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const start = rowStart(data, end);
    const next = nextLine(data, start);
    // Compared in csv-parse's own line numbers (it counts a CRLF inside a quoted cell twice).
    const metPastFirstLine = Number(error['lines']) > endLine + 1 + lineBreaks(data, end, start);
    const problem = metPastFirstLine ? problemOfLine(data.subarray(start, next), error) : problemOf(error);
    records.push({ line: lines.lineOf(start), problem });
    return next;
  }
}

const problemOf = (error: CsvError): CsvProblem => PROBLEMS[error.code] ?? 'malformed';

/**
 * The problem of a broken row's first line read alone, for an error csv-parse met on a later line. A
 * quote left open on the first line surfaces where the next quoted cell begins, as text after a closing
 * quote there; read alone, the line shows the quote that was never closed.
 */
function problemOfLine(line: Buffer, error: CsvError): CsvProblem {
  try {
    parse(line, OPTIONS);
    return problemOf(error);
  } catch (lineError) {
    if (lineError instanceof CsvError) return problemOf(lineError);
    throw lineError;
  }
}

/** Where the row after `offset` (the end of the previous one) starts: past the empty lines csv-parse skipped. */
function rowStart(data: Buffer, offset: number): number {
  let at = offset;
  while (data[at] === CR || data[at] === LF) at++;
  return at;
}

/** The offset of the line after the one `offset` is on (the end of the data on the last line). */
function nextLine(data: Buffer, offset: number): number {
  let at = offset;
  while (at < data.length && data[at] !== CR && data[at] !== LF) at++;
  return data[at] === CR && data[at + 1] === LF ? at + 2 : at + 1;
}

/** The line breaks in `data` from `from` to `to`, counting CRLF, LF and CR once each. */
function lineBreaks(data: Buffer, from: number, to: number): number {
  let count = 0;
  for (let at = from; at < to; at++) if (data[at] === LF || (data[at] === CR && data[at + 1] !== LF)) count++;
  return count;
}

/** Line numbers (1-based) of offsets asked in increasing order. */
class LineCounter {
  private offset = 0;
  private line = 1;

  constructor(private readonly data: Buffer) {}

  lineOf(offset: number): number {
    this.line += lineBreaks(this.data, this.offset, offset);
    this.offset = Math.max(this.offset, offset);
    return this.line;
  }
}

/**
 * One CSV row (CRLF-terminated): a cell with a comma, quote or line break is quoted, its quotes doubled;
 * text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, …) is prefixed with `'`, plain numbers not.
 */
export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  const cell = (value: string | number | null | undefined) => {
    let text = value === null || value === undefined ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `${cells.map(cell).join(',')}\r\n`;
}
