/** A payout statement as a CSV file (amounts as plain rupees, for spreadsheets) and as a PDF (₹, en-IN). */
import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatPaise, type PayoutStatement } from '@portal/shared/validation';
import { csvRow } from './csv.js';
import { portalPdf } from './pdf.js';

/** Integer paise as a decimal rupee string, exactly: -123405 → "-1234.05". */
export function paiseToRupees(paise: number): string {
  const magnitude = Math.abs(paise);
  return `${paise < 0 ? '-' : ''}${Math.trunc(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

const tdsLabel = (s: PayoutStatement) => `TDS (section ${s.tds.section}, ${s.tds.ratePercent}%${s.tds.withPan ? '' : ', no PAN'})`;

function totals(s: PayoutStatement): [string, number][] {
  return [
    ['Opening balance', s.openingBalancePaise],
    ['Gross commission', s.grossPaise],
    [tdsLabel(s), -s.tds.deductedPaise],
    ['Net payable', s.netPayablePaise],
    ['Payments', -s.paymentsPaise],
    ['Closing balance', s.closingBalancePaise],
  ];
}

export function statementFileName(s: PayoutStatement, extension: 'pdf' | 'csv'): string {
  return `statement-${s.member.coCode.replace(/[^\w.-]/g, '_')}-${s.month}.${extension}`;
}

export function statementCsv(s: PayoutStatement): string {
  const out = [
    csvRow(['Payout statement', s.member.coCode, s.member.name]),
    csvRow(['Month', s.month]),
    csvRow(['As of', s.asOf, s.complete ? 'complete' : 'so far']),
    csvRow(['PAN', s.member.panMasked ?? 'not on file']),
    '\r\n',
    csvRow(['date', 'kind', 'policyNumber', 'clientName', 'productName', 'policyType', 'netPremium', 'payOut']),
    ...s.lines.map((l) =>
      csvRow([l.date, l.kind, l.policyNumber, l.clientName, l.productName, l.policyType, paiseToRupees(l.netPremiumPaise), paiseToRupees(l.payOutPaise)]),
    ),
    '\r\n',
    csvRow(['total', 'amount']),
    ...totals(s).map(([label, amount]) => csvRow([label, paiseToRupees(amount)])),
  ];
  if (s.payments.length) {
    out.push('\r\n', csvRow(['paymentDate', 'reference', 'amount']));
    for (const p of s.payments) out.push(csvRow([p.date, p.reference, paiseToRupees(p.amountPaise)]));
  }
  if (s.team.length) {
    out.push('\r\n', csvRow(['teamMember', 'name', 'earned', 'reversed', 'gross', 'lines']));
    for (const t of s.team) {
      out.push(csvRow([t.coCode, t.name, paiseToRupees(t.earnedPaise), paiseToRupees(t.reversedPaise), paiseToRupees(t.grossPaise), t.lineCount]));
    }
  }
  return out.join('');
}

const A4: [number, number] = [595.28, 841.89];
const LEFT = 40;
const RIGHT = 555;
const TOP = 800;
const BOTTOM = 50;
const GREY = rgb(0.35, 0.35, 0.35);
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Draws the statement top to bottom, starting a new page (with the column heads again) when one is full. */
class Writer {
  page!: PDFPage;
  y = 0;
  pages = 0;
  constructor(
    private readonly addPage: () => PDFPage,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private readonly footer: string,
  ) {
    this.newPage();
  }
  newPage() {
    this.page = this.addPage();
    this.pages++;
    this.y = TOP;
    this.page.drawText(`${this.footer} · page ${this.pages}`, { x: LEFT, y: 25, size: 7, font: this.regular, color: GREY });
  }
  /** Room for `height` more points, else a new page (`onBreak` redraws headings). */
  need(height: number, onBreak?: () => void) {
    if (this.y - height >= BOTTOM) return;
    this.newPage();
    onBreak?.();
  }
  text(text: string, x: number, options: { size?: number; font?: PDFFont; color?: ReturnType<typeof rgb> } = {}) {
    this.page.drawText(text, { x, y: this.y, size: options.size ?? 9, font: options.font ?? this.regular, ...(options.color ? { color: options.color } : {}) });
  }
  right(text: string, xRight: number, options: { size?: number; font?: PDFFont } = {}) {
    const font = options.font ?? this.regular;
    const size = options.size ?? 9;
    this.page.drawText(text, { x: xRight - font.widthOfTextAtSize(text, size), y: this.y, size, font });
  }
  /** A label and an amount on one row. */
  amountRow(label: string, paise: number, bold = false) {
    this.need(15);
    this.text(label, LEFT, { font: bold ? this.bold : this.regular, size: 10 });
    this.right(formatPaise(paise), RIGHT, { font: bold ? this.bold : this.regular, size: 10 });
    this.y -= 15;
  }
  heading(text: string) {
    this.need(40);
    this.y -= 8;
    this.text(text, LEFT, { font: this.bold, size: 12 });
    this.y -= 18;
  }
}

const LINE_COLUMNS = { date: LEFT, kind: 88, policy: 126, client: 240, product: 336, premium: 488, payOut: RIGHT } as const;

export async function statementPdf(s: PayoutStatement): Promise<Uint8Array> {
  const { doc, regular, bold } = await portalPdf(`Payout statement ${s.member.coCode} ${s.month}`);
  const w = new Writer(() => doc.addPage(A4), regular, bold, `Payout statement ${s.member.coCode} ${s.month}`);

  w.text('Agent Portal', LEFT, { font: bold, size: 11, color: rgb(0.2, 0.3, 0.6) });
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
  for (const [label, amount] of totals(s)) w.amountRow(label, amount, label === 'Net payable' || label === 'Closing balance');
  w.text(`Financial year ${s.tds.fy} gross to date ${formatPaise(s.tds.fyToDateGrossPaise)}; threshold ${formatPaise(s.tds.thresholdPaise)}.`, LEFT, { size: 8, color: GREY });
  w.y -= 12;

  w.heading(`Policies (${s.lines.length})`);
  const columnHeads = () => {
    for (const [key, label] of [['date', 'Date'], ['kind', 'Kind'], ['policy', 'Policy'], ['client', 'Client'], ['product', 'Product']] as const) {
      w.text(label, LINE_COLUMNS[key], { font: bold, size: 8 });
    }
    w.right('Net premium', LINE_COLUMNS.premium, { font: bold, size: 8 });
    w.right('Pay out', LINE_COLUMNS.payOut, { font: bold, size: 8 });
    w.y -= 12;
  };
  columnHeads();
  if (!s.lines.length) {
    w.text('No policies earned or reversed in this month.', LEFT, { size: 9, color: GREY });
    w.y -= 12;
  }
  for (const line of s.lines) {
    w.need(11, columnHeads);
    w.text(line.date, LINE_COLUMNS.date, { size: 8 });
    w.text(line.kind === 'earned' ? 'Earned' : 'Reversed', LINE_COLUMNS.kind, { size: 8 });
    w.text(cut(line.policyNumber, 22), LINE_COLUMNS.policy, { size: 8 });
    w.text(cut(line.clientName, 18), LINE_COLUMNS.client, { size: 8 });
    w.text(cut(line.productName, 23), LINE_COLUMNS.product, { size: 8 });
    w.right(formatPaise(line.netPremiumPaise), LINE_COLUMNS.premium, { size: 8 });
    w.right(formatPaise(line.payOutPaise), LINE_COLUMNS.payOut, { size: 8 });
    w.y -= 11;
  }

  w.heading('Payments');
  if (!s.payments.length) {
    w.text('No payments in this month.', LEFT, { size: 9, color: GREY });
    w.y -= 12;
  }
  for (const p of s.payments) w.amountRow(`${p.date}  ${cut(p.reference, 60)}`, p.amountPaise);

  if (s.team.length) {
    w.heading('Team (each direct member’s own book)');
    for (const t of s.team) w.amountRow(`${cut(t.name, 40)} (${t.coCode}) · ${t.lineCount} line(s)`, t.grossPaise);
  }
  return doc.save({ useObjectStreams: false });
}
