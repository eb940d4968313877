// Pre-rendered pages (`/`, `/login`) are adopted by the app with React's hydrateRoot: its first render
// must produce the markup that was rendered at build time, where there was no browser, no config.json
// and no stored preference. What depends on those renders its build-time form while hydrating and
// its real form right after (React re-renders once the snapshot differs).
import { useSyncExternalStore } from 'react';
import { getConfig } from '../config/runtimeConfig';
import { PRERENDER_API_BASE } from './names.mjs';

const subscribeNever = () => () => {};

/** False while React hydrates pre-rendered markup (and at build time), true otherwise. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** The URL a form posts to without its script: the API's path on the configured (or, pre-rendered, the placeholder) base. */
export function apiFormAction(path: string): string {
  try {
    return `${getConfig().apiBaseUrl}${path}`;
  } catch {
    return `${PRERENDER_API_BASE}${path}`;
  }
}

/*
 * While the app adopts a pre-rendered page, what the visitor pressed meanwhile is still to be carried
 * out (the shell holds it until then). Controls that the app would disable (a Verify Email with no valid
 * e-mail typed yet) stay usable until then, so that a press made before the app ran is never dropped
 * by a button that became disabled in between: it is handled, and answered, as a press in the app.
 */
let inputHeld = false;
const heldListeners = new Set<() => void>();

/** The shell: a pre-rendered page is being adopted; input made on it may still be carried out. */
export function holdPrerenderedInput(): void {
  inputHeld = true;
}

/** The shell: the held input has been carried out. */
export function releasePrerenderedInput(): void {
  inputHeld = false;
  for (const listener of heldListeners) listener();
}

/** True while input made on the pre-rendered page may still be carried out (and in its markup). */
export function usePrerenderedInputHeld(): boolean {
  return useSyncExternalStore(
    (listener) => {
      heldListeners.add(listener);
      return () => heldListeners.delete(listener);
    },
    () => inputHeld,
    () => true,
  );
}
