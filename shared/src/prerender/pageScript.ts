/**
 * What the pre-rendered pages' inline script (inlineScript.mjs) hands over to the app: the presses it
 * held, and the answers of the GETs it sent early. The window property it sets is read here alone.
 */
import {
  EARLY_BUSY_LABEL_ATTRIBUTE,
  EARLY_FIELD_ATTRIBUTE,
  EARLY_GET_ATTRIBUTE,
  EARLY_PATTERN_ATTRIBUTE,
  PAGE_SCRIPT_GLOBAL,
} from './names.mjs';

export interface HeldInput {
  type: string;
  target: Element;
}

export interface PageScript {
  /** Hands over the held presses that `keep` does not keep holding; `take()`: all of them, and stops holding. */
  take(keep?: (target: Element) => boolean): HeldInput[];
  /** The answer of a GET the script sent early for this exact URL, once; null when it sent none. */
  response(url: string): Promise<Response> | null;
}

/** The inline script's hand-over, when the page has one (pre-rendered pages only). */
export function pageScript(): PageScript | null {
  if (typeof window === 'undefined') return null;
  return ((window as unknown as Record<string, unknown>)[PAGE_SCRIPT_GLOBAL] as PageScript | undefined) ?? null;
}

/** Held presses: those `keep` does not keep holding, or (no `keep`) all of them, and the script stops holding. */
export function takeHeldInput(keep?: (target: Element) => boolean): HeldInput[] {
  return pageScript()?.take(keep) ?? [];
}

/** The answer of a GET to `url` that the page sent before the app ran, if any (each is taken once). */
export function takeEarlyResponse(url: string): Promise<Response> | null {
  return pageScript()?.response(url) ?? null;
}

export interface EarlyGet {
  /** The URL without a query (on the pre-rendered page, with the API's placeholder base). */
  url: string;
  /** The query parameter and the form field it is read from. */
  field: string;
  /** The app's rule for the field's value: nothing is sent early unless it holds. */
  pattern: RegExp;
  /** The button's text while the GET is under way. */
  busyLabel: string;
}

/** The attributes that let the inline script send a button's GET as soon as it is pressed. */
export function earlyGetAttributes({ url, field, pattern, busyLabel }: EarlyGet): Record<string, string> {
  if (pattern.flags !== 'u') throw new Error(`earlyGetAttributes: the pattern's flags must be "u", not "${pattern.flags}"`);
  return {
    [EARLY_GET_ATTRIBUTE]: url,
    [EARLY_FIELD_ATTRIBUTE]: field,
    [EARLY_PATTERN_ATTRIBUTE]: pattern.source,
    [EARLY_BUSY_LABEL_ATTRIBUTE]: busyLabel,
  };
}
