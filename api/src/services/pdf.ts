import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont } from 'pdf-lib';

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
