// @vitest-environment jsdom
import { PRERENDER_INLINE_SCRIPT } from './inlineScript.mjs';

/**
 * The pre-rendered pages' inline script holds what the visitor does before the app has adopted the
 * page (tooling/lib/inlineScript.mjs). The header's language switch (buttons marked
 * `data-portal-language`) is held like the theme toggle from the first paint, and handed over when the
 * shell adopts the layout — `take(keep)` with `keep` the page's container — so that the shell carries
 * it out then (shell/src/remotes/adoptPrerenderedPage.ts); the page's own controls stay held until the
 * page is adopted.
 */
interface HeldInput {
  type: string;
  target: Element;
}
type PortalInput = { take(keep?: (target: Element) => boolean): HeldInput[] };

const page = `
<div id="root" data-portal-prerendered="remote_landing/LandingPage">
  <header>
    <div role="group" aria-label="Language">
      <button type="button" lang="en" aria-pressed="true" data-portal-language="en">English</button>
      <button type="button" lang="hi" aria-pressed="false" data-portal-language="hi">हिन्दी</button>
    </div>
    <button type="button" data-testid="theme-toggle">Dark</button>
  </header>
  <div class="page"><section><button type="button" id="in-page">Open</button></section></div>
</div>`;

describe('the inline script of the pre-rendered pages (tooling/lib/inlineScript.mjs)', () => {
  let input: PortalInput;
  beforeEach(() => {
    document.body.innerHTML = page;
    // As the browser runs it: in the page's global scope.
    new Function(PRERENDER_INLINE_SCRIPT)();
    input = (window as unknown as { __portalInput: PortalInput }).__portalInput;
  });
  afterEach(() => {
    input.take();
  });

  it('holds a click on the language switch from the first paint, as the theme toggle, and hands it over with the layout', () => {
    const hindi = document.querySelector<HTMLButtonElement>('[data-portal-language="hi"]')!;
    const seen: string[] = [];
    hindi.addEventListener('click', () => seen.push('reached the page'));
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    hindi.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(seen).toEqual([]); // nothing else handles it: the app carries it out once, later
    expect(hindi.hasAttribute('data-portal-pending')).toBe(true);

    document.querySelector<HTMLButtonElement>('[data-testid="theme-toggle"]')!.click();
    document.querySelector<HTMLButtonElement>('#in-page')!.click();

    // The shell adopts the layout: what was held outside the page's container is handed over, in order.
    const container = document.querySelector('.page')!;
    const handed = input.take((target) => container.contains(target));
    expect(handed.map((held) => [held.type, held.target.getAttribute('data-portal-language') ?? held.target.getAttribute('data-testid')])).toEqual([
      ['click', 'hi'],
      ['click', 'theme-toggle'],
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
});
