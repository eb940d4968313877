import { Suspense } from 'react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { screen } from '@testing-library/react';
import { currentLanguage } from '@portal/shared';
import { LayoutFrame } from './layout/AppLayout';
import { render as prerender } from './prerender';
import { prepareLanguage, startLanguage } from './startLanguage';

describe('a page pre-rendered in Hindi', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.lang = 'en';
  });

  it('is adopted in Hindi: the language is taken from <html lang>, and hydration finds the same markup', async () => {
    const { html } = prerender('/', 'hi');
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
          <LayoutFrame>
            <div className="page">
              <Suspense fallback={null}>
                <template data-portal-slot="" />
              </Suspense>
            </div>
          </LayoutFrame>
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
