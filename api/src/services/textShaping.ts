import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit, { type Font as FontkitFont } from '@pdf-lib/fontkit';
import type * as HarfBuzz from 'harfbuzzjs';

const require = createRequire(import.meta.url);

/**
 * The faces the portal's PDFs draw with: DejaVu Sans for Latin text, digits and ₹ (as before), Noto Sans
 * Devanagari for Hindi. Each in a regular and a bold weight.
 */
export type FaceKey = 'latin' | 'latinBold' | 'devanagari' | 'devanagariBold';

export interface Face {
  readonly key: FaceKey;
  /** PostScript name, the base of the embedded subset's name. */
  readonly name: string;
  readonly upem: number;
  /** The TrueType file, whose subsets a document embeds. */
  readonly bytes: Uint8Array;
  /** Parsed once, for the metrics a PDF's font descriptor gives. */
  readonly fontkit: FontkitFont;
  readonly hb: HarfBuzz.Font;
  /** The face's own advance of a glyph (font units): what a PDF viewer advances by unless told otherwise. */
  advance(gid: number): number;
  /** The glyph the face's cmap gives a character (0, .notdef, for none). */
  glyph(codePoint: number): number;
  has(codePoint: number): boolean;
}

/**
 * A run of text in one face, shaped: glyphs in the order they are drawn (a pre-base matra before its
 * consonant cluster, a conjunct as one ligature), each with its advance and offsets in font units, and
 * the text it stands for, so that copying the PDF gives the characters back in their logical order.
 */
export interface ShapedRun {
  readonly face: Face;
  readonly gids: readonly number[];
  readonly texts: readonly string[];
  readonly advances: readonly number[];
  readonly xOffsets: readonly number[];
  readonly yOffsets: readonly number[];
  /** Sum of the advances (font units). */
  readonly width: number;
  /**
   * Clusters drawn with more glyphs than they have characters (ई is इ and a mark): some glyph stands
   * for nothing, so the PDF also says the cluster's text as marked content (ActualText).
   */
  readonly spans: readonly { readonly start: number; readonly length: number; readonly text: string }[];
}

/** Shapes text in a weight into runs of one face each; width in points at a size. Synchronous once loaded. */
export interface Shaper {
  readonly faces: Readonly<Record<FaceKey, Face>>;
  shape(text: string, bold?: boolean): readonly ShapedRun[];
  width(text: string, size: number, bold?: boolean): number;
}

function fontPath(specifier: string): string {
  return require.resolve(specifier);
}

const FONT_FILES: Record<FaceKey, string> = {
  latin: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  latinBold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  devanagari: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  devanagariBold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
};

/** Characters of the Devanagari script (the block, Devanagari Extended, Vedic Extensions). */
export function isDevanagari(codePoint: number): boolean {
  return (
    (codePoint >= 0x0900 && codePoint <= 0x097f) ||
    (codePoint >= 0xa8e0 && codePoint <= 0xa8ff) ||
    (codePoint >= 0x1cd0 && codePoint <= 0x1cff)
  );
}

/** Spaces, punctuation and joiners belong to the run before them (when its face has them) rather than choosing a face. */
const NEUTRAL = /^[\s\p{P}\u200c\u200d]$/u;

/** Text DejaVu draws whole: printable ASCII, Latin-1 and ₹. */
const LATIN_ONLY = /^[\x20-\x7e\u00a0-\u00ff\u20b9]*$/;

/** Shaped runs kept per text and weight; cleared when this many are held (statements repeat names and products). */
const CACHE_LIMIT = 20_000;

function loadFace(hb: typeof HarfBuzz, key: FaceKey): Face {
  const bytes = readFileSync(fontPath(FONT_FILES[key]));
  const parsed = fontkit.create(bytes);
  const hbFont = new hb.Font(new hb.Face(new hb.Blob(bytes)));
  const advances = new Map<number, number>();
  const covered = new Map<number, boolean>();
  const glyphs = new Map<number, number>();
  return {
    key,
    name: parsed.postscriptName ?? key,
    upem: parsed.unitsPerEm,
    bytes,
    fontkit: parsed,
    hb: hbFont,
    advance(gid) {
      let advance = advances.get(gid);
      if (advance === undefined) advances.set(gid, (advance = hbFont.glyphHAdvance(gid)));
      return advance;
    },
    glyph(codePoint) {
      let gid = glyphs.get(codePoint);
      if (gid === undefined) glyphs.set(codePoint, (gid = hbFont.glyph(codePoint) ?? 0));
      return gid;
    },
    has(codePoint) {
      let has = covered.get(codePoint);
      if (has === undefined) covered.set(codePoint, (has = parsed.hasGlyphForCodePoint(codePoint)));
      return has;
    },
  };
}

/**
 * Splits text into runs of one family each: Devanagari characters in Noto Sans Devanagari, the rest in
 * DejaVu (or Noto when DejaVu lacks a character Noto has); spaces and punctuation go with the run before
 * them (the one after, at the start).
 */
function itemize(text: string, faces: Record<FaceKey, Face>, bold: boolean): { face: Face; text: string }[] {
  const latin = bold ? faces.latinBold : faces.latin;
  // Most of a statement: Latin letters, digits, punctuation and ₹, all DejaVu's.
  if (LATIN_ONLY.test(text)) return [{ face: latin, text }];
  const devanagari = bold ? faces.devanagariBold : faces.devanagari;
  const runs: { face: Face; text: string }[] = [];
  let pending = '';
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    if (!isDevanagari(codePoint) && NEUTRAL.test(char) && (runs[runs.length - 1]?.face.has(codePoint) ?? true)) {
      const last = runs[runs.length - 1];
      if (last) last.text += char;
      else pending += char;
      continue;
    }
    const face = isDevanagari(codePoint) || (!latin.has(codePoint) && devanagari.has(codePoint)) ? devanagari : latin;
    const last = runs[runs.length - 1];
    if (last?.face === face) last.text += char;
    else runs.push({ face, text: pending + char });
    pending = '';
  }
  if (pending) runs.push({ face: latin, text: pending });
  return runs;
}

/**
 * The text each glyph of a cluster stands for: the cluster's characters given out in logical order to its
 * glyphs in drawn order, the last glyph taking what is left. A reordered cluster (कि: the i-matra drawn
 * first) then reads back as written, and a ligature (क्ष) as all its characters. A glyph beyond the
 * cluster's characters stands for nothing.
 */
function clusterTexts(text: string, glyphCount: number): string[] {
  const chars = [...text];
  const texts: string[] = [];
  for (let i = 0; i < glyphCount; i++) texts.push(i === glyphCount - 1 ? chars.slice(i).join('') : (chars[i] ?? ''));
  return texts;
}

function shapeRun(hb: typeof HarfBuzz, buffer: HarfBuzz.Buffer, face: Face, text: string): ShapedRun {
  buffer.reset();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  if (face.key.startsWith('devanagari')) buffer.setLanguage('hi');
  hb.shape(face.hb, buffer);
  // Infos and positions apart: the combined call defines hidden properties on every glyph, several times slower.
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  const gids: number[] = [];
  const advances: number[] = [];
  const xOffsets: number[] = [];
  const yOffsets: number[] = [];
  const texts: string[] = [];
  const spans: { start: number; length: number; text: string }[] = [];
  let width = 0;
  for (let start = 0; start < infos.length;) {
    const cluster = infos[start]!.cluster;
    let end = start + 1;
    while (end < infos.length && infos[end]!.cluster === cluster) end++;
    // Left to right: the next cluster starts where this one's characters end.
    const clusterText = text.slice(cluster, Math.max(end < infos.length ? infos[end]!.cluster : text.length, cluster));
    if (end - start === 1) texts.push(clusterText);
    else {
      const glyphTexts = clusterTexts(clusterText, end - start);
      if (glyphTexts.includes('')) spans.push({ start, length: end - start, text: clusterText });
      texts.push(...glyphTexts);
    }
    for (let i = start; i < end; i++) {
      const position = positions[i]!;
      gids.push(infos[i]!.codepoint);
      advances.push(position.xAdvance);
      xOffsets.push(position.xOffset);
      yOffsets.push(position.yOffset);
      width += position.xAdvance;
    }
    start = end;
  }
  return { face, gids, texts, advances, xOffsets, yOffsets, width, spans };
}

/**
 * Amounts, dates and numbers: DejaVu has no substitution or kerning among these characters (a test holds
 * it to that), so their shaping is one glyph per character at its own advance, without HarfBuzz; a
 * statement has several on every line, most of them different.
 */
export const FIGURES = /^[0-9,.₹\-/:()% ]*$/;

function figuresRun(face: Face, text: string): ShapedRun {
  const gids: number[] = [];
  const advances: number[] = [];
  const texts: string[] = [];
  let width = 0;
  for (const char of text) {
    const gid = face.glyph(char.codePointAt(0)!);
    const advance = face.advance(gid);
    gids.push(gid);
    advances.push(advance);
    texts.push(char);
    width += advance;
  }
  const zeros = gids.map(() => 0);
  return { face, gids, texts, advances, xOffsets: zeros, yOffsets: zeros, width, spans: [] };
}

let loading: Promise<Shaper> | undefined;

/**
 * The shaper, made once per process: HarfBuzz's WebAssembly and the four fonts are loaded on first use,
 * and each text's shaping is kept (a statement draws the same product and client names many times).
 */
export function textShaper(): Promise<Shaper> {
  loading ??= (async () => {
    const hb = await import('harfbuzzjs');
    const faces: Record<FaceKey, Face> = {
      latin: loadFace(hb, 'latin'),
      latinBold: loadFace(hb, 'latinBold'),
      devanagari: loadFace(hb, 'devanagari'),
      devanagariBold: loadFace(hb, 'devanagariBold'),
    };
    const buffer = new hb.Buffer();
    const cache = new Map<string, readonly ShapedRun[]>();
    const shape = (text: string, bold = false): readonly ShapedRun[] => {
      const key = `${bold ? 'b' : 'r'}${text}`;
      let runs = cache.get(key);
      if (!runs) {
        runs = FIGURES.test(text)
          ? [figuresRun(bold ? faces.latinBold : faces.latin, text)]
          : itemize(text, faces, bold).map((run) => shapeRun(hb, buffer, run.face, run.text));
        if (cache.size >= CACHE_LIMIT) cache.clear();
        cache.set(key, runs);
      }
      return runs;
    };
    return {
      faces,
      shape,
      width(text, size, bold = false) {
        let width = 0;
        for (const run of shape(text, bold)) width += (run.width * size) / run.face.upem;
        return width;
      },
    };
  })();
  return loading;
}
