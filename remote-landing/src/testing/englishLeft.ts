import en from '../i18n/en';

function leaves(catalogue: object): string[] {
  return Object.values(catalogue).flatMap((value: unknown) => (typeof value === 'string' ? [value] : leaves(value as object)));
}

/**
 * The English catalogue's texts as a page would show them: each split where a placeholder or a
 * component tag goes, so the fixed parts of `Close {{product}} details` or a sentence with a link
 * are looked for on their own. Fragments shorter than three letters (a `*`) are left out.
 */
const englishFragments = [
  ...new Set(
    leaves(en)
      .flatMap((text) => text.split(/\{\{[^}]*\}\}|<\/?[A-Za-z]+\s*\/?>/))
      .map((fragment) => fragment.trim())
      .filter((fragment) => /[A-Za-z].*[A-Za-z].*[A-Za-z]/.test(fragment)),
  ),
];

/** What the page says: its text and the texts of its labels and titles (aria-label, title, alt, placeholder). */
function shownText(root: HTMLElement): string {
  const attributes = [...root.querySelectorAll('[aria-label], [title], [alt], [placeholder]')].flatMap((element) =>
    ['aria-label', 'title', 'alt', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [root.textContent ?? '', ...attributes].join('\n');
}

/** The English catalogue's texts still shown under `root` (document.body by default): none, in Hindi. */
export function englishTextsShown(root: HTMLElement = document.body): string[] {
  const shown = shownText(root);
  return englishFragments.filter((fragment) => shown.includes(fragment));
}
