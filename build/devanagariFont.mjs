// The portal's Devanagari font: Noto Sans Devanagari (@fontsource/noto-sans-devanagari), subset at build
// time to the Devanagari block (every letter, sign and digit Hindi is written with, and nothing of the
// Latin or Vedic characters the source files also hold). Not to the characters today's catalogues use:
// each remote is released on its own, and a remote's new Hindi text must still find its letters in the
// font the deployed shell serves. Two weights, woff2, written to node_modules/.cache/portal-fonts (never
// committed) and bundled by the apps' CSS (shared/src/styles/devanagari.css, as `portal-fonts/…`) under
// the shell's static path with a content hash, so they are cached for a year.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../shared/src/i18n/languages.mjs';

const require = createRequire(import.meta.url);
const rootDir = path.resolve(import.meta.dirname, '..');

/** Where the generated fonts are kept, and the alias the CSS names them by. */
export const FONT_CACHE_DIR = path.join(rootDir, 'node_modules', '.cache', 'portal-fonts');
export const FONT_ALIAS = 'portal-fonts';

/** The weights generated; the CSS maps 100–500 to the first and 600–900 to the second. */
export const FONT_WEIGHTS = /** @type {const} */ ([400, 600]);

/** The emitted file's name of a weight (before the content hash the build adds). */
export const fontFileOf = (weight) => `noto-sans-devanagari-${weight}.woff2`;

/**
 * A tiny face holding only the languages' own names (हिन्दी): what an English page needs for its
 * language switch, instead of the whole script.
 */
export const NAMES_FONT_FILE = 'noto-sans-devanagari-names.woff2';

/** The Devanagari characters of the languages' own names, for NAMES_FONT_FILE. */
export const namesText = () =>
  [...new Set(LANGUAGES.flatMap((language) => [...language.name]).filter((char) => isDevanagari(char.codePointAt(0) ?? 0)))]
    .sort()
    .join('');

/**
 * The Devanagari blocks (Devanagari, Vedic Extensions, Devanagari Extended) and the joiners and the
 * dotted circle that shaping uses: the `unicode-range` of the @font-face rules, so that Latin letters
 * and digits in Hindi text keep the system font, and an English page asks for the font only for the
 * characters of the switch's हिन्दी label.
 */
export const DEVANAGARI_RANGES = /** @type {const} */ ([
  [0x0900, 0x097f],
  [0x1cd0, 0x1cff],
  [0x200c, 0x200d],
  [0x25cc, 0x25cc],
  [0xa8e0, 0xa8ff],
]);

/** @param {number} codePoint */
export const isDevanagari = (codePoint) => DEVANAGARI_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);

const hasDevanagari = (text) => [...text].some((char) => isDevanagari(char.codePointAt(0) ?? 0));

/** The portal's languages written in Devanagari (their own name is): the ones whose pages use the font. */
export const DEVANAGARI_LANGUAGES = LANGUAGES.filter((language) => language.code !== DEFAULT_LANGUAGE && hasDevanagari(language.name));

/**
 * The catalogue files of a language in the repository: `<code>.ts` and `<part>.<code>.ts` in an `i18n`
 * folder under any app's (or shared's, or the API's) `src`. The font's test draws every text of them.
 * @param {string} code @param {string} [root]
 */
export function catalogueFilesOf(code, root = rootDir) {
  const name = new RegExp(`^(?:[\\w-]+\\.)?${code}\\.ts$`);
  return readdirSync(root, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() &&
        !entry.name.startsWith('.') &&
        entry.name !== 'node_modules' &&
        existsSync(path.join(root, entry.name, 'src')),
    )
    .flatMap((entry) => walk(path.join(root, entry.name, 'src')))
    .filter((file) => name.test(path.basename(file)) && path.relative(root, file).split(path.sep).includes('i18n'))
    .sort();
}

function walk(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, found);
    else found.push(full);
  }
  return found;
}

/**
 * The characters the subset holds: the Devanagari block, the joiners and the dotted circle (the font draws
 * those it has). Not the Vedic and extended blocks, which Hindi does not use: their few characters fall
 * back to the system's font, as the unicode-range still sends them here.
 */
export function fontText() {
  const [[from, to], ...others] = DEVANAGARI_RANGES;
  let text = '';
  for (let codePoint = from; codePoint <= to; codePoint++) text += String.fromCodePoint(codePoint);
  for (const [start, end] of others)
    if (end - start < 2) for (let codePoint = start; codePoint <= end; codePoint++) text += String.fromCodePoint(codePoint);
  return text;
}

/** The source font of a weight: fontsource's Devanagari-script file. */
export const sourceFontOf = (weight) =>
  require.resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`, {
    paths: [path.join(rootDir, 'tooling')],
  });

async function subset(buffer, text) {
  const { default: subsetFont } = await import(require.resolve('subset-font', { paths: [path.join(rootDir, 'tooling')] }));
  return subsetFont(buffer, text, { targetFormat: 'woff2' });
}

let pending = null;

/**
 * Writes each weight's subset, and the names' face, into `dir` unless the one there was made from the
 * same characters and source font. Resolves to the files' paths by weight (and `names`). Concurrent
 * calls share one generation.
 * @param {{ dir?: string }} [options]
 */
export function generateDevanagariFonts({ dir = FONT_CACHE_DIR } = {}) {
  const run = async () => {
    mkdirSync(dir, { recursive: true });
    /** Writes `name` subset to `text` from `weight`'s source, unless the one there was made from the same. */
    const write = async (name, weight, text) => {
      const source = readFileSync(sourceFontOf(weight));
      const key = createHash('sha256').update(text).update('\0').update(source).digest('hex');
      const file = path.join(dir, name);
      const keyFile = `${file}.key`;
      if (!(existsSync(file) && existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key)) {
        writeFileSync(file, await subset(source, text));
        writeFileSync(keyFile, key);
      }
      return file;
    };
    const files = {};
    for (const weight of FONT_WEIGHTS) files[weight] = await write(fontFileOf(weight), weight, fontText());
    files.names = await write(NAMES_FONT_FILE, FONT_WEIGHTS[0], namesText());
    return files;
  };
  if (dir !== FONT_CACHE_DIR) return run();
  pending ??= run().finally(() => {
    pending = null;
  });
  return pending;
}

/** Generates the fonts before each compilation (once at a time; an unchanged source font reuses them). */
export class DevanagariFontPlugin {
  apply(compiler) {
    compiler.hooks.beforeCompile.tapPromise('DevanagariFontPlugin', async () => {
      await generateDevanagariFonts();
    });
  }
}
