import { useState } from 'react';
import { isAdopting } from './adoption';
import { apiFormAction, useHydrated, usePrerenderedInputHeld } from './hydration';
import { NATIVE_FORM_ATTRIBUTE, THEME_TITLE_ATTRIBUTE_PREFIX, THEME_TOGGLE_ATTRIBUTE } from './names.mjs';
import { earlyGetAttributes } from './pageScript';

export interface Prerendered {
  /**
   * False while React adopts the pre-rendered markup (and when the build renders it), true otherwise:
   * what depends on the browser or config.json renders its build-time form first, its real form right after.
   */
  hydrated: boolean;
  /** True when this component first rendered over markup already on screen (no entrance animation again). */
  adopted: boolean;
  /**
   * True while a press made before the app ran may still be carried out (and in the markup): keep the
   * controls it may reach enabled, so that it is answered as a press in the app, never dropped.
   */
  held: boolean;
  /** A form's attributes so that, without its script, the browser posts it to the API's `path` itself. */
  postsWithoutScript(path: string): { method: 'post'; action: string; [NATIVE_FORM_ATTRIBUTE]: '' };
  /**
   * A button's attributes so that, pressed before the app runs, the page's script sends the GET to the
   * API's `path` at once (its `field`'s value as the query, when it passes `pattern`, a `u` regex) and
   * shows `busyLabel`; the app, carrying the press out, takes that answer instead of asking again.
   */
  earlyGet(spec: { path: string; field: string; pattern: RegExp; busyLabel: string }): Record<string, string>;
  /** The theme toggle's attributes: the page's script switches the theme, and its title, until the app runs. */
  themeToggle(titles: { light: string; dark: string }): Record<string, string>;
}

const postsWithoutScript = (path: string) => ({
  method: 'post' as const,
  action: apiFormAction(path),
  [NATIVE_FORM_ATTRIBUTE]: '' as const,
});

const earlyGet = ({ path, ...spec }: { path: string; field: string; pattern: RegExp; busyLabel: string }) =>
  earlyGetAttributes({ url: apiFormAction(path), ...spec });

const themeToggle = (titles: { light: string; dark: string }) => ({
  [THEME_TOGGLE_ATTRIBUTE]: '',
  [`${THEME_TITLE_ATTRIBUTE_PREFIX}light`]: titles.light,
  [`${THEME_TITLE_ATTRIBUTE_PREFIX}dark`]: titles.dark,
});

/**
 * How a component takes part in the pre-rendered pages (`/`, `/login`), and all it needs to know of
 * them: the page is rendered at build time, painted before any script runs, and adopted by the app
 * with hydrateRoot; what the visitor presses before that is held and carried out once. See the README,
 * "Pre-rendered pages and input at first paint".
 */
export function usePrerendered(): Prerendered {
  const hydrated = useHydrated();
  const held = usePrerenderedInputHeld();
  const [adopted] = useState(isAdopting);
  return { hydrated, adopted, held, postsWithoutScript, earlyGet, themeToggle };
}
