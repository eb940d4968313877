import {
  DEFAULT_LANGUAGE,
  LANGUAGE_PARAM,
  changeLanguage,
  parseLanguage,
  readStoredLanguage,
  useLanguageStore,
  type Language,
} from '@portal/shared';

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
 * language the visitor did not choose here is not. From then on the web app manifest follows the
 * language (followManifestLanguage). A catalogue
 * that cannot load leaves the portal in English (logged), rather than not starting.
 */
export async function prepareLanguage(language: Language, doc: Document = document): Promise<void> {
  followManifestLanguage(doc);
  if (language === DEFAULT_LANGUAGE) return;
  try {
    // A link in a language is the visitor's choice too: the member opened their Hindi e-mail's link.
    await changeLanguage(language, { remember: readStoredLanguage() === language || linkLanguage(doc) === language });
  } catch (error) {
    console.error(`The portal could not load its ${language} texts; it starts in English`, error);
  }
}

/** The web app manifest in a language (shell/public): the installed app's name and description in it. */
export const manifestHrefOf = (language: Language): string => `/manifest.${language}.webmanifest`;

let followingManifest = false;

/**
 * Keeps `<link rel="manifest">` in the current language, so that installing the portal names it in the
 * language it is shown in. One file per language rather than one URL answered by the language cookie:
 * a cached copy of such a URL would not match the cookie offline. Both files give the app the same
 * `id`, so a switch renames the installed app rather than making it another one.
 */
export function followManifestLanguage(doc: Document = document): void {
  const link = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link || followingManifest) return;
  followingManifest = true;
  const follow = (language: Language) => {
    const href = manifestHrefOf(language);
    if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  };
  // Only on a switch: until the start's language is loaded the store says English, and a Hindi page
  // already links its own file.
  useLanguageStore.subscribe((state, previous) => {
    if (state.language !== previous.language) follow(state.language);
  });
}
