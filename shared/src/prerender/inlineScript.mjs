/**
 * The pre-rendered pages' one inline script, as the browser runs it in their `<head>`, before the first
 * paint and before any of the app's code. The build (build/prerender/inlineScript.mjs) makes its text:
 * this function's source, its comments and indentation dropped, called with PAGE_SCRIPT_NAMES
 * (names.mjs); the shell's Content-Security-Policy allows it by its hash. It must stand alone: it uses
 * nothing but its argument and the browser.
 *
 * What it does until the app has adopted the page:
 *  - it applies the remembered dark theme, as the theme store would once the app runs, so a dark-theme
 *    visitor never sees the page flash light, and gives the browser's bar that theme's colour (the
 *    `<meta name="theme-color">` marked with it);
 *  - it switches the theme itself when the theme toggle is pressed before the app has adopted the
 *    header: the page changes at once, the theme is remembered as the store would (the store follows
 *    `<html data-theme>` once the app runs), and the toggle's title follows; nothing is held;
 *  - it holds a click or tap (or a key that activates a control) on a button, a portal link or a form's
 *    submit inside the part of #root marked `data-portal-prerendered` (#root, then only the page's
 *    container once the layout is adopted): stopped, so it reaches neither the browser's nor React's
 *    handlers, and marked `data-portal-pending`. The app takes them through pageScript.ts
 *    (`take(keep)` hands over what `keep` does not keep holding; `take()` everything, and stops) and
 *    carries each out once (adoption.ts);
 *  - a held button marked with an early GET (Verify Email; Login, which verifies first) also sends its
 *    GET at once, when its field's value passes the app's rule, and reads its busy label meanwhile: the
 *    app, carrying the press out, takes that GET's answer (`response(url)`) instead of asking again;
 *    `take` puts the button's own text back first, so that the app's render is the only one from then
 *    on. Its field edited before the app runs (its value no longer the one pressed for) drops the held
 *    press and its busy label, as the app drops a check when the e-mail changes. (The input events the
 *    app sends as it adopts typed fields change no value.)
 * Links to other sites, mail and phone links, in-page anchors and modified clicks (new tab) stay the
 * browser's. A form marked `data-portal-native` (the contact form, which posts to the API) is sent by
 * the browser itself, once.
 *
 * @param {typeof import('./names.mjs').PAGE_SCRIPT_NAMES} n
 */
export function inlineScript(n) {
  const root = document.documentElement;
  try {
    if (localStorage.getItem(n.themeKey) === 'dark') root.dataset.theme = 'dark';
  } catch {
    // no storage: the default theme
  }
  // The browser's bar in the shown theme's colour, as the theme store keeps it (its metas are above).
  const themeColor = () =>
    document.querySelectorAll('meta[name="theme-color"][data-color-scheme]').forEach((meta) => {
      meta.setAttribute('media', meta.getAttribute('data-color-scheme') === root.dataset.theme ? 'all' : 'not all');
    });
  themeColor();
  const LABEL = 'data-portal-label';
  let held = [];
  const early = {};
  const onPage = (el) => !!(el.closest && el.closest('[' + n.prerendered + ']'));
  const stop = (event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const fieldOf = (el) => {
    const name = el.getAttribute(n.earlyField);
    const field = name && el.form && el.form.elements.namedItem(name);
    return field && typeof field.value === 'string' ? field : null;
  };
  const hold = (event, el) => {
    stop(event);
    el.setAttribute(n.pending, '');
    const field = fieldOf(el);
    held.push({ type: event.type, target: el, value: field && field.value });
    if (el.hasAttribute(n.earlyGet)) send(el);
  };
  const send = (el) => {
    const field = fieldOf(el);
    if (!field) return;
    const value = field.value.trim();
    let url;
    try {
      if (!new RegExp(el.getAttribute(n.earlyPattern), 'u').test(value)) return;
      url = new URL(el.getAttribute(n.earlyGet), location.href);
    } catch {
      return;
    }
    url.searchParams.set(el.getAttribute(n.earlyField), value);
    url = url.toString();
    if (!early[url]) early[url] = fetch(url, { headers: { Accept: 'application/json', 'Accept-Language': root.lang } });
    const text = el.firstChild;
    if (text && text.nodeType === 3 && !el.hasAttribute(LABEL)) {
      el.setAttribute(LABEL, text.nodeValue);
      el.setAttribute('aria-busy', 'true');
      text.nodeValue = el.getAttribute(n.busyLabel);
    }
  };
  const restore = (el) => {
    const label = el.getAttribute(LABEL);
    if (label === null) return;
    el.removeAttribute(LABEL);
    el.removeAttribute('aria-busy');
    if (el.firstChild) el.firstChild.nodeValue = label;
  };
  const edit = (event) => {
    const field = event.target;
    if (!field.form || !onPage(field)) return;
    held = held.filter((h) => {
      if (fieldOf(h.target) !== field || field.value === h.value) return true;
      restore(h.target);
      h.target.removeAttribute(n.pending);
      return false;
    });
  };
  const themeTitles = () => {
    const theme = root.dataset.theme === 'dark' ? 'dark' : 'light';
    document.querySelectorAll('[' + n.themeToggle + ']').forEach((el) => {
      const title = el.getAttribute(n.themeTitle + theme);
      if (title !== null) el.title = title;
    });
  };
  const toggleTheme = () => {
    const theme = root.dataset.theme === 'dark' ? 'light' : 'dark';
    root.dataset.theme = theme;
    try {
      localStorage.setItem(n.themeKey, theme);
    } catch {
      // not remembered: the page still switches
    }
    themeColor();
    themeTitles();
  };
  const click = (event) => {
    if (event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || !event.target.closest) return;
    const el = event.target.closest('a[href],button,summary,[role=button]');
    if (!el || !onPage(el)) return;
    if (el.hasAttribute(n.themeToggle)) {
      stop(event);
      toggleTheme();
      return;
    }
    if (el.tagName === 'A' && (el.target || el.origin !== location.origin || el.getAttribute('href').charAt(0) === '#')) return;
    if (el.form && el.type === 'submit' && el.form.hasAttribute(n.native)) return;
    hold(event, el);
  };
  const submit = (event) => {
    const form = event.target;
    if (!onPage(form)) return;
    if (!form.hasAttribute(n.native)) {
      hold(event, form);
      return;
    }
    if (form.hasAttribute('data-portal-sent')) event.preventDefault();
    else form.setAttribute('data-portal-sent', '');
  };
  addEventListener('click', click, true);
  addEventListener('submit', submit, true);
  addEventListener('input', edit, true);
  document.addEventListener('DOMContentLoaded', themeTitles);
  window[n.global] = {
    take(keep) {
      const taken = [];
      const kept = [];
      held.forEach((h) => (keep && keep(h.target) ? kept : taken).push(h));
      held = kept;
      taken.forEach((h) => restore(h.target));
      if (!keep) {
        removeEventListener('click', click, true);
        removeEventListener('submit', submit, true);
        removeEventListener('input', edit, true);
      }
      return taken;
    },
    response(url) {
      const answer = early[url] || null;
      delete early[url];
      return answer;
    },
  };
}
