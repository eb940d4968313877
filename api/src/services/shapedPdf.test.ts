import { inflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/helpers/pdfText.js';
import { ShapedPdf } from './shapedPdf.js';
import { textShaper, type FaceKey } from './textShaping.js';

/** The glyph ids a one-page PDF draws, text by text (a text per `Tm`), read back through each font's CIDToGIDMap. */
async function drawnGlyphs(bytes: Uint8Array): Promise<number[][]> {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const decode = (stream: PDFRawStream) => inflateSync(stream.getContents());
  const cidToGid = new Map<string, Buffer>();
  const fonts = page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of fonts.entries()) {
    const type0 = doc.context.lookup(ref as PDFRef, PDFDict);
    const cidFont = type0.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
    cidToGid.set(name.decodeText(), decode(cidFont.lookup(PDFName.of('CIDToGIDMap')) as PDFRawStream));
  }
  const contents = page.node.Contents()!;
  const content = decode((contents instanceof PDFArray ? contents.lookup(0) : contents) as PDFRawStream).toString('latin1');
  const texts: number[][] = [];
  let map: Buffer | undefined;
  for (const [, font, shown, move] of content.matchAll(/\/(\S+) [\d.]+ Tf|\[([^\]]*)\] TJ|( Tm)\b/g)) {
    if (font) map = cidToGid.get(font);
    else if (move) texts.push([]);
    else
      for (const [, hex] of shown!.matchAll(/<([0-9a-f]+)>/g))
        for (const cid of hex!.match(/.{4}/g)!) texts.at(-1)!.push(map!.readUInt16BE(parseInt(cid, 16) * 2));
  }
  return texts;
}

describe('shaped PDF text', () => {
  it('draws the shaped glyphs: the i-matra before क, क्ष and त्र as one glyph each, the reph after म', async () => {
    const shaper = await textShaper();
    const nominal = (char: string) => shaper.faces.devanagari.hb.glyph(char.codePointAt(0)!)!;
    const pdf = await ShapedPdf.create('glyphs', 'hi');
    pdf.addPage();
    const words = ['कि', 'क्ष', 'त्र', 'कर्म'];
    words.forEach((word, i) => pdf.text(word, 50, 700 - i * 20, { size: 12 }));
    const [ki, ksha, tra, karma] = await drawnGlyphs(await pdf.save());
    // Unshaped, each would be its characters' glyphs in their order: क ि, क ् ष, त ् र, क र ् म.
    expect(ki).toHaveLength(2);
    expect(ki![1]).toBe(nominal('क'));
    expect(ki![0]).not.toBe(nominal('क'));
    expect(ksha).toHaveLength(1);
    expect(['क', '्', 'ष'].map(nominal)).not.toContain(ksha![0]);
    expect(tra).toHaveLength(1);
    expect(['त', '्', 'र'].map(nominal)).not.toContain(tra![0]);
    expect(karma!.slice(0, 2)).toEqual([nominal('क'), nominal('म')]);
    expect(karma).toHaveLength(3);
  });

  it('wraps at spaces, a long number after its hyphens, and never inside a conjunct', async () => {
    const pdf = await ShapedPdf.create('wrap');
    const style = { size: 10 };
    expect(pdf.wrap('short', 200, style)).toEqual(['short']);
    const words = pdf.wrap('Comprehensive Private Car Package Policy', pdf.width('Comprehensive Private', style) + 1, style);
    expect(words).toEqual(['Comprehensive Private', 'Car Package Policy']);
    const number = pdf.wrap('PY-29757-b07a92-M129', pdf.width('PY-29757-', style) + 1, style);
    expect(number.length).toBeGreaterThan(1);
    expect(number.slice(0, -1).every((line) => line.endsWith('-'))).toBe(true);
    expect(number.join('')).toBe('PY-29757-b07a92-M129');
    // Narrower than any two clusters: one cluster a line, each whole (क्ष and त्र are single clusters).
    const clusters = pdf.wrap('क्षत्रिय', 1, style);
    expect(clusters.join('')).toBe('क्षत्रिय');
    expect(clusters).toContain('क्ष');
    expect(clusters).toContain('त्रि');
  });

  it('embeds every glyph it draws with its outline, in each face and weight', async () => {
    const shaper = await textShaper();
    const pdf = await ShapedPdf.create('outlines', 'hi');
    pdf.addPage();
    pdf.text('प्रियंका श्रीवास्तव: कुल राशि ₹1,00,545 (TAN MUMA12345A) अक्टू॰ क्षत्रिय ज़्यादा', 40, 700, { size: 10 });
    pdf.text('पेआउट स्टेटमेंट Payout Statement ₹88,200', 40, 680, { size: 10, bold: true });
    const doc = await PDFDocument.load(await pdf.save());
    const fonts = doc.getPage(0).node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
    expect(fonts.entries()).toHaveLength(4);
    for (const [name, ref] of fonts.entries()) {
      const cidFont = doc.context
        .lookup(ref as PDFRef, PDFDict)
        .lookup(PDFName.of('DescendantFonts'), PDFArray)
        .lookup(0, PDFDict);
      const descriptor = cidFont.lookup(PDFName.of('FontDescriptor'), PDFDict);
      const embedded = fontkit.create(inflateSync((descriptor.lookup(PDFName.of('FontFile2')) as PDFRawStream).getContents()));
      const map = inflateSync((cidFont.lookup(PDFName.of('CIDToGIDMap')) as PDFRawStream).getContents());
      const original = shaper.faces[name.decodeText().replace(/-\d+$/, '') as FaceKey].fontkit;
      for (let cid = 1; cid < map.length / 2; cid++) {
        const gid = map.readUInt16BE(cid * 2);
        expect(embedded.getGlyph(gid).path.toSVG(), `${name.decodeText()} glyph ${gid}`).toBe(original.getGlyph(gid).path.toSVG());
      }
    }
  });

  it('embeds each face used as a CID font subset with its widths, CID-to-glyph map and ToUnicode map', async () => {
    const pdf = await ShapedPdf.create('fonts', 'hi');
    pdf.addPage();
    pdf.text('कि क्ष and ₹1,200', 50, 700, { size: 12 });
    pdf.text('श्रीमती', 50, 680, { size: 12, bold: true });
    const bytes = Buffer.from(await pdf.save());
    const latin = bytes.toString('latin1');
    expect(latin.match(/\/Subtype \/CIDFontType2/g)).toHaveLength(3);
    expect(latin).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    expect(latin).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Bold/);
    expect(latin).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(latin.match(/\/CIDToGIDMap \d+ 0 R/g)).toHaveLength(3);
    expect(latin).toContain('/Lang (hi-IN)');
    expect(pdfText(bytes).split('\n')).toEqual(['कि क्ष and ₹1,200', 'श्रीमती', '']);
  });
});
