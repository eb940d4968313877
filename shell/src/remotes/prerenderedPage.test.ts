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
});
