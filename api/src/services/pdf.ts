import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont } from 'pdf-lib';
import { formatRupees, type Sale } from '@portal/shared/validation';

const require = createRequire(import.meta.url);

/**
 * pdf-lib asks fontkit to `layout` every string it draws or measures, and fontkit shapes it (OpenType
 * substitutions and positioning), which costs more than the rest of a long document together. The
 * portal's PDFs hold Latin text, digits and ₹, for which one glyph per character (the font's cmap) is what
 * shaping gives; pdf-lib reads only the glyphs of the result.
 */
function plainLayout(font: ReturnType<typeof fontkit.create>) {
  const glyphsOf = font as unknown as { glyphsForString(text: string): unknown[]; layout: (text: string) => { glyphs: unknown[] } };
  glyphsOf.layout = (text: string) => ({ glyphs: glyphsOf.glyphsForString(text) });
  return font;
}

/**
 * DejaVu (covers ₹ and Indic-free Latin names) read and parsed once per process: pdf-lib would call
 * `fontkit.create` for every document, so we hand it a fontkit whose `create` returns the cached parse.
 */
let cachedFonts: { regular: unknown; bold: unknown; regularBytes: Uint8Array; boldBytes: Uint8Array } | undefined;
function fonts() {
  if (!cachedFonts) {
    const dir = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf').replace(/DejaVuSans\.ttf$/, '');
    const regularBytes = readFileSync(`${dir}DejaVuSans.ttf`);
    const boldBytes = readFileSync(`${dir}DejaVuSans-Bold.ttf`);
    cachedFonts = {
      regular: plainLayout(fontkit.create(regularBytes)),
      bold: plainLayout(fontkit.create(boldBytes)),
      regularBytes,
      boldBytes,
    };
  }
  return cachedFonts;
}

const cachingFontkit = {
  create(bytes: Uint8Array) {
    const f = fonts();
    return (bytes === f.boldBytes ? f.bold : f.regular) as ReturnType<typeof fontkit.create>;
  },
};

const typeLabels: Record<string, string> = { life: 'Life', nonmotor: 'Non-motor', health: 'Health', motor: 'Motor', loan: 'Loan' };

/** A new A4-ready document titled `title`, with the cached DejaVu regular and bold embedded (subsets). */
export async function portalPdf(title: string): Promise<{ doc: PDFDocument; regular: PDFFont; bold: PDFFont }> {
  const f = fonts();
  const doc = await PDFDocument.create();
  doc.registerFontkit(cachingFontkit as never);
  doc.setTitle(title);
  doc.setProducer('Agent Portal');
  const regular = await doc.embedFont(f.regularBytes, { subset: true });
  const bold = await doc.embedFont(f.boldBytes, { subset: true });
  return { doc, regular, bold };
}

export async function policySchedulePdf(sale: Sale): Promise<Uint8Array> {
  const { doc, regular, bold } = await portalPdf(`Policy schedule ${sale.policyNumber}`);
  const page = doc.addPage([595.28, 841.89]);
  let y = 780;
  page.drawText('Agent Portal', { x: 50, y, size: 12, font: bold, color: rgb(0.2, 0.3, 0.6) });
  y -= 30;
  page.drawText('Policy Schedule', { x: 50, y, size: 22, font: bold });
  y -= 16;
  page.drawText(sale.productName, { x: 50, y: (y -= 10), size: 13, font: regular, color: rgb(0.3, 0.3, 0.3) });
  y -= 30;
  const rowsToDraw: [string, string][] = [
    ['Policy Number', sale.policyNumber],
    ['Policy Type', typeLabels[sale.policyType] ?? sale.policyType],
    ['Insurer', sale.insurer],
    ['Client Name', sale.clientName],
    ['Risk Start Date', sale.riskStart],
    ['Risk End Date', sale.riskEnd],
    ['Net Premium', formatRupees(sale.netPremium)],
    ['Pay Out', formatRupees(sale.payOut)],
    ...(sale.vehicleNo ? ([['Vehicle No', sale.vehicleNo]] as [string, string][]) : []),
    ['Sold By', `${sale.soldByName ?? ''} (${sale.soldBy})`],
    ['Serial No', sale.srNo],
  ];
  for (const [label, value] of rowsToDraw) {
    page.drawText(label, { x: 50, y, size: 11, font: bold });
    page.drawText(value, { x: 200, y, size: 11, font: regular });
    y -= 22;
  }
  page.drawText('This schedule is generated from the policy record held by Agent Portal.', {
    x: 50,
    y: 60,
    size: 8,
    font: regular,
    color: rgb(0.4, 0.4, 0.4),
  });
  return doc.save();
}
