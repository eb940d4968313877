// The pages the shell serves pre-rendered (prerender.mjs): for each, the shell's HTML file with
// the layout around an SSI include of the remote's own `prerender.html`, fetched from the remote on
// every request through `fragmentPath` on the shell's server (nginx: tooling/lib/renderFrontend.mjs; Node:
// tooling/lib/staticServer.mjs with ssi.mjs). Any other path gets the plain app page (index.html). Which pages they
// are is the topology's `prerender`.
//
// Each page exists in every language of shared/src/i18n/languages.mjs: its files and fragment path carry
// the language's suffix (`home.hi.html` includes `/__prerender/landing.hi`, the remote's
// `prerender.hi.html`), and the servers serve the one the language cookie names (English without one).
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_COOKIE, fileSuffixOf, parseLanguage } from '../../shared/src/i18n/languages.mjs';
import { prerenderedPagesOf } from '../../shared/src/topology.mjs';

export const PRERENDERED_PAGES = prerenderedPagesOf();

/** The pre-rendered page served for a URL path, if any: exact paths only, as nginx's `location =`. */
export function prerenderedPageAt(pathname) {
  return PRERENDERED_PAGES.find((page) => page.route === pathname) ?? null;
}

/** `home.html` in a language: `home.html`, `home.hi.html`. */
const withSuffix = (file, suffix) => file.replace(/\.html$/, `${suffix}.html`);

/** A remote's pre-rendered fragment in a language: `prerender.html`, `prerender.hi.html`. */
export const fragmentFileOf = (language) => withSuffix('prerender.html', fileSuffixOf(language));

/**
 * A pre-rendered page in a language: its shell file, the fragment path it includes and the remote's
 * fragment file behind that path.
 */
export function prerenderedVariantOf(page, language) {
  const suffix = fileSuffixOf(language);
  return {
    ...page,
    language,
    file: withSuffix(page.file, suffix),
    fragmentPath: `${page.fragmentPath}${suffix}`,
    fragmentFile: fragmentFileOf(language),
  };
}

/** Every pre-rendered page in every language. */
export const PRERENDERED_VARIANTS = PRERENDERED_PAGES.flatMap((page) =>
  LANGUAGES.map((language) => prerenderedVariantOf(page, language.code)),
);

/**
 * The language a request's Cookie header names (its first language cookie, as nginx's $cookie_…), or
 * English. `hi`, `HI`, `hi-IN` name Hindi (parseLanguage), as nginx's map does (renderFrontend.mjs).
 */
export function languageOfCookies(header = '') {
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return parseLanguage(value.join('=')) ?? DEFAULT_LANGUAGE;
  }
  return DEFAULT_LANGUAGE;
}
