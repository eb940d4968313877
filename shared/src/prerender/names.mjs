/**
 * The names the pre-rendered pages' markup, their inline script (inlineScript.mjs) and the app share.
 * Plain JavaScript: the build and the servers read it too (build/prerender/).
 */

/** Marks the part of #root the app has not adopted yet: #root, then only the page's container. */
export const PRERENDERED_ATTRIBUTE = 'data-portal-prerendered';
/** Marks a control whose press the inline script holds for the app. */
export const PENDING_ATTRIBUTE = 'data-portal-pending';
/** Marks a form the browser posts itself when the app has not adopted it (the inline script lets it). */
export const NATIVE_FORM_ATTRIBUTE = 'data-portal-native';
/** The window property through which the inline script hands over to the app (read by pageScript.ts alone). */
export const PAGE_SCRIPT_GLOBAL = '__portalInput';

/** Where the theme is remembered (localStorage), by the inline script and by the theme store. */
export const THEME_STORAGE_KEY = 'theme';

/** Marks the theme toggle: switched by the inline script until the app has adopted the header. */
export const THEME_TOGGLE_ATTRIBUTE = 'data-portal-theme-toggle';
/**
 * On the theme toggle, followed by a theme (`data-portal-title-light`, `data-portal-title-dark`): its
 * title in that theme, which the inline script gives it when it applies or switches the theme.
 */
export const THEME_TITLE_ATTRIBUTE_PREFIX = 'data-portal-title-';

/**
 * On a button: the GET the inline script sends at once when the button is pressed before the app has
 * adopted the page (the held press is still carried out by the app later, which takes this GET's
 * answer instead of asking again). Its value is the URL without a query.
 */
export const EARLY_GET_ATTRIBUTE = 'data-portal-early-get';
/** The GET's one query parameter: the value of the button's form field of that name, trimmed. */
export const EARLY_FIELD_ATTRIBUTE = 'data-portal-early-field';
/** The app's rule for that value (a pattern with the `u` flag): the GET is sent early only when it holds. */
export const EARLY_PATTERN_ATTRIBUTE = 'data-portal-early-pattern';
/** The button's text while the GET is under way: the app's own busy label. */
export const EARLY_BUSY_LABEL_ATTRIBUTE = 'data-portal-busy-label';

/**
 * The API's base URL as the pre-rendered markup carries it: the server that includes a remote's
 * pre-rendered page replaces it with the configured API base URL (nginx, or build/prerender/ssi.mjs in
 * the Node server), so a form can post to the API before any script has run.
 */
export const PRERENDER_API_BASE = 'https://portal-api.prerender.invalid';

/** Everything the inline script needs, as it is handed to it (inlineScript.mjs). */
export const PAGE_SCRIPT_NAMES = {
  prerendered: PRERENDERED_ATTRIBUTE,
  pending: PENDING_ATTRIBUTE,
  native: NATIVE_FORM_ATTRIBUTE,
  global: PAGE_SCRIPT_GLOBAL,
  themeKey: THEME_STORAGE_KEY,
  themeToggle: THEME_TOGGLE_ATTRIBUTE,
  themeTitle: THEME_TITLE_ATTRIBUTE_PREFIX,
  earlyGet: EARLY_GET_ATTRIBUTE,
  earlyField: EARLY_FIELD_ATTRIBUTE,
  earlyPattern: EARLY_PATTERN_ATTRIBUTE,
  busyLabel: EARLY_BUSY_LABEL_ATTRIBUTE,
};
