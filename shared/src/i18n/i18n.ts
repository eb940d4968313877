// The portal's one i18next instance. It lives in @portal/shared, a federation singleton, so the shell
// and every remote translate with the same instance and switch language together. Each app registers
// its namespace's English catalogue when its code loads (it is small and always needed) and a loader
// for each other language, which runs only once that language is chosen.
import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_PARAM, LANGUAGES, localeOf, parseLanguage, type Language } from './languages.mjs';
import type { Catalogue, CatalogueLoader } from './catalogue';

export type { Language };
export { LANGUAGES, DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_PARAM, localeOf, parseLanguage };
export { useTranslation, Trans } from 'react-i18next';

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES.map((language) => language.code),
  resources: {},
  // Resources are added synchronously: no backend, so the first render never waits.
  initAsync: false,
  interpolation: { escapeValue: false },
  // Not re-rendered when a catalogue is added: a remote registering its texts while the page it
  // pre-rendered is being adopted would otherwise update that page's Suspense boundary before it has
  // hydrated, and React would throw the adopted markup away. A language is switched to only once its
  // catalogues are loaded, and a remote's page is shown only once its own are.
  react: { useSuspense: false },
  returnNull: false,
});

const loaders = new Map<string, Partial<Record<Language, CatalogueLoader>>>();

/**
 * Registers a namespace: its English catalogue now, other languages' as loaders. If another language
 * is already chosen, its catalogue starts loading at once (`whenLanguageLoaded` waits for it).
 */
export function registerCatalogues(
  namespace: string,
  en: Catalogue,
  others: Partial<Record<Exclude<Language, 'en'>, CatalogueLoader>>,
): void {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, en, true, true);
  loaders.set(namespace, others);
  const current = currentLanguage();
  if (current !== DEFAULT_LANGUAGE) void loadNamespace(namespace, current);
}

/** Adds a language's catalogue synchronously (pre-rendering in Node, where everything is bundled). */
export function addCatalogue(language: Language, namespace: string, catalogue: Catalogue): void {
  i18n.addResourceBundle(language, namespace, catalogue, true, true);
}

const loading = new Map<string, Promise<void>>();

function loadNamespace(namespace: string, language: Language): Promise<void> {
  if (language === DEFAULT_LANGUAGE || i18n.hasResourceBundle(language, namespace)) return Promise.resolve();
  const key = `${language}:${namespace}`;
  let promise = loading.get(key);
  if (!promise) {
    const load = loaders.get(namespace)?.[language as Exclude<Language, 'en'>];
    promise = load
      ? load().then(
          (module) => addCatalogue(language, namespace, module.default),
          (error: unknown) => {
            loading.delete(key); // a later attempt may succeed (a chunk that failed on a bad connection)
            throw error;
          },
        )
      : Promise.resolve();
    loading.set(key, promise);
  }
  return promise;
}

/** Resolves once every registered namespace's catalogue for `language` is loaded. */
export function whenLanguageLoaded(language: Language = currentLanguage()): Promise<void> {
  return Promise.all([...loaders.keys()].map((namespace) => loadNamespace(namespace, language))).then(() => undefined);
}

export function currentLanguage(): Language {
  return parseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
}

/** A translation function bound to a namespace, in whatever language is current when it is called. */
export function fixedT(namespace: string): TFunction {
  return ((...args: Parameters<TFunction>) => i18n.getFixedT(null, namespace)(...args)) as TFunction;
}

/** The language the browser remembers (cookie first, as the server reads it), if any. */
export function readStoredLanguage(): Language | null {
  if (typeof document === 'undefined') return null;
  const cookie = document.cookie.split('; ').find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`));
  const fromCookie = parseLanguage(cookie?.slice(LANGUAGE_COOKIE.length + 1));
  if (fromCookie) return fromCookie;
  try {
    return parseLanguage(globalThis.localStorage?.getItem(LANGUAGE_COOKIE));
  } catch {
    return null;
  }
}

function rememberLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
  try {
    globalThis.localStorage?.setItem(LANGUAGE_COOKIE, language);
  } catch {
    // Storage can be unavailable (private mode): the cookie still remembers it.
  }
}

interface LanguageState {
  language: Language;
  /** True while the chosen language's catalogues load. */
  switching: boolean;
}

/** The current language for React: the shell and every remote share it (a federation singleton). */
export const useLanguageStore = create<LanguageState>()(() => ({ language: DEFAULT_LANGUAGE, switching: false }));

const languageNow = (): Language => useLanguageStore.getState().language;

/**
 * The current language, re-rendering on a switch. Pre-rendering and hydration read the language set
 * before rendering (the build's and the shell's start call `changeLanguage` first), not the store's
 * initial English: a Hindi page renders, and is adopted, in Hindi.
 */
export const useLanguage = (): Language => useSyncExternalStore(useLanguageStore.subscribe, languageNow, languageNow);

/**
 * Shows the portal in `language`: loads its catalogues (the page keeps its current language meanwhile),
 * switches every text, sets `<html lang>`, and remembers it unless `remember` is false (a language
 * taken from somewhere the visitor did not choose it in this browser).
 */
export async function changeLanguage(language: Language, { remember = true }: { remember?: boolean } = {}): Promise<void> {
  useLanguageStore.setState({ switching: true });
  try {
    await whenLanguageLoaded(language);
    await i18n.changeLanguage(language);
    if (typeof document !== 'undefined') document.documentElement.lang = localeOf(language);
    if (remember) rememberLanguage(language);
    useLanguageStore.setState({ language });
  } finally {
    useLanguageStore.setState({ switching: false });
  }
}
