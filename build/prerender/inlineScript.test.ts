// @vitest-environment jsdom
import { earlyGetAttributes, pageScript, type PageScript } from '../../shared/src/prerender/pageScript';
import { THEME_STORAGE_KEY } from '../../shared/src/prerender/names.mjs';
import { PRERENDER_INLINE_SCRIPT, scriptText } from './inlineScript.mjs';

/**
 * The pre-rendered pages' inline script holds what the visitor does before the app has adopted the
 * page (shared/src/prerender/inlineScript.mjs, as built here). The header's language switch (buttons marked
 * `data-portal-language`) is held from the first paint, and handed over when the shell adopts the
 * layout — `take(keep)` with `keep` the page's container — so that the shell carries
 * it out then (shared/src/prerender/adoption.ts); the page's own controls stay held until the
 * page is adopted. The theme toggle is the script's own until the layout is adopted: it switches the
 * theme at once.
 */
const page = `
<div id="root" data-portal-prerendered="remote_landing/LandingPage">
  <header>
    <div role="group" aria-label="Language">
      <button type="button" lang="en" aria-pressed="true" data-portal-language="en">English</button>
      <button type="button" lang="hi" aria-pressed="false" data-portal-language="hi">हिन्दी</button>
    </div>
    <button type="button" data-testid="theme-toggle" data-portal-theme-toggle title="To dark"
      data-portal-title-light="To dark" data-portal-title-dark="To light">Dark</button>
  </header>
  <div class="page"><section><button type="button" id="in-page">Open</button></section></div>
</div>`;

describe('the inline script of the pre-rendered pages (shared/src/prerender/inlineScript.mjs)', () => {
  let input: PageScript;
  beforeEach(() => {
    document.body.innerHTML = page;
    // As the browser runs it: in the page's global scope.
    new Function(PRERENDER_INLINE_SCRIPT)();
    input = pageScript()!;
  });
  afterEach(() => {
    input.take();
  });

  it('holds a click on the language switch from the first paint and hands it over with the layout', () => {
    const hindi = document.querySelector<HTMLButtonElement>('[data-portal-language="hi"]')!;
    const seen: string[] = [];
    hindi.addEventListener('click', () => seen.push('reached the page'));
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    hindi.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(seen).toEqual([]); // nothing else handles it: the app carries it out once, later
    expect(hindi.hasAttribute('data-portal-pending')).toBe(true);

    document.querySelector<HTMLButtonElement>('[data-portal-language="en"]')!.click();
    document.querySelector<HTMLButtonElement>('#in-page')!.click();

    // The shell adopts the layout: what was held outside the page's container is handed over, in order.
    const container = document.querySelector('.page')!;
    const handed = input.take((target) => container.contains(target));
    expect(
      handed.map((held) => [held.type, held.target.getAttribute('data-portal-language') ?? held.target.getAttribute('data-testid')]),
    ).toEqual([
      ['click', 'hi'],
      ['click', 'en'],
    ]);
    expect(input.take().map((held) => held.target.id)).toEqual(['in-page']);
  });

  it('once everything is handed over, a click on the switch is the app’s alone', () => {
    input.take();
    const english = document.querySelector<HTMLButtonElement>('[data-portal-language="en"]')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    english.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(english.hasAttribute('data-portal-pending')).toBe(false);
  });

  describe('the theme toggle', () => {
    const toggle = () => document.querySelector<HTMLButtonElement>('[data-testid="theme-toggle"]')!;
    const press = () => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      toggle().dispatchEvent(event);
      return event;
    };
    beforeEach(() => {
      localStorage.clear();
      delete document.documentElement.dataset['theme'];
    });

    it('switches the theme at once, each press, and remembers it; nothing is held or handled twice', () => {
      const seen: string[] = [];
      toggle().addEventListener('click', () => seen.push('reached the page'));
      expect(press().defaultPrevented).toBe(true);
      expect(document.documentElement.dataset['theme']).toBe('dark');
      expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
      press();
      expect(document.documentElement.dataset['theme']).toBe('light');
      expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
      expect(seen).toEqual([]);
      expect(toggle().hasAttribute('data-portal-pending')).toBe(false);
      expect(input.take()).toEqual([]);
    });

    it('gives the toggle its title in the theme it switches to', () => {
      press();
      expect(toggle().title).toBe('To light');
      press();
      expect(toggle().title).toBe('To dark');
    });

    it('gives the toggle its title in the remembered theme once the page is parsed', () => {
      localStorage.setItem(THEME_STORAGE_KEY, 'dark');
      // A visit of its own: the script runs in <head>, before the toggle is parsed.
      document.body.innerHTML = '';
      new Function(PRERENDER_INLINE_SCRIPT)();
      try {
        expect(document.documentElement.dataset['theme']).toBe('dark');
        document.body.innerHTML = page;
        expect(toggle().title).toBe('To dark');
        document.dispatchEvent(new Event('DOMContentLoaded'));
        expect(toggle().title).toBe('To light');
      } finally {
        pageScript()!.take();
      }
    });

    it('is the app’s alone once the layout is adopted', () => {
      const root = document.getElementById('root')!;
      document.querySelector('.page')!.setAttribute('data-portal-prerendered', root.getAttribute('data-portal-prerendered')!);
      root.removeAttribute('data-portal-prerendered');
      expect(press().defaultPrevented).toBe(false);
      expect(document.documentElement.dataset['theme']).toBeUndefined();
    });
  });

  describe('a button that sends its GET early (Verify Email)', () => {
    const CHECK = 'https://api.example.in/account/check';
    const attributes = earlyGetAttributes({
      url: CHECK,
      field: 'email',
      pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/u,
      busyLabel: 'Verifying...',
    });
    const answer = new Response('{"status":"success","userRegistered":true}');
    const fetchMock = vi.fn(async () => answer);
    let form: HTMLFormElement;
    let verify: HTMLButtonElement;
    beforeEach(() => {
      vi.stubGlobal('fetch', fetchMock);
      fetchMock.mockClear();
      document.documentElement.lang = 'hi-IN';
      document.querySelector('.page')!.innerHTML =
        '<form><input type="email" name="email"><button type="button" id="verify">Verify Email</button></form>';
      form = document.querySelector('form')!;
      verify = document.querySelector<HTMLButtonElement>('#verify')!;
      for (const [name, value] of Object.entries(attributes)) verify.setAttribute(name, value);
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });
    const typed = (email: string) => ((form.elements.namedItem('email') as HTMLInputElement).value = email);

    it('sends the GET once at the first press, shows the busy label, and hands the answer over once', async () => {
      typed('  meera@example.in ');
      verify.click();
      verify.click();
      const url = `${CHECK}?email=meera%40example.in`;
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchMock).toHaveBeenCalledWith(url, { headers: { Accept: 'application/json', 'Accept-Language': 'hi-IN' } });
      expect(verify.textContent).toBe('Verifying...');
      expect(verify.getAttribute('aria-busy')).toBe('true');
      // Still held: the app carries the presses out, and its check takes this answer.
      expect(verify.hasAttribute('data-portal-pending')).toBe(true);
      const held = input.take();
      expect(held.map((h) => h.target)).toEqual([verify, verify]);
      // Its own text back, the text node the app adopted kept, before the app renders its own state.
      expect(verify.textContent).toBe('Verify Email');
      expect(verify.hasAttribute('aria-busy')).toBe(false);
      expect(input.response(`${CHECK}?email=other%40example.in`)).toBeNull();
      await expect(input.response(url)).resolves.toBe(answer);
      expect(input.response(url)).toBeNull();
    });

    it('drops the press when its field is edited before the app runs, as the app drops a check for a changed e-mail', () => {
      const field = form.elements.namedItem('email') as HTMLInputElement;
      typed('meera@example.in');
      verify.click();
      expect(verify.textContent).toBe('Verifying...');
      typed('meera@example.com');
      field.dispatchEvent(new Event('input', { bubbles: true }));
      expect(verify.textContent).toBe('Verify Email');
      expect(verify.hasAttribute('aria-busy')).toBe(false);
      expect(verify.hasAttribute('data-portal-pending')).toBe(false);
      // Pressed again: held, and the check of the new value sent at once.
      verify.click();
      expect(fetchMock).toHaveBeenLastCalledWith(`${CHECK}?email=meera%40example.com`, expect.anything());
      expect(input.take().map((h) => h.target)).toEqual([verify]);
    });

    it('keeps the press through an input event that leaves the value as pressed for (the app adopting the field)', () => {
      const field = form.elements.namedItem('email') as HTMLInputElement;
      typed('meera@example.in');
      verify.click();
      field.dispatchEvent(new Event('input', { bubbles: true }));
      expect(verify.textContent).toBe('Verifying...');
      expect(input.take().map((h) => h.target)).toEqual([verify]);
    });

    it('keeps the press when another field is edited', () => {
      form.insertAdjacentHTML('beforeend', '<input name="note">');
      typed('meera@example.in');
      verify.click();
      (form.elements.namedItem('note') as HTMLInputElement).dispatchEvent(new Event('input', { bubbles: true }));
      expect(verify.textContent).toBe('Verifying...');
      expect(input.take().map((h) => h.target)).toEqual([verify]);
    });

    it('sends nothing early for a value the app would refuse: the press is only held', () => {
      for (const value of ['', 'meera@', 'not an email']) {
        typed(value);
        verify.click();
      }
      expect(fetchMock).not.toHaveBeenCalled();
      expect(verify.textContent).toBe('Verify Email');
      expect(input.take()).toHaveLength(3);
    });
  });
});

describe('the inline script as built (build/prerender/inlineScript.mjs)', () => {
  it('is the function as written, called with the names it shares with the app, with no comment left', () => {
    expect(PRERENDER_INLINE_SCRIPT).toMatch(/^\(function inlineScript\(n\) \{\n/);
    expect(PRERENDER_INLINE_SCRIPT).toContain('"global":"__portalInput"');
    expect(PRERENDER_INLINE_SCRIPT).not.toMatch(/^\s|\/\/|\/\*/m);
  });

  it('refuses a comment it would leave in the text', () => {
    expect(() => scriptText('function f() {\n  return 1; // kept\n}', {})).toThrow(/a comment/);
  });
});
