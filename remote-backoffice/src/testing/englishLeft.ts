/* Test helper of the screens in Hindi: which English texts of the 'backoffice' catalogue are still shown. */
import en from '../i18n/en';
import hi from '../i18n/hi';

function flatten(catalogue: object, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value as object, `${prefix}${key}.`),
  );
}

const hindi = new Map(flatten(hi));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English texts to look for: every English value that Hindi says differently, cut at its
 * placeholders into its fixed parts; parts of fewer than 4 letters, and single lowercase words, are left
 * out (a "by" or the "member" of "member.move" is data as much as text).
 */
const LOOKED_FOR: { key: string; part: string; pattern: RegExp }[] = flatten(en)
  .filter(([key, text]) => hindi.get(key) !== text)
  .flatMap(([key, text]) =>
    text
      .split(/\{\{[^}]*\}\}/)
      .map((part) => part.trim().replace(/^[\s,.:;·()—–-]+|[\s,.:;·()—–-]+$/g, ''))
      .filter((part) => (part.match(/[A-Za-z]/g) ?? []).length >= 4 && !/^[a-z]+$/.test(part))
      .map((part) => ({ key, part, pattern: new RegExp(`(^|[^A-Za-z])${escape(part)}([^A-Za-z]|$)`) })),
  );

/** What a person or a screen reader meets on the page: its texts, and the attributes that name or describe. */
function shownTexts(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.trim()) texts.push(node.textContent);
  for (const element of root.querySelectorAll('*'))
    for (const name of ['aria-label', 'aria-valuetext', 'placeholder', 'title', 'alt'])
      if (element.getAttribute(name)) texts.push(element.getAttribute(name)!);
  return texts;
}

/** The catalogue's English texts (as `key: text`) still shown under `root` (the whole page by default). */
export function englishLeft(root: HTMLElement = document.body): string[] {
  const texts = shownTexts(root);
  return LOOKED_FOR.filter(({ pattern }) => texts.some((text) => pattern.test(text))).map(({ key, part }) => `${key}: ${part}`);
}
