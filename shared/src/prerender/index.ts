/**
 * The pre-rendered pages, browser side (the build and serving side is build/prerender/; the README's
 * "Pre-rendered pages and input at first paint" shows the whole path). Exported through `@portal/shared`,
 * so the shell and every remote share one instance of it (a federation singleton).
 *
 * - Screens and components: `usePrerendered()`, and nothing else.
 * - The shell: `startsPrerendered`, `usePrerenderedLayout`, `adoptTypedValues`, `finishAdoption`,
 *   `whenAdoptionFinished`, `prerenderedPageElement` (it adopts the page and carries out what was held).
 * - The API client: `takeEarlyResponse`; the theme store: `THEME_STORAGE_KEY`.
 * - The inline script's source: inlineScript.mjs (built into the pages by build/prerender/inlineScript.mjs).
 */
export { usePrerendered, type Prerendered } from './usePrerendered';
export {
  adoptTypedValues,
  finishAdoption,
  prerenderedPageElement,
  startsPrerendered,
  usePrerenderedLayout,
  whenAdoptionFinished,
} from './adoption';
export { takeEarlyResponse } from './pageScript';
export { THEME_STORAGE_KEY } from './names.mjs';
