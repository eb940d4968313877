import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { PAGE_SCRIPT_GLOBAL, PRERENDER_API_BASE } from './names.mjs';
import { usePrerendered } from './usePrerendered';

function Probe() {
  const { hydrated, adopted, held, postsWithoutScript, earlyGet, themeToggle } = usePrerendered();
  return (
    <form data-testid="probe" data-state={JSON.stringify({ hydrated, adopted, held })} {...postsWithoutScript('/contact')}>
      <button type="button" {...earlyGet({ path: '/account/check', field: 'email', pattern: /^\S+@\S+$/u, busyLabel: 'Verifying...' })}>
        Verify
      </button>
      <button type="button" {...themeToggle({ light: 'To dark', dark: 'To light' })}>
        Theme
      </button>
    </form>
  );
}

describe('usePrerendered: how a screen takes part in the pre-rendered pages', () => {
  it('in the build-time markup: not hydrated, input held, and the attributes the page’s script reads', () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('data-state="{&quot;hydrated&quot;:false,&quot;adopted&quot;:false,&quot;held&quot;:true}"');
    // No config.json at build time: the API's placeholder base, which the server replaces.
    expect(html).toContain(`action="${PRERENDER_API_BASE}/contact"`);
    expect(html).toContain('method="post"');
    expect(html).toContain('data-portal-native=""');
    expect(html).toContain(`data-portal-early-get="${PRERENDER_API_BASE}/account/check"`);
    expect(html).toContain('data-portal-early-field="email"');
    expect(html).toContain('data-portal-busy-label="Verifying..."');
    expect(html).toContain('data-portal-theme-toggle="" data-portal-title-light="To dark" data-portal-title-dark="To light"');
  });

  it('in the app (nothing pre-rendered to adopt): hydrated, nothing held, nothing adopted', () => {
    render(<Probe />);
    expect(JSON.parse(screen.getByTestId('probe').getAttribute('data-state')!)).toEqual({ hydrated: true, adopted: false, held: false });
  });

  it('refuses an early GET whose pattern the page’s script would read otherwise (flags other than "u")', () => {
    function Wrong() {
      usePrerendered().earlyGet({ path: '/x', field: 'email', pattern: /x/iu, busyLabel: '…' });
      return null;
    }
    expect(() => renderToString(<Wrong />)).toThrow(/flags must be "u"/);
  });
});

describe('the pre-rendered page script’s hand-over on window', () => {
  const root = path.resolve(import.meta.dirname, '..', '..', '..');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(full);
      return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });

  it('is read in one place, shared/src/prerender/pageScript.ts: no product module reads it', () => {
    const apps = [
      'shared/src',
      'shell/src',
      ...readdirSync(root)
        .filter((dir) => dir.startsWith('remote-'))
        .map((dir) => `${dir}/src`),
    ];
    const readers = apps
      .flatMap((dir) => sources(path.join(root, dir)))
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return text.includes(PAGE_SCRIPT_GLOBAL) || text.includes('PAGE_SCRIPT_GLOBAL');
      })
      .map((file) => path.relative(root, file).split(path.sep).join('/'));
    // names.mjs names it; inlineScript.mjs (the page's script) sets it from its argument.
    expect(readers.sort()).toEqual(['shared/src/prerender/names.mjs', 'shared/src/prerender/pageScript.ts']);
  });
});
