/* Test helper: which English texts of the 'sales' catalogue's core part a page still shows. */
import en from '../../i18n/parts/core.en';
import hi from '../../i18n/parts/core.hi';

function leaves(catalogue: object, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]): [string, string][] => {
    const full = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[full, value]] : leaves(value as object, full);
  });
}

const hindi = new Map(leaves(hi));

/**
 * The English texts that Hindi says differently ('PAN' is the same in both), cut at their
 * placeholders: 'Sold by {{name}} ({{code}}) and their team' → 'Sold by', ') and their team'. Pieces
 * shorter than three characters ('of') could be part of anything and are left out.
 */
const ENGLISH_PIECES = leaves(en).flatMap(([key, text]) =>
  hindi.get(key) === text
    ? []
    : text
        .split(/\{\{[^}]*\}\}/)
        .map((piece) => piece.trim())
        .filter((piece) => piece.length >= 3 && /[A-Za-z]/.test(piece))
        .map((piece) => ({ key, piece })),
);

/** What a person sees or hears of `root`: its text and its elements' accessible names and hints. */
function shownText(root: HTMLElement): string {
  const attributes = [...root.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((element) =>
    ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [root.textContent ?? '', ...attributes].join('\n');
}

/** The core part's English texts still shown in `root`, as 'key: text' (none once all is in Hindi). */
export function englishLeftIn(root: HTMLElement): string[] {
  const text = shownText(root);
  return ENGLISH_PIECES.filter(({ piece }) => text.includes(piece)).map(({ key, piece }) => `${key}: ${piece}`);
}
