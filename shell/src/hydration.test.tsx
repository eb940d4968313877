import { Suspense, act, lazy, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { screen } from '@testing-library/react';
import { currentLanguage, registerCatalogues, useTranslation } from '@portal/shared';
import { deferred, resetLanguage, switchLanguageForTest } from '@portal/shared/testing';
import { PrerenderedLayout, render as prerender } from './prerender';
import { prepareLanguage, startLanguage } from './startLanguage';

describe('a page pre-rendered in Hindi', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.lang = 'en';
  });

  it('is adopted in Hindi: the language is taken from <html lang>, and hydration finds the same markup', async () => {
    // Rendered as the build does (in Hindi), then a browser that starts in English adopts it.
    await switchLanguageForTest('hi');
    const { html } = prerender('/');
    await resetLanguage();
    expect(currentLanguage()).toBe('en');
    document.documentElement.lang = 'hi-IN';
    document.body.innerHTML = `<div id="root">${html}</div>`;
    const root = document.getElementById('root')!;

    await prepareLanguage(startLanguage(true));
    expect(currentLanguage()).toBe('hi');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(
        root,
        <MemoryRouter initialEntries={['/']}>
          <PrerenderedLayout />
        </MemoryRouter>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getAllByRole('link', { name: 'होम' })[0]).toBeInTheDocument();
    expect(screen.getByTestId('language-switch-bar').querySelector('[data-portal-language="hi"]')).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('a pre-rendered page adopted while a remote registers its texts', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function Translated({ children }: { children: ReactNode }) {
    const { t } = useTranslation('shell');
    return (
      <div>
        <p>{t('loading')}</p>
        <Suspense fallback={null}>{children}</Suspense>
      </div>
    );
  }
  const Page = () => <button id="page-button">Car Insurance</button>;

  it('keeps the pre-rendered page: adding a catalogue does not update the boundary still waiting to hydrate', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(
      <Translated>
        <Page />
      </Translated>,
    );
    document.body.append(root);
    const prerenderedButton = root.querySelector('#page-button');
    const pageModule = deferred<{ default: typeof Page }>();
    const LazyPage = lazy(() => pageModule.promise);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(
        root,
        <Translated>
          <LazyPage />
        </Translated>,
        { onRecoverableError: recoverable },
      );
    });
    // The remote's code has loaded and registers its namespace before its page renders.
    await act(async () => {
      registerCatalogues('hydration-test-remote', { title: 'Products' }, {});
    });
    await act(async () => {
      pageModule.resolve({ default: Page });
      await pageModule.promise;
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(root.querySelector('#page-button')).toBe(prerenderedButton);
  });
});
