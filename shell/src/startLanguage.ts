import { DEFAULT_LANGUAGE, LANGUAGE_PARAM, changeLanguage, parseLanguage, readStoredLanguage, type Language } from '@portal/shared';

/**
 * The language of the portal's first render. A pre-rendered page is adopted in the language it was
 * served in (`<html lang>`: the server chose the file by the visitor's cookie), so that hydration
 * finds the same texts; any other page starts in the language its link names (`?lang=hi`, the links of
 * a Hindi e-mail), else the one this browser remembers, else English.
 */
export function startLanguage(prerendered: boolean, doc: Document = document): Language {
  if (prerendered) return parseLanguage(doc.documentElement.lang) ?? DEFAULT_LANGUAGE;
  return linkLanguage(doc) ?? readStoredLanguage() ?? DEFAULT_LANGUAGE;
}

function linkLanguage(doc: Document): Language | null {
  return parseLanguage(new URL(doc.location?.href ?? 'http://portal.invalid/').searchParams.get(LANGUAGE_PARAM));
}

/**
 * Makes `language` current before the first render: its catalogues (the shell's and the shared ones,
 * registered by now) loaded, `<html lang>` set. English needs nothing. The browser's choice is
 * remembered afresh (a cookie lost while localStorage kept it comes back, so the server serves the
 * pre-rendered pages in it again), and so is the language of the link that opened the page; a
 * language the visitor did not choose here is not. A catalogue
 * that cannot load leaves the portal in English (logged), rather than not starting.
 */
export async function prepareLanguage(language: Language, doc: Document = document): Promise<void> {
  if (language === DEFAULT_LANGUAGE) return;
  try {
    // A link in a language is the visitor's choice too: the member opened their Hindi e-mail's link.
    await changeLanguage(language, { remember: readStoredLanguage() === language || linkLanguage(doc) === language });
  } catch (error) {
    console.error(`The portal could not load its ${language} texts; it starts in English`, error);
  }
}
