/* Test helper: the English texts of a catalogue section still on show in a page rendered in another language. */

type Section = { readonly [key: string]: string | Section };

function leaves(section: Section, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(section)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [nested, text] of leaves(value, path)) found.set(nested, text);
  }
  return found;
}

/** What the page shows and says: its text, and the names given by aria-label and title attributes. */
export function shownText(root: ParentNode = document.body): string {
  const named = [...root.querySelectorAll('[aria-label], [title]')].flatMap((element) => [
    element.getAttribute('aria-label') ?? '',
    element.getAttribute('title') ?? '',
  ]);
  return [root.textContent ?? '', ...named].join('\n');
}

/**
 * The English wording of `en` (the parts of each text around its placeholders that have words in them)
 * found in `text`. Texts the translation keeps as they are ("TDS") are left out.
 */
export function englishLeftovers(en: Section, translated: Section, text: string = shownText()): string[] {
  const other = leaves(translated);
  const left: string[] = [];
  for (const [key, value] of leaves(en)) {
    if (other.get(key) === value) continue;
    for (const fragment of value.split(/\{\{[^}]+\}\}/)) {
      const words = fragment.trim().replace(/^[·,:.;()\s]+|[·,:.;()\s]+$/g, '');
      if (/[A-Za-z]{2,}/.test(words) && text.includes(words)) left.push(`${key}: "${words}"`);
    }
  }
  return left;
}
