/** A payout statement as a PDF: the policy documents' pdf-lib and DejaVu fonts, amounts in ₹ with en-IN grouping. */
import { deflateSync } from 'node:zlib';
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { formatPaise, type PayoutStatement } from '@portal/shared/validation';
import { sliced } from '../../services/eventLoop.js';
import { statementTotals } from './files.js';
import { portalPdf } from '../../services/pdf.js';

const A4: [number, number] = [595.28, 841.89];
const LEFT = 40;
const RIGHT = 555;
const TOP = 800;
const BOTTOM = 50;
const BLACK = '0 0 0 rg';
const GREY = '0.35 0.35 0.35 rg';
const BLUE = '0.2 0.3 0.6 rg';

interface TextOptions {
  size?: number;
  font?: PDFFont;
  color?: string;
  /** Longer text is cut to fit, ending in "…". */
  maxWidth?: number;
}

/**
 * Writes text top to bottom, starting a new page (with its headings again) when one is full. Each page's
 * text is one content stream written directly (text objects positioned with `Tm`): pdf-lib's `drawText`
 * wraps every string in a graphics state and a text object of its own, which for a statement of several
 * hundred lines costs more than everything else. Glyph codes and widths are looked up once per character and
 * font (`portalPdf`'s fonts map each character to one glyph, no shaping).
 */
class TextPages {
  y = TOP;
  private pages = 0;
  private page!: PDFPage;
  private fontKeys = new Map<PDFFont, string>();
  private ops: string[] = [];
  private state = { font: '', size: 0, color: BLACK };
  private readonly glyphs = new Map<PDFFont, Map<string, { hex: string; width: number }>>();

  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private readonly footer: string,
  ) {
    this.newPage();
  }

  newPage() {
    this.flush();
    this.page = this.doc.addPage(A4);
    this.pages++;
    this.fontKeys = new Map(
      [this.regular, this.bold].map((font) => [font, this.page.node.newFontDictionary(font.name, font.ref).toString()]),
    );
    this.state = { font: '', size: 0, color: BLACK };
    this.y = TOP;
    this.at(`${this.footer} · page ${this.pages}`, LEFT, 25, { size: 7, color: GREY });
  }

  /** Room for `height` more points, else a new page (`onBreak` redraws headings). */
  need(height: number, onBreak?: () => void) {
    if (this.y - height >= BOTTOM) return;
    this.newPage();
    onBreak?.();
  }

  text(text: string, x: number, options: TextOptions = {}) {
    this.at(options.maxWidth === undefined ? text : this.fit(text, options.maxWidth, options), x, this.y, options);
  }

  right(text: string, xRight: number, options: TextOptions = {}) {
    this.at(text, xRight - this.width(text, options), this.y, options);
  }

  /** A label and an amount on one row. */
  amountRow(label: string, paise: number, bold = false) {
    this.need(15);
    const font = bold ? this.bold : this.regular;
    this.text(label, LEFT, { font, size: 10, maxWidth: 400 });
    this.right(formatPaise(paise), RIGHT, { font, size: 10 });
    this.y -= 15;
  }

  heading(text: string) {
    this.need(40);
    this.y -= 8;
    this.text(text, LEFT, { font: this.bold, size: 12 });
    this.y -= 18;
  }

  async save(): Promise<Uint8Array> {
    this.flush();
    return this.doc.save({ useObjectStreams: false });
  }

  private at(text: string, x: number, y: number, { size = 9, font = this.regular, color = BLACK }: TextOptions) {
    const key = this.fontKeys.get(font)!;
    if (key !== this.state.font || size !== this.state.size) {
      this.ops.push(`${key} ${size} Tf`);
      this.state.font = key;
      this.state.size = size;
    }
    if (color !== this.state.color) {
      this.ops.push(color);
      this.state.color = color;
    }
    let hex = '';
    for (const char of text) hex += this.glyph(font, char).hex;
    this.ops.push(`1 0 0 1 ${x.toFixed(2)} ${y.toFixed(2)} Tm`, `<${hex}> Tj`);
  }

  private width(text: string, { font = this.regular, size = 9 }: TextOptions) {
    let width = 0;
    for (const char of text) width += this.glyph(font, char).width;
    return width * size;
  }

  private fit(text: string, maxWidth: number, options: TextOptions) {
    if (this.width(text, options) <= maxWidth) return text;
    const chars = [...text];
    while (chars.length && this.width(`${chars.join('')}…`, options) > maxWidth) chars.pop();
    return `${chars.join('')}…`;
  }

  /** The character's glyph code in the font's subset (hex) and its advance at size 1. */
  private glyph(font: PDFFont, char: string) {
    let byChar = this.glyphs.get(font);
    if (!byChar) this.glyphs.set(font, (byChar = new Map()));
    let found = byChar.get(char);
    if (!found) {
      found = { hex: font.encodeText(char).toString().slice(1, -1), width: font.widthOfTextAtSize(char, 1) };
      byChar.set(char, found);
    }
    return found;
  }

  private flush() {
    if (!this.ops.length) return;
    // Node's zlib rather than pdf-lib's flateStream (pako, in JavaScript): the same stream, in a fraction of the time.
    const stream = this.doc.context.stream(deflateSync(`BT\n${this.ops.join('\n')}\nET\n`), { Filter: 'FlateDecode' });
    this.page.node.addContentStream(this.doc.context.register(stream));
    this.ops = [];
  }
}

/** Left edges of the text columns (each fits before the next), right edges of the amounts. */
const LINE_COLUMNS = { date: LEFT, kind: 90, policy: 132, client: 242, product: 344, premium: 490, payOut: RIGHT } as const;

/** Statement lines drawn between two turns of the event loop. */
const LINES_PER_SLICE = 250;

export async function statementPdf(s: PayoutStatement): Promise<Uint8Array> {
  const title = `Payout statement ${s.member.coCode} ${s.month}`;
  const { doc, regular, bold } = await portalPdf(title);
  const w = new TextPages(doc, regular, bold, title);

  w.text('Agent Portal', LEFT, { font: bold, size: 11, color: BLUE });
  w.y -= 26;
  w.text('Payout Statement', LEFT, { font: bold, size: 20 });
  w.y -= 22;
  const details: [string, string][] = [
    ['Member', `${s.member.name} (${s.member.coCode})`],
    ['PAN', s.member.panMasked ?? 'Not on file (TDS at 20%)'],
    ['Month', `${s.month}${s.complete ? '' : ` (so far, as of ${s.asOf})`}`],
  ];
  for (const [label, value] of details) {
    w.text(label, LEFT, { font: bold, size: 10 });
    w.text(value, 130, { size: 10 });
    w.y -= 15;
  }

  w.heading('Summary');
  for (const t of statementTotals(s)) w.amountRow(t.label, t.paise, t.key);
  w.text(
    `Financial year ${s.tds.fy} gross to date ${formatPaise(s.tds.fyToDateGrossPaise)}; threshold ${formatPaise(s.tds.thresholdPaise)}.`,
    LEFT,
    { size: 8, color: GREY },
  );
  w.y -= 12;

  w.heading(`Policies (${s.lines.length})`);
  const columnHeads = () => {
    for (const [key, label] of [
      ['date', 'Date'],
      ['kind', 'Kind'],
      ['policy', 'Policy'],
      ['client', 'Client'],
      ['product', 'Product'],
    ] as const) {
      w.text(label, LINE_COLUMNS[key], { font: bold, size: 8 });
    }
    w.right('Net premium', LINE_COLUMNS.premium, { font: bold, size: 8 });
    w.right('Pay out', LINE_COLUMNS.payOut, { font: bold, size: 8 });
    w.y -= 12;
  };
  columnHeads();
  if (!s.lines.length) {
    w.text('No policies earned or reversed in this month.', LEFT, { color: GREY });
    w.y -= 12;
  }
  const step = sliced(LINES_PER_SLICE);
  for (const line of s.lines) {
    await step();
    w.need(11, columnHeads);
    w.text(line.date, LINE_COLUMNS.date, { size: 8 });
    w.text(line.kind === 'earned' ? 'Earned' : 'Reversed', LINE_COLUMNS.kind, { size: 8 });
    w.text(line.policyNumber, LINE_COLUMNS.policy, { size: 8, maxWidth: LINE_COLUMNS.client - LINE_COLUMNS.policy - 4 });
    w.text(line.clientName, LINE_COLUMNS.client, { size: 8, maxWidth: LINE_COLUMNS.product - LINE_COLUMNS.client - 4 });
    w.text(line.productName, LINE_COLUMNS.product, { size: 8, maxWidth: 84 });
    w.right(formatPaise(line.netPremiumPaise), LINE_COLUMNS.premium, { size: 8 });
    w.right(formatPaise(line.payOutPaise), LINE_COLUMNS.payOut, { size: 8 });
    w.y -= 11;
  }

  const adjustments = s.adjustments ?? [];
  if (adjustments.length) {
    w.heading('Adjustments (accepted payout queries)');
    for (const a of adjustments) w.amountRow(`${a.date}  ${a.queryNumber}${a.reason ? `: ${a.reason}` : ''}`, a.amountPaise);
  }

  w.heading('Payments');
  if (!s.payments.length) {
    w.text('No payments in this month.', LEFT, { color: GREY });
    w.y -= 12;
  }
  for (const p of s.payments) {
    w.amountRow(
      p.voidOf ? `${p.date}  Void of ${p.voidOf.date} ${p.reference}: ${p.voidOf.reason}` : `${p.date}  ${p.reference}`,
      p.amountPaise,
    );
  }

  if (s.team.length) {
    w.heading('Team (each direct member’s own book)');
    for (const t of s.team) w.amountRow(`${t.name} (${t.coCode}) · ${t.lineCount} line(s)`, t.grossPaise);
  }
  return w.save();
}
