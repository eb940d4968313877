import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../shared/src/i18n/languages.mjs';
import { frontends, rootDir } from '../tooling/lib/frontends.mjs';
import {
  DEVANAGARI_LANGUAGES,
  FONT_WEIGHTS,
  NAMES_FONT_FILE,
  catalogueFilesOf,
  fontFileOf,
  fontText,
  generateDevanagariFonts,
  isDevanagari,
} from './devanagariFont.mjs';

/**
 * The Devanagari font subset must draw every text of the Hindi catalogues: each catalogue string's
 * Devanagari runs are shaped with HarfBuzz (the engine that made the subset) and every glyph must be a
 * real one, never .notdef — a character left out of the subset, or a conjunct whose glyph the subset
 * lost, fails here with the catalogue file and the text.
 */

// HarfBuzz and the woff2 decoder: those subset-font itself runs on (its own dependencies).
const fromSubsetFont = createRequire(createRequire(path.join(rootDir, 'tooling', 'package.json')).resolve('subset-font'));

interface HarfBuzz {
  Blob: new (data: ArrayBuffer) => object;
  Face: new (blob: object) => { collectUnicodes(): Uint32Array };
  Font: new (face: object) => object;
  Buffer: new () => { addText(text: string): void; guessSegmentProperties(): void; getGlyphInfos(): { codepoint: number }[] };
  shape(font: object, buffer: object): void;
}
interface FontVerter {
  convert(buffer: Buffer, toFormat: 'truetype'): Promise<Buffer>;
}

const loadHarfBuzz = async () => (await import(pathToFileURL(fromSubsetFont.resolve('harfbuzzjs')).href)) as HarfBuzz;
const fontverter = fromSubsetFont('fontverter') as FontVerter;

/** Every string of a catalogue (nested objects of strings). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * The runs of Devanagari characters in a text: what the font draws (its unicode-range is Devanagari's,
 * so spaces, digits and Latin letters between them are the system font's).
 */
function devanagariRuns(text: string): string[] {
  const runs: string[] = [];
  let run = '';
  for (const char of text) {
    if (isDevanagari(char.codePointAt(0)!)) run += char;
    else if (run) {
      runs.push(run);
      run = '';
    }
  }
  if (run) runs.push(run);
  return runs;
}

interface Text {
  source: string;
  text: string;
}

/** The texts a woff2 font cannot draw: a character not in its cmap, or a .notdef glyph after shaping. */
async function undrawable(woff2: Buffer, texts: Text[]): Promise<string[]> {
  const hb = await loadHarfBuzz();
  const sfnt = await fontverter.convert(woff2, 'truetype');
  const face = new hb.Face(new hb.Blob(sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.byteLength) as ArrayBuffer));
  const font = new hb.Font(face);
  const mapped = new Set(face.collectUnicodes());
  const problems: string[] = [];
  for (const { source, text } of texts) {
    for (const run of devanagariRuns(text)) {
      const missing = [...run].filter((char) => !mapped.has(char.codePointAt(0)!));
      const buffer = new hb.Buffer();
      buffer.addText(run);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      const notdef = buffer.getGlyphInfos().some((glyph) => glyph.codepoint === 0);
      if (missing.length || notdef)
        problems.push(`${source}: "${run}"${missing.length ? ` lacks ${missing.join(' ')}` : ' shapes to .notdef'}`);
    }
  }
  return problems;
}

async function catalogueTexts(): Promise<Text[]> {
  const texts: Text[] = LANGUAGES.map((language) => ({ source: 'shared/src/i18n/languages.mjs', text: language.name }));
  for (const language of DEVANAGARI_LANGUAGES) {
    for (const file of catalogueFilesOf(language.code)) {
      const catalogue = ((await import(pathToFileURL(file).href)) as { default: unknown }).default;
      for (const text of stringsOf(catalogue)) texts.push({ source: path.relative(rootDir, file), text });
    }
  }
  return texts;
}

describe('the Devanagari font subset (build/devanagariFont.mjs)', () => {
  let dir: string;
  let fonts: Record<number | 'names', string>;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'portal-fonts-'));
    fonts = await generateDevanagariFonts({ dir });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is made for Hindi: the whole Devanagari script, the switch's label among it", () => {
    expect(DEVANAGARI_LANGUAGES.map((language) => language.code)).toEqual(
      LANGUAGES.filter((language) => language.code !== DEFAULT_LANGUAGE).map((language) => language.code),
    );
    const text = fontText();
    expect([...text].every((char) => isDevanagari(char.codePointAt(0)!))).toBe(true);
    for (const char of 'हिन्दी') expect(text).toContain(char);
  });

  it('is drawn against the catalogues of every app, of shared and of the API', () => {
    const files = DEVANAGARI_LANGUAGES.flatMap((language) => catalogueFilesOf(language.code)).map((file) => path.relative(rootDir, file));
    const code = DEVANAGARI_LANGUAGES[0]!.code;
    for (const frontend of frontends) expect(files).toContain(path.join(frontend.dir, 'src', 'i18n', `${code}.ts`));
    expect(files).toContain(path.join('shared', 'src', 'i18n', 'common', `${code}.ts`));
    expect(files).toContain(path.join('api', 'src', 'i18n', `${code}.ts`));
  });

  it.each(FONT_WEIGHTS)('weight %i draws every Hindi text of the catalogues and the language switch', async (weight) => {
    expect(path.basename(fonts[weight]!)).toBe(fontFileOf(weight));
    const woff2 = readFileSync(fonts[weight]!);
    expect(woff2.subarray(0, 4).toString('latin1')).toBe('wOF2');
    const texts = await catalogueTexts();
    expect(texts.length).toBeGreaterThan(100);
    expect(await undrawable(woff2, texts)).toEqual([]);
  });

  it("the names' face draws every language's own name (the switch's labels on a page in another language), and little else", async () => {
    expect(path.basename(fonts.names)).toBe(NAMES_FONT_FILE);
    const woff2 = readFileSync(fonts.names);
    expect(
      await undrawable(
        woff2,
        LANGUAGES.map((language) => ({ source: 'shared/src/i18n/languages.mjs', text: language.name })),
      ),
    ).toEqual([]);
    expect(woff2.length).toBeLessThan(readFileSync(fonts[FONT_WEIGHTS[0]!]!).length / 5);
  });

  it('the check fails on a character the subset lacks', async () => {
    const text = fontText().replace('ह', '');
    const subsetFont = (
      (await import(pathToFileURL(createRequire(path.join(rootDir, 'tooling', 'package.json')).resolve('subset-font')).href)) as {
        default: (font: Buffer, text: string, options: { targetFormat: 'woff2' }) => Promise<Buffer>;
      }
    ).default;
    const source = readFileSync(
      createRequire(path.join(rootDir, 'tooling', 'package.json')).resolve(
        '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2',
      ),
    );
    const lacking = await subsetFont(source, text, { targetFormat: 'woff2' });
    expect(await undrawable(lacking, [{ source: 'test', text: 'हिन्दी' }])).toEqual(['test: "हिन्दी" lacks ह']);
  });
});
