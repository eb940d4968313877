import { i18n, type Language } from '../i18n';

export interface EnglishLeftOptions {
  /** The catalogues to look for: namespaces ('landing', 'common') or one section of one ('sales:renewals'). */
  catalogues: readonly string[];
  /** Where to look (the whole page by default). */
  root?: HTMLElement;
  /** The language the page is in (default 'hi'): what its catalogue writes the same way ("PAN", "TDS", "Agent Portal") is not English left. */
  language?: Exclude<Language, 'en'>;
  /** Fragments with fewer letters are left out (default 3): an "of" or a "*" could be anything. */
  minLetters?: number;
  /** The attributes read besides the text (default: aria-label, placeholder, title, alt). */
  attributes?: readonly string[];
}

const DEFAULT_ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt'];

function leaves(catalogue: unknown, prefix: string): [string, string][] {
  if (typeof catalogue === 'string') return [[prefix, catalogue]];
  if (typeof catalogue !== 'object' || catalogue === null) return [];
  return Object.entries(catalogue).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How a text shows on a page, as patterns: its fixed parts between placeholders and component tags,
 * kept as written (" days left" of "{{count}} days left" does not match "member" in "member.move").
 * A one-word text ("Product") is a label: only a whole text of the page is it, not "Product 1".
 */
function fragments(text: string, minLetters: number): { fragment: string; pattern: RegExp }[] {
  const parts = text.split(/\{\{[^}]*\}\}|<\/?\w+\s*\/?>/);
  const word = text.trim();
  if (parts.length === 1 && /^[A-Za-z]+$/.test(word))
    return word.length < minLetters ? [] : [{ fragment: word, pattern: new RegExp(`^\\s*${word}\\s*$`) }];
  return parts
    .map((part, index) => ({
      fragment: part.trim(),
      pattern: new RegExp(`${index === 0 ? '(^|[^A-Za-z])' : ''}${escape(part)}${index === parts.length - 1 ? '([^A-Za-z]|$)' : ''}`),
    }))
    .filter(({ fragment }) => (fragment.match(/[A-Za-z]/g) ?? []).length >= minLetters);
}

function bundle(language: Language, namespace: string): object {
  const found: unknown = i18n.getResourceBundle(language, namespace);
  if (typeof found !== 'object' || found === null)
    throw new Error(
      `englishLeft: no '${namespace}' catalogue in '${language}' (load it first: switchLanguageForTest or whenLanguageLoaded)`,
    );
  return found;
}

/** What a person or a screen reader meets under `root`: its text nodes and the attributes that name or describe. */
function shownTexts(root: HTMLElement, attributes: readonly string[]): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.trim()) texts.push(node.textContent);
  for (const element of root.querySelectorAll('*'))
    for (const name of attributes) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  return texts;
}

/**
 * The English texts of the catalogues still shown under `root`, as `namespace:key: fragment` (none on
 * a page fully in the other language). Each English text is looked for by its fixed parts, as written;
 * parts that the other language's catalogue has too are skipped.
 */
export function englishLeft({
  catalogues,
  root = document.body,
  language = 'hi',
  minLetters = 3,
  attributes = DEFAULT_ATTRIBUTES,
}: EnglishLeftOptions): string[] {
  const texts = shownTexts(root, attributes);
  const left = new Set<string>();
  for (const catalogue of catalogues) {
    const [namespace = '', section = ''] = catalogue.split(':');
    const same = new Set(leaves(bundle(language, namespace), '').flatMap(([, text]) => fragments(text, 0).map(({ fragment }) => fragment)));
    const english = section ? (bundle('en', namespace) as Record<string, unknown>)[section] : bundle('en', namespace);
    if (english === undefined) throw new Error(`englishLeft: no section '${section}' in '${namespace}'`);
    for (const [key, text] of leaves(english, section))
      for (const { fragment, pattern } of fragments(text, minLetters))
        if (!same.has(fragment) && texts.some((shown) => pattern.test(shown))) left.add(`${namespace}:${key}: ${fragment}`);
  }
  return [...left];
}
