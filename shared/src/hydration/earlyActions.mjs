/**
 * What the pre-rendered pages' inline script (tooling/lib/inlineScript.mjs) does itself, from the first
 * paint, instead of holding it for the app: the markup the app renders names these controls, and the
 * script finds them by the same names. Plain JavaScript: the build's tooling reads it too.
 */

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
