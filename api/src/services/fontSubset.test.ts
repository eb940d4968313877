import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { subsetTrueType } from './fontSubset.js';

const require = createRequire(import.meta.url);
// As the PDF engine reads them: Buffers, whose small copies live in Node's shared pool.
const fontFile = (specifier: string) => readFileSync(require.resolve(specifier));

describe('TrueType subsets for PDFs', () => {
  it('keeps the glyphs asked for (glyph ids unchanged) and empties the rest, a valid font still', () => {
    const bytes = fontFile('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf');
    const full = fontkit.create(bytes);
    const ka = full.glyphForCodePoint(0x0915).id;
    const sa = full.glyphForCodePoint(0x0938).id;
    const subset = fontkit.create(subsetTrueType(bytes, [ka]));
    // A font with short loca offsets (this one) is written with long ones: every glyph kept must read back.
    const many = Array.from({ length: 60 }, (_, i) => 3 + i * 7);
    const manySubset = fontkit.create(subsetTrueType(bytes, many));
    for (const gid of many) expect(manySubset.getGlyph(gid).path.toSVG(), `glyph ${gid}`).toBe(full.getGlyph(gid).path.toSVG());
    // The font's own bytes are left as they were.
    expect(
      Buffer.from(bytes).equals(
        Buffer.from(fontFile('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf')),
      ),
    ).toBe(true);
    expect(subset.numGlyphs).toBe(full.numGlyphs);
    expect(subset.getGlyph(ka).path.toSVG()).toBe(full.getGlyph(ka).path.toSVG());
    expect(subset.getGlyph(ka).advanceWidth).toBe(full.getGlyph(ka).advanceWidth);
    expect(full.getGlyph(sa).path.toSVG()).not.toBe('');
    expect(subset.getGlyph(sa).path.toSVG()).toBe('');
    expect(subset.getGlyph(0).path.toSVG()).toBe(full.getGlyph(0).path.toSVG());
  });

  it('keeps the parts a composite glyph is built from, and is far smaller than the font', () => {
    const bytes = fontFile('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
    const full = fontkit.create(bytes);
    // É is a composite of E and the acute accent in DejaVu Sans.
    const eAcute = full.glyphForCodePoint(0x00c9);
    const subsetBytes = subsetTrueType(bytes, [eAcute.id]);
    const subset = fontkit.create(subsetBytes);
    expect(subset.getGlyph(eAcute.id).path.toSVG()).toBe(eAcute.path.toSVG());
    expect(eAcute.path.toSVG()).not.toBe('');
    expect(subsetBytes.length).toBeLessThan(bytes.length / 5);
  });
});
