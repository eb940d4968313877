/** A payout statement as a PDF in the reader's language: shaped text (Hindi in Devanagari), amounts in ₹ with en-IN grouping. */
import { dateInWords, formatPaise, localeOf, monthInWords, type Language, type PayoutStatement } from '@portal/shared/validation';
import { translatorFor, type Translate } from '../../i18n/index.js';
import { sliced } from '../../services/eventLoop.js';
import { A4, BLACK, ShapedPdf, type TextStyle } from '../../services/shapedPdf.js';
import { statementTotals } from './files.js';

const LEFT = 40;
const RIGHT = 555;
const TOP = 800;
const BOTTOM = 50;
const GREY = '0.35 0.35 0.35 rg';
const BLUE = '0.2 0.3 0.6 rg';

/** Who deducts the TDS, printed beside it as Form 16A names the deductor: the portal's operator, and its TAN when set. */
export interface Deductor {
  name: string;
  tan: string | null;
}

/** The portal's name, at the top of the statement; the deductor of its TDS by default. */
export const PORTAL_NAME = 'Agent Portal';

/**
 * Writes text top to bottom, starting a new page (with its headings again) when one is full. Text that
 * does not fit its width goes on over more lines, never cut.
 */
class StatementPages {
  y = TOP;
  private pages = 0;

  constructor(
    readonly pdf: ShapedPdf,
    private readonly footer: (page: number) => string,
  ) {
    this.newPage();
  }

  newPage() {
    this.pdf.addPage(A4);
    this.pages++;
    this.y = TOP;
    this.pdf.text(this.footer(this.pages), LEFT, 25, { size: 7, color: GREY });
  }

  /** Room for `height` more points, else a new page (`onBreak` redraws headings). */
  need(height: number, onBreak?: () => void) {
    if (this.y - height >= BOTTOM) return;
    this.newPage();
    onBreak?.();
  }

  text(text: string, x: number, style: TextStyle) {
    this.pdf.text(text, x, this.y, style);
  }

  right(text: string, xRight: number, style: TextStyle) {
    this.pdf.right(text, xRight, this.y, style);
  }

  /** Text over as many lines as it needs within `maxWidth`, `leading` apart; returns how many. */
  lines(text: string, x: number, maxWidth: number, style: TextStyle, leading: number): number {
    const lines = this.pdf.wrap(text, maxWidth, style);
    lines.forEach((line, i) => this.pdf.text(line, x, this.y - i * leading, style));
    return lines.length;
  }

  /** A label (over more lines when long) and an amount on its first line. */
  amountRow(label: string, paise: number, bold = false) {
    const style: TextStyle = { size: 10, bold };
    const lines = this.pdf.wrap(label, 400, style);
    this.need(15 * lines.length);
    lines.forEach((line, i) => this.pdf.text(line, LEFT, this.y - i * 13, style));
    this.right(formatPaise(paise), RIGHT, style);
    this.y -= 13 * (lines.length - 1) + 15;
  }

  /** A small grey note under the row before. */
  note(text: string) {
    const style: TextStyle = { size: 8, color: GREY };
    const lines = this.pdf.wrap(text, RIGHT - LEFT, style);
    this.need(11 * lines.length);
    this.lines(text, LEFT, RIGHT - LEFT, style, 10);
    this.y -= 10 * lines.length + 2;
  }

  heading(text: string) {
    this.need(40);
    this.y -= 8;
    this.text(text, LEFT, { size: 12, bold: true });
    this.y -= 18;
  }
}

/** The text columns' left edges and widths, and the amounts' right edges (each column ends before the next). */
const COLUMNS = {
  date: { x: LEFT, width: 56, label: 'statementPdf.column.date' },
  kind: { x: 99, width: 38, label: 'statementPdf.column.kind' },
  policy: { x: 140, width: 100, label: 'statementPdf.column.policy' },
  client: { x: 243, width: 84, label: 'statementPdf.column.client' },
  product: { x: 330, width: 92, label: 'statementPdf.column.product' },
} as const;
const AMOUNTS = { netPremium: 490, payOut: RIGHT } as const;
const LINE_SIZE = 8;
const LEADING = 9.5;

/** Statement lines drawn between two turns of the event loop. */
const LINES_PER_SLICE = 250;

/** The statement's totals, in the order `statementTotals` lists them, with their labels' keys (TDS's depends on the PAN). */
const TOTAL_LABELS = {
  opening: 'statementPdf.opening',
  gross: 'statementPdf.gross',
  tds: null,
  netPayable: 'statementPdf.netPayable',
  payments: 'statementPdf.payments',
  closing: 'statementPdf.closing',
} as const;
const TOTALS = Object.keys(TOTAL_LABELS) as (keyof typeof TOTAL_LABELS)[];

/** The totals' labels in the reader's language (the CSV keeps its English ones). */
function totalLabel(t: Translate, s: PayoutStatement, key: (typeof TOTALS)[number]): string {
  const label = TOTAL_LABELS[key];
  if (label === null)
    return t(s.tds.withPan ? 'statementPdf.tds' : 'statementPdf.tdsNoPan', { section: s.tds.section, rate: s.tds.ratePercent });
  return t(label);
}

export async function statementPdf(
  s: PayoutStatement,
  language: Language,
  deductor: Deductor = { name: PORTAL_NAME, tan: null },
): Promise<Uint8Array> {
  const t = translatorFor(language);
  const locale = localeOf(language);
  // A month's lines share a few dozen dates.
  const dates = new Map<string, string>();
  const date = (isoDate: string) => {
    let words = dates.get(isoDate);
    if (words === undefined) dates.set(isoDate, (words = dateInWords(isoDate, locale)));
    return words;
  };
  const code = s.member.coCode;
  const pdf = await ShapedPdf.create(t('statementPdf.documentTitle', { code, month: s.month }), language);
  const w = new StatementPages(pdf, (page) => t('statementPdf.footer', { code, month: s.month, page }));

  w.text(PORTAL_NAME, LEFT, { size: 11, bold: true, color: BLUE });
  w.y -= 26;
  w.text(t('statementPdf.title'), LEFT, { size: 20, bold: true });
  w.y -= 22;
  const month = monthInWords(s.month, locale);
  const details: [string, string][] = [
    [t('statementPdf.member'), `${s.member.name} (${code})`],
    [t('statementPdf.pan'), s.member.panMasked ?? t('statementPdf.panNotOnFile')],
    [t('statementPdf.month'), s.complete ? month : t('statementPdf.monthSoFar', { month, date: date(s.asOf) })],
  ];
  for (const [label, value] of details) {
    w.text(label, LEFT, { size: 10, bold: true });
    const lines = w.lines(value, 130, RIGHT - 130, { size: 10 }, 13);
    w.y -= 13 * (lines - 1) + 15;
  }

  w.heading(t('statementPdf.summary'));
  statementTotals(s).forEach((total, i) => {
    const key = TOTALS[i]!;
    w.amountRow(totalLabel(t, s, key), total.paise, total.key);
    if (key === 'tds')
      w.note(
        deductor.tan
          ? t('statementPdf.tdsBy', { section: s.tds.section, deductor: deductor.name, tan: deductor.tan })
          : t('statementPdf.tdsByNoTan', { section: s.tds.section, deductor: deductor.name }),
      );
  });
  w.note(
    t('statementPdf.fyNote', {
      fy: s.tds.fy,
      gross: formatPaise(s.tds.fyToDateGrossPaise),
      threshold: formatPaise(s.tds.thresholdPaise),
    }),
  );

  w.heading(t('statementPdf.policies', { count: s.lines.length }));
  const head: TextStyle = { size: LINE_SIZE, bold: true };
  const columnHeads = () => {
    let rows = 1;
    for (const key of ['date', 'kind', 'policy', 'client', 'product'] as const)
      rows = Math.max(rows, w.lines(t(COLUMNS[key].label), COLUMNS[key].x, COLUMNS[key].width, head, LEADING));
    w.right(t('statementPdf.column.netPremium'), AMOUNTS.netPremium, head);
    w.right(t('statementPdf.column.payOut'), AMOUNTS.payOut, head);
    w.y -= LEADING * (rows - 1) + 12;
  };
  columnHeads();
  if (!s.lines.length) {
    w.text(t('statementPdf.noLines'), LEFT, { size: 9, color: GREY });
    w.y -= 12;
  }
  const step = sliced(LINES_PER_SLICE);
  const cell: TextStyle = { size: LINE_SIZE, color: BLACK };
  for (const line of s.lines) {
    await step();
    const texts = {
      date: date(line.date),
      kind: t(line.kind === 'earned' ? 'statementPdf.earned' : 'statementPdf.reversed'),
      policy: line.policyNumber,
      client: line.clientName,
      product: line.productName,
    };
    const wrapped = (Object.keys(texts) as (keyof typeof texts)[]).map(
      (key) => [key, w.pdf.wrap(texts[key], COLUMNS[key].width, cell)] as const,
    );
    const rows = Math.max(...wrapped.map(([, lines]) => lines.length));
    w.need(LEADING * (rows - 1) + 11, columnHeads);
    for (const [key, lines] of wrapped) lines.forEach((text, i) => w.pdf.text(text, COLUMNS[key].x, w.y - i * LEADING, cell));
    w.right(formatPaise(line.netPremiumPaise), AMOUNTS.netPremium, cell);
    w.right(formatPaise(line.payOutPaise), AMOUNTS.payOut, cell);
    w.y -= LEADING * (rows - 1) + 11;
  }

  const adjustments = s.adjustments ?? [];
  if (adjustments.length) {
    w.heading(t('statementPdf.adjustments'));
    for (const a of adjustments) w.amountRow(`${date(a.date)}  ${a.queryNumber}${a.reason ? `: ${a.reason}` : ''}`, a.amountPaise);
  }

  w.heading(t('statementPdf.payments'));
  if (!s.payments.length) {
    w.text(t('statementPdf.noPayments'), LEFT, { size: 9, color: GREY });
    w.y -= 12;
  }
  for (const p of s.payments) {
    w.amountRow(
      p.voidOf
        ? `${date(p.date)}  ${t('statementPdf.voidOf', { date: date(p.voidOf.date), reference: p.reference, reason: p.voidOf.reason })}`
        : `${date(p.date)}  ${p.reference}`,
      p.amountPaise,
    );
  }

  if (s.team.length) {
    w.heading(t('statementPdf.team'));
    for (const m of s.team) w.amountRow(t('statementPdf.teamMember', { name: m.name, code: m.coCode, count: m.lineCount }), m.grossPaise);
  }
  return pdf.save();
}
