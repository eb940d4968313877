import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/helpers/pdfText.js';
import { ShapedPdf } from './shapedPdf.js';

describe('shaped PDF text', () => {
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
