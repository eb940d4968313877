import { i18n } from '@portal/shared';

/** The namespaces whose English must not show on a page shown in another language. */
const NAMESPACES = ['onboarding', 'common'] as const;

function leaves(bundle: unknown): string[] {
  if (typeof bundle === 'string') return [bundle];
  if (typeof bundle !== 'object' || bundle === null) return [];
  return Object.values(bundle).flatMap(leaves);
}

/** A text's pieces between Trans tags and placeholders: what shows on the page as it is written. */
function pieces(text: string): string[] {
  return text
    .split(/<\/?\w+>|\{\{[^}]*\}\}/)
    .map((piece) => piece.trim())
    .filter((piece) => /[A-Za-z]{2}/.test(piece));
}

/**
 * The pieces of the English catalogues ('onboarding' and 'common') that show in `root` (its text,
 * its accessible labels, placeholders and titles) while the page is in `language`. Pieces the other
 * language writes the same way (a brand, "PAN") do not count. Empty when nothing English is left.
 */
export function englishOnScreen(language: string, root: HTMLElement = document.body): string[] {
  const english = new Set<string>();
  for (const namespace of NAMESPACES) {
    const translated = new Set(leaves(i18n.getResourceBundle(language, namespace)).flatMap(pieces));
    if (translated.size === 0) throw new Error(`no '${namespace}' catalogue in ${language}`);
    for (const piece of leaves(i18n.getResourceBundle('en', namespace)).flatMap(pieces)) {
      if (!translated.has(piece)) english.add(piece);
    }
  }
  const shown = [
    root.textContent ?? '',
    ...Array.from(root.querySelectorAll('[aria-label], [placeholder], [title]')).flatMap((element) =>
      ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
    ),
  ];
  return [...english].filter((piece) => shown.some((text) => text.includes(piece)));
}
