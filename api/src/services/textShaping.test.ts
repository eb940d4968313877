import { describe, expect, it } from 'vitest';
import { FIGURES, textShaper, type Face } from './textShaping.js';

/** The glyph a face's cmap gives a character: what drawing it unshaped would use. */
const nominal = (face: Face, char: string) => face.hb.glyph(char.codePointAt(0)!);

describe('text shaping (HarfBuzz)', () => {
  it('draws the pre-base i-matra before its consonant, and copies back in logical order', async () => {
    const shaper = await textShaper();
    const deva = shaper.faces.devanagari;
    const [run, ...rest] = shaper.shape('कि');
    expect(rest).toEqual([]);
    expect(run!.face.key).toBe('devanagari');
    // Unshaped, the glyphs would be क then ि (the characters' order).
    expect(run!.gids).toHaveLength(2);
    expect(run!.gids[1]).toBe(nominal(deva, 'क'));
    expect(run!.gids[0]).not.toBe(nominal(deva, 'क'));
    expect(run!.advances[0]).toBeGreaterThan(0);
    expect(run!.texts.join('')).toBe('कि');
    // Noto has an i-matra glyph for each width of consonant it reaches over: क and फ take the same one.
    expect(shaper.shape('कि')[0]!.gids[0]).toBe(shaper.shape('फि')[0]!.gids[0]);
    // A conjunct before the matra: the matra still comes first, before the whole cluster.
    const [cluster] = shaper.shape('क्षि');
    expect(cluster!.gids).toHaveLength(2);
    expect(cluster!.gids[1]).toBe(shaper.shape('क्ष')[0]!.gids[0]);
    expect(cluster!.texts.join('')).toBe('क्षि');
  });

  it('makes conjuncts one ligature glyph each', async () => {
    const shaper = await textShaper();
    const deva = shaper.faces.devanagari;
    for (const conjunct of ['क्ष', 'त्र', 'ज्ञ', 'श्र']) {
      const [run] = shaper.shape(conjunct);
      expect(run!.gids, conjunct).toHaveLength(1);
      const parts = [...conjunct].map((char) => nominal(deva, char));
      expect(parts, conjunct).not.toContain(run!.gids[0]);
      expect(run!.texts, conjunct).toEqual([conjunct]);
    }
  });

  it('draws a reph after the consonant it sits on, and a nukta consonant as one glyph', async () => {
    const shaper = await textShaper();
    const deva = shaper.faces.devanagari;
    const [karm] = shaper.shape('कर्म');
    expect(karm!.gids.slice(0, 2)).toEqual([nominal(deva, 'क'), nominal(deva, 'म')]);
    expect(karm!.gids).toHaveLength(3);
    expect([nominal(deva, 'र'), nominal(deva, '्')]).not.toContain(karm!.gids[2]);
    expect(karm!.texts.join('')).toBe('कर्म');
    const [za] = shaper.shape('ज\u093c');
    expect(za!.gids).toHaveLength(1);
    expect(za!.gids[0]).not.toBe(nominal(deva, 'ज'));
  });

  it('splits mixed text into DejaVu and Noto Sans Devanagari runs, in both weights', async () => {
    const shaper = await textShaper();
    const runs = shaper.shape('Net ₹1,200 (कुल राशि) TAN', true);
    expect(runs.map((run) => [run.face.key, run.texts.join('')])).toEqual([
      ['latinBold', 'Net ₹1,200 ('],
      ['devanagariBold', 'कुल राशि) '],
      ['latinBold', 'TAN'],
    ]);
    expect(shaper.width('कुल', 10)).toBeGreaterThan(0);
    expect(shaper.width('Net ₹1,200', 20)).toBeCloseTo(2 * shaper.width('Net ₹1,200', 10));
  });

  it('draws amounts and dates as HarfBuzz would: DejaVu neither substitutes nor kerns among figures', async () => {
    const shaper = await textShaper();
    const chars = '0123456789,.₹-/:()% ';
    expect(FIGURES.test(chars)).toBe(true);
    for (const bold of [false, true]) {
      const face = bold ? shaper.faces.latinBold : shaper.faces.latin;
      for (const a of chars)
        for (const b of chars) {
          // What HarfBuzz makes of the pair, inside Latin text that does not take the figures' path.
          const [run] = shaper.shape(`x${a}${b}`, bold);
          const [figures] = shaper.shape(`${a}${b}`, bold);
          expect(run!.gids.slice(1), `${a}${b}`).toEqual(figures!.gids);
          expect(run!.advances.slice(1), `${a}${b}`).toEqual(figures!.advances);
          expect(figures!.gids).toEqual([a, b].map((char) => face.glyph(char.codePointAt(0)!)));
        }
    }
  });

  it('loads once and keeps each text’s shaping', async () => {
    const [a, b] = await Promise.all([textShaper(), textShaper()]);
    expect(a).toBe(b);
    expect(a.shape('प्रमाणपत्र')).toBe(a.shape('प्रमाणपत्र'));
  });
});
