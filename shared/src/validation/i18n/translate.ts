import type { Catalogue } from '../../i18n/catalogue';
import { DEFAULT_LANGUAGE, localeOf, type Language } from '../../i18n/languages.mjs';

/**
 * A small translator for the code that runs outside React and outside the page's i18next instance: the
 * validation schemas (on the server and in the browser's on-demand validation chunk) and the API. Same
 * conventions as i18next: dotted keys, `{{name}}` placeholders, plurals as `key_one` / `key_other` chosen
 * by `count` (Intl.PluralRules of the language).
 */

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** Every key of a catalogue as a dotted path ('renewals.reason'); a plural's keys also by their stem. */
export type CatalogueKey<T> = {
  [K in keyof T & string]: T[K] extends string ? (K extends `${infer Stem}_${PluralSuffix}` ? Stem | K : K) : `${K}.${CatalogueKey<T[K]>}`;
}[keyof T & string];

/** The values of a text's placeholders (`count` also picks a plural form). */
export type TranslationParams = Readonly<Record<string, string | number>>;

function leaf(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralCategory(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(localeOf(language))));
  return rules.select(count);
}

/** `{{name}}` replaced by its value; a placeholder without a value stays as it is. */
export function interpolate(text: string, params: TranslationParams | undefined): string {
  if (!params) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * The text of `key` in `language`'s catalogue (English's when that has none), its placeholders filled in;
 * with a numeric `count`, the plural form for it (`key_one`, `key_other`). The key itself when no
 * catalogue has it (the type of the keys makes that a compile error at the call sites).
 */
export function translate(
  catalogues: Readonly<Partial<Record<Language, Catalogue>>>,
  language: Language,
  key: string,
  params?: TranslationParams,
): string {
  const count = params?.['count'];
  for (const candidate of [language, DEFAULT_LANGUAGE]) {
    const catalogue = catalogues[candidate];
    if (!catalogue) continue;
    const text =
      (typeof count === 'number'
        ? (leaf(catalogue, `${key}_${pluralCategory(candidate, count)}`) ?? leaf(catalogue, `${key}_other`))
        : undefined) ?? leaf(catalogue, key);
    if (text !== undefined) return interpolate(text, params);
  }
  return key;
}
