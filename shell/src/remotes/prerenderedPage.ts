/**
 * `/` and `/login` are served with their page pre-rendered into the HTML (home.html, login.html, see
 * build/prerender.mjs): it is shown at once, while the app renders into the hidden #root. Once the app
 * has rendered its page (or the remote's fallback), the two are swapped in the same frame; the markup
 * is the same, so nothing moves. What the visitor typed into the pre-rendered page meanwhile (a
 * password manager's autofill included) is carried into the app's page, and the field they were in
 * keeps the focus.
 */
const CONTAINER_ID = 'portal-prerender';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const FIELDS = 'input, textarea, select';

/** Shows the app's #root and removes the pre-rendered copy. Safe to call any number of times. */
export function revealApp(): void {
  const root = document.getElementById('root');
  if (root?.hidden) root.hidden = false;
  const container = document.getElementById(CONTAINER_ID);
  if (!container || container.hidden) return;
  if (root) carryOverInput(container, root);
  container.hidden = true;
  strip(container);
}

/**
 * The two pages have the same markup, so the n-th field of one is the n-th field of the other (ids
 * made by React's useId differ between the server and the browser, so they cannot be used); a field
 * whose type or name differs is left alone.
 */
function carryOverInput(from: Element, to: Element): void {
  const sources = [...from.querySelectorAll<Field>(FIELDS)];
  const targets = [...to.querySelectorAll<Field>(FIELDS)];
  const focused = document.activeElement;
  sources.forEach((source, index) => {
    const target = targets[index];
    if (!target || target.type !== source.type || target.name !== source.name) return;
    if (source instanceof HTMLInputElement && (source.type === 'checkbox' || source.type === 'radio')) {
      // React follows checkboxes through click events.
      if (target instanceof HTMLInputElement && source.checked !== source.defaultChecked && target.checked !== source.checked) target.click();
    } else if (source.value !== defaultValue(source) && target.value !== source.value) {
      setValueAsTyped(target, source.value);
    }
    if (source === focused) moveFocus(source, target);
  });
}

function defaultValue(field: Field): string {
  if (field instanceof HTMLSelectElement) return [...field.options].find((option) => option.defaultSelected)?.value ?? field.options[0]?.value ?? '';
  return field.defaultValue;
}

/** Sets a value the way typing does, so a React-controlled field's onChange sees it. */
function setValueAsTyped(field: Field, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

function moveFocus(source: Field, target: Field): void {
  target.focus({ preventScroll: true });
  if (source instanceof HTMLSelectElement || target instanceof HTMLSelectElement) return;
  try {
    target.setSelectionRange(source.selectionStart, source.selectionEnd, source.selectionDirection ?? undefined);
  } catch {
    // Fields without a text selection (e-mail in some browsers, number, date…).
  }
}

/**
 * Removes everything but the stylesheet links: the remote's CSS chunk loader may have adopted the
 * pre-render's <link> for its own chunk (same URL), and removing it would unstyle the page.
 */
function strip(element: Element): void {
  for (const child of [...element.childNodes]) {
    if (child instanceof HTMLLinkElement) continue;
    if (child instanceof Element && child.querySelector('link')) {
      child.removeAttribute('id');
      strip(child);
    } else {
      child.remove();
    }
  }
}
