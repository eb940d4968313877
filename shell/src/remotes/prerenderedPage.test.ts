import { act, createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { revealApp } from './prerenderedPage';

describe('revealApp (the app takes over the pre-rendered `/`)', () => {
  afterEach(() => document.body.replaceChildren());

  it('shows #root, hides the pre-render and keeps only its stylesheet links (no duplicate ids)', () => {
    document.body.innerHTML =
      '<div id="root" hidden><main id="main-content">app</main></div>' +
      '<div id="portal-prerender"><div class="app"><header>h</header><main id="main-content"><div class="page">' +
      '<link rel="stylesheet" href="http://landing/static/css/a.css"><h1 id="hero-title">Hi</h1></div></main><footer>f</footer></div></div>';
    revealApp();
    expect(document.getElementById('root')!.hidden).toBe(false);
    const prerender = document.getElementById('portal-prerender')!;
    expect(prerender.hidden).toBe(true);
    expect(prerender.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    expect(prerender.textContent).toBe('');
    expect(document.querySelectorAll('#main-content')).toHaveLength(1);
    expect(document.getElementById('hero-title')).toBeNull();
    revealApp(); // idempotent
    expect(prerender.querySelectorAll('link')).toHaveLength(1);
  });

  it('does nothing on a page that was not pre-rendered', () => {
    document.body.innerHTML = '<div id="root"><p>app</p></div>';
    revealApp();
    expect(document.getElementById('root')!.hidden).toBe(false);
    expect(document.body.innerHTML).toBe('<div id="root"><p>app</p></div>');
  });

  it('carries what was typed into the pre-rendered form into the app’s form, and keeps the focus there', async () => {
    document.body.innerHTML =
      '<div id="root" hidden></div>' +
      '<div id="portal-prerender"><form><input type="email" name="email" value=""><input type="password" value="">' +
      '<input type="checkbox" name="keep"><input type="text" name="untouched" value="as served"></form></div>';
    const [email, password, keep] = [...document.querySelectorAll<HTMLInputElement>('#portal-prerender input')];
    email!.value = 'agent@example.in';
    password!.value = 'secret';
    keep!.checked = true;
    password!.focus();
    password!.setSelectionRange(2, 4);

    const seen: Record<string, string | boolean> = {};
    function AppForm() {
      const [state, setState] = useState({ email: '', password: '', keep: false, untouched: 'as served' });
      Object.assign(seen, state);
      return createElement(
        'form',
        null,
        createElement('input', { type: 'email', name: 'email', value: state.email, onChange: (e: { target: HTMLInputElement }) => setState((s) => ({ ...s, email: e.target.value })) }),
        createElement('input', { type: 'password', value: state.password, onChange: (e: { target: HTMLInputElement }) => setState((s) => ({ ...s, password: e.target.value })) }),
        createElement('input', { type: 'checkbox', name: 'keep', checked: state.keep, onChange: (e: { target: HTMLInputElement }) => setState((s) => ({ ...s, keep: e.target.checked })) }),
        createElement('input', { type: 'text', name: 'untouched', value: state.untouched, onChange: (e: { target: HTMLInputElement }) => setState((s) => ({ ...s, untouched: e.target.value })) }),
      );
    }
    const root = createRoot(document.getElementById('root')!);
    await act(async () => root.render(createElement(AppForm)));
    await act(async () => revealApp());

    expect(seen).toEqual({ email: 'agent@example.in', password: 'secret', keep: true, untouched: 'as served' });
    const appPassword = document.querySelector<HTMLInputElement>('#root input[type="password"]')!;
    expect(document.activeElement).toBe(appPassword);
    expect([appPassword.selectionStart, appPassword.selectionEnd]).toEqual([2, 4]);
    expect(document.getElementById('portal-prerender')!.hidden).toBe(true);
    await act(async () => root.unmount());
  });

  it('leaves a field alone when the two pages do not match there', async () => {
    document.body.innerHTML =
      '<div id="root" hidden><input type="text" name="other" value="app"></div>' +
      '<div id="portal-prerender"><input type="text" name="email" value=""></div>';
    document.querySelector<HTMLInputElement>('#portal-prerender input')!.value = 'typed';
    revealApp();
    expect(document.querySelector<HTMLInputElement>('#root input')!.value).toBe('app');
  });
});

