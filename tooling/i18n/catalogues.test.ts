// The message catalogues against each other and against the code that uses them: every namespace has
// the same keys and placeholders in every language, every key the code asks for exists, and every key
// in a catalogue is still used somewhere.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HOST, REMOTES } from '../../shared/src/topology.mjs';
import { LANGUAGES } from '../../shared/src/i18n/languages.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

interface Namespace {
  name: string;
  /** The folder of its catalogues: en.ts and one file per other language. */
  dir: string;
  /** Where the code that uses it lives (its keys need no `namespace:` prefix there). */
  sources: string[];
}

/** Each app registers its namespace in its src/i18n/index.ts: registerCatalogues('name', …). */
function appNamespace(dir: string): Namespace {
  const index = readFileSync(path.join(root, dir, 'src/i18n/index.ts'), 'utf8');
  const name = /registerCatalogues\('([^']+)'/.exec(index)?.[1];
  if (!name) throw new Error(`${dir}/src/i18n/index.ts registers no namespace`);
  return { name, dir: `${dir}/src/i18n`, sources: [`${dir}/src`] };
}

const NAMESPACES: Namespace[] = [
  { name: 'common', dir: 'shared/src/i18n/common', sources: ['shared/src'] },
  // The back office's schemas (@portal/shared/admin) say their messages in the validation catalogue.
  { name: 'validation', dir: 'shared/src/validation/i18n', sources: ['shared/src/validation', 'shared/src/admin'] },
  { name: 'api', dir: 'api/src/i18n', sources: ['api/src'] },
  ...[HOST, ...REMOTES].map((frontend) => appNamespace(frontend.dir)),
].filter((namespace) => existsSync(path.join(root, namespace.dir, 'en.ts')));

/** Every product source file (tests and the catalogues themselves excluded). */
function sourceFiles(dir: string): string[] {
  const abs = path.join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs).flatMap((entry) => {
    const file = path.join(abs, entry);
    if (statSync(file).isDirectory()) return entry === 'node_modules' || entry === 'i18n' ? [] : sourceFiles(path.join(dir, entry));
    return /\.(ts|tsx|mjs)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [file] : [];
  });
}

const ALL_SOURCES = [...new Set(['shared/src', 'shell/src', 'api/src', ...REMOTES.map((remote) => `${remote.dir}/src`)])];
const sourceText = new Map(ALL_SOURCES.flatMap((dir) => sourceFiles(dir)).map((file) => [file, readFileSync(file, 'utf8')]));

function flatten(catalogue: object, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(full, value);
    else for (const [nested, text] of flatten(value as object, full)) keys.set(nested, text);
  }
  return keys;
}

async function catalogue(namespace: Namespace, language: string): Promise<Map<string, string>> {
  const file = path.join(root, namespace.dir, `${language}.ts`);
  const module = (await import(pathToFileURL(file).href)) as { default: object };
  return flatten(module.default);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]).sort();

/** The namespace a file's unprefixed keys belong to: the most specific source folder that holds it. */
function namespaceOfFile(file: string): string | null {
  let best: { name: string; length: number } | null = null;
  for (const namespace of NAMESPACES)
    for (const dir of namespace.sources) {
      const abs = path.join(root, dir) + path.sep;
      if (file.startsWith(abs) && (!best || abs.length > best.length)) best = { name: namespace.name, length: abs.length };
    }
  return best?.name ?? null;
}

/** Keys the code asks for: t('key'), tCommon('key'), i18n.t('ns:key'), i18nKey="key", with the namespace they resolve to. */
function keysAskedFor(): { namespace: string; key: string; file: string }[] {
  const asked: { namespace: string; key: string; file: string }[] = [];
  const call = /\b(t|tCommon)\(\s*(['"`])([^'"`$]+)\2|i18nKey=\{?(['"])([^'"]+)\4/g;
  for (const [file, text] of sourceText) {
    for (const match of text.matchAll(call)) {
      const raw = match[3] ?? match[5]!;
      const prefixed = /^([A-Za-z]+):(.+)$/.exec(raw);
      const namespace = prefixed ? prefixed[1]! : match[1] === 'tCommon' ? 'common' : namespaceOfFile(file);
      if (namespace) asked.push({ namespace, key: prefixed ? prefixed[2]! : raw, file: path.relative(root, file) });
    }
  }
  return asked;
}

describe('message catalogues', () => {
  it('finds the catalogues of the shell and every remote', () => {
    const names = NAMESPACES.map((namespace) => namespace.name);
    for (const frontend of [HOST, ...REMOTES]) expect(names).toContain(appNamespace(frontend.dir).name);
    expect(names).toContain('common');
  });

  for (const namespace of NAMESPACES) {
    describe(namespace.name, () => {
      for (const language of LANGUAGES.filter((candidate) => candidate.code !== 'en')) {
        it(`has the same keys and placeholders in ${language.code} as in English, none empty`, async () => {
          const en = await catalogue(namespace, 'en');
          const other = await catalogue(namespace, language.code);
          expect(
            [...other.keys()].filter((key) => !en.has(key)),
            'keys only in the translation',
          ).toEqual([]);
          expect(
            [...en.keys()].filter((key) => !other.has(key)),
            'keys missing from the translation',
          ).toEqual([]);
          const differing = [...en].filter(([key, text]) => placeholders(text).join() !== placeholders(other.get(key) ?? '').join());
          expect(
            differing.map(([key]) => key),
            'placeholders that differ',
          ).toEqual([]);
          expect(
            [...other].filter(([, text]) => text.trim() === '').map(([key]) => key),
            'empty texts',
          ).toEqual([]);
        });
      }

      it('has every key still used by the code', async () => {
        const en = await catalogue(namespace, 'en');
        const texts = [...sourceText.values()].join('\n');
        const home = new Set(
          namespace.sources.flatMap((dir) => sourceFiles(dir)).map((file) => sourceText.get(file) ?? readFileSync(file, 'utf8')),
        );
        // The error catalogue ('common') is used across the apps and the API without a prefix too.
        const homeText = namespace.name === 'common' ? texts : [...home].join('\n');
        const unused = [...new Set([...en.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')))].filter((key) => {
          const quoted = (candidate: string) => ["'", '"', '`'].some((quote) => candidate.includes(`${quote}${key}${quote}`));
          const prefixed = ["'", '"', '`'].some((quote) => texts.includes(`${quote}${namespace.name}:${key}${quote}`));
          return !quoted(homeText) && !prefixed;
        });
        expect(unused, `keys of '${namespace.name}' no code uses`).toEqual([]);
      });
    });
  }

  it('has every key the code asks for, in every language', async () => {
    const missing: string[] = [];
    const catalogues = new Map<string, Map<string, string>>();
    for (const namespace of NAMESPACES) catalogues.set(namespace.name, await catalogue(namespace, 'en'));
    for (const { namespace, key, file } of keysAskedFor()) {
      const keys = catalogues.get(namespace);
      if (!keys) continue; // a t() of some other library in a folder without catalogues
      const found = keys.has(key) || [...keys.keys()].some((candidate) => candidate.replace(PLURAL_SUFFIX, '') === key);
      if (!found) missing.push(`${file}: ${namespace}:${key}`);
    }
    expect(missing, 'keys asked for that no catalogue has').toEqual([]);
  });
});
