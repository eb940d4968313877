/**
 * `/` and `/login` arrive pre-rendered (build/prerender/): #root already holds the layout and the page,
 * and the app adopts that markup with React's hydrateRoot (the shell's bootstrap) instead of rendering
 * a second copy. Until a part is adopted, the page's inline script (inlineScript.mjs) holds what the
 * visitor clicks, taps or submits in it; the visitor's typing lands in the very fields React adopts.
 * The layout is adopted first, as soon as the shell runs (`usePrerenderedLayout`): what was held in the
 * header and footer is carried out then, while the page's own remote may still be loading. Once the
 * page is adopted (or the app gave up on it and shows a fallback), `finishAdoption` tells React what
 * was typed and carries out the rest, in order, each exactly once.
 */
import { useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { holdPrerenderedInput, releasePrerenderedInput } from './hydration';
import { PENDING_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from './names.mjs';
import { takeHeldInput, type HeldInput } from './pageScript';

let prerenderedPath: string | null = null;
let finished = false;
let adoptionFinished!: () => void;
const adoption = new Promise<void>((resolve) => (adoptionFinished = resolve));

/** Resolves once the pre-rendered page is the app's (`finishAdoption` has run). */
export const whenAdoptionFinished = (): Promise<void> => adoption;

/** True when #root holds a pre-rendered page; remembers its path (the page shown while auth resolves). */
export function startsPrerendered(root: HTMLElement): boolean {
  if (!root.hasAttribute(PRERENDERED_ATTRIBUTE)) return false;
  prerenderedPath = window.location.pathname;
  holdPrerenderedInput();
  return true;
}

/** The path of the pre-rendered page the app is adopting or has adopted, if any. */
function isPrerenderedPath(pathname: string): boolean {
  return pathname === prerenderedPath;
}

/** True while the app is adopting a pre-rendered page (what it renders takes over markup already shown). */
export function isAdopting(): boolean {
  return prerenderedPath !== null && !finished;
}

/**
 * The shell's layout: adopts the pre-rendered layout in the commit that hydrates it (see adoptLayout),
 * and tells whether `pathname` is the pre-rendered page's, which stays on screen while a stored session
 * is restored (it was rendered, and is adopted, without waiting for auth).
 */
export function usePrerenderedLayout(pathname: string): boolean {
  useLayoutEffect(adoptLayout, []);
  return isPrerenderedPath(pathname);
}

/** The part of #root still waiting to be adopted: #root itself, then the page's container. */
const waitingPart = (): Element | null => document.querySelector(`[${PRERENDERED_ATTRIBUTE}]`);

/** The container of the pre-rendered page (the layout's `.page`). */
const pageContainer = (): Element | null => document.querySelector('#root .page');

/** The pre-rendered page's own element, while the app has not taken it over. */
export function prerenderedPageElement(): Element | null {
  if (finished || !waitingPart()) return null;
  return pageContainer()?.firstElementChild ?? null;
}

/**
 * Called in the commit that adopted the layout (the page may still wait for its remote): from now
 * on only the page's container holds input, and what was held elsewhere (the header's theme toggle,
 * menu and links) is carried out. Marked `portal:layout` (timed by the bench).
 */
function adoptLayout(): void {
  const root = document.getElementById('root');
  const container = pageContainer();
  if (finished || !root?.hasAttribute(PRERENDERED_ATTRIBUTE) || !container) return;
  container.setAttribute(PRERENDERED_ATTRIBUTE, root.getAttribute(PRERENDERED_ATTRIBUTE) ?? '');
  root.removeAttribute(PRERENDERED_ATTRIBUTE);
  performance.mark('portal:layout');
  const held = takeHeldInput((target) => container.contains(target));
  // After this commit: a replayed click may set state, which React does not allow inside it.
  queueMicrotask(() => carryOut(held));
}

/**
 * Called once the first page is on screen from the app: adopted, or replaced by a fallback. Runs once;
 * no element keeps `data-portal-prerendered` (what the tests wait for) and `portal:ready` is marked.
 */
export function finishAdoption(): void {
  if (finished) return;
  finished = true;
  const held = takeHeldInput();
  document.getElementById('root')?.removeAttribute(PRERENDERED_ATTRIBUTE);
  pageContainer()?.removeAttribute(PRERENDERED_ATTRIBUTE);
  carryOut(held);
  releasePrerenderedInput();
  performance.mark('portal:ready');
  adoptionFinished();
}

/** Carries out held input in order, each once, on what is still on the page. */
function carryOut(held: HeldInput[]): void {
  for (const { type, target } of held) {
    target.removeAttribute(PENDING_ATTRIBUTE);
    if (!target.isConnected) continue;
    // One at a time, each committed before the next: a second tap on a toggle sees the first one's state.
    flushSync(() => {
      if (type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
      else if (target instanceof HTMLElement) target.click();
    });
  }
}

type TextField = HTMLInputElement | HTMLTextAreaElement;
const NOT_TEXT = new Set(['checkbox', 'radio', 'hidden', 'submit', 'button', 'reset', 'file', 'image']);

/**
 * React adopts a field with what the visitor typed still in it, but its state is still the pre-rendered
 * value (hydration sets the field's defaultValue to it), and its next render would write that back.
 * Called in the commit that adopted the page (a layout effect), before any such render: each typed
 * field gets an input event, as typing would, so that the state follows the field; the focused one
 * keeps its caret.
 */
export function adoptTypedValues(): void {
  const part = waitingPart();
  if (finished || !part) return;
  for (const field of part.querySelectorAll<TextField>('input, textarea')) {
    if (field instanceof HTMLInputElement && NOT_TEXT.has(field.type)) continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    const selection = document.activeElement === field ? selectionOf(field) : null;
    // The field's own value setter records what React last saw; the prototype's leaves that record
    // alone, so React sees the typed value as a change.
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    // React puts the field back to its state until it re-renders with the new one, right after this commit.
    if (selection) queueMicrotask(() => restoreSelection(field, selection));
  }
}

type Selection = [number | null, number | null, 'forward' | 'backward' | 'none' | null];

function selectionOf(field: TextField): Selection | null {
  try {
    return [field.selectionStart, field.selectionEnd, field.selectionDirection];
  } catch {
    return null; // e-mail and number fields have no text selection
  }
}

function restoreSelection(field: TextField, [start, end, direction]: Selection): void {
  try {
    field.setSelectionRange(start, end, direction ?? undefined);
  } catch {
    // as above
  }
}
