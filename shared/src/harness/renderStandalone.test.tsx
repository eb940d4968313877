import { screen } from '@testing-library/react';
import { act } from 'react';
import { currentLanguage, registerCatalogues, useTranslation, type Catalogue } from '../i18n';
import { TEST_PORTAL_CONFIG, jsonResponse } from '../testing';
import { renderStandalone } from './renderStandalone';

// In Node, 'react-router/dom' resolves to another copy of React Router than 'react-router' (its context
// included): the test renders with the RouterProvider of the copy the links use.
vi.mock('@portal/shared/router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../router')>()),
  RouterProvider: (await import('react-router')).RouterProvider,
}));

function Screen() {
  const { t } = useTranslation('harnessUnderTest');
  return <h1>{t('title')}</h1>;
}

describe('a remote on its own (the standalone harness)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('starts in the language this browser remembers, its page shown once the remote’s texts are there', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(TEST_PORTAL_CONFIG));
    document.cookie = 'portal_lang=hi; path=/';
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', '/screen');
    const load = async () => {
      // The screen's module registers its namespace as it loads.
      registerCatalogues(
        'harnessUnderTest',
        { title: 'Sales explorer' },
        { hi: async () => ({ default: { title: 'सेल्स एक्सप्लोरर' } as Catalogue }) },
      );
      return { default: Screen };
    };
    await act(() => renderStandalone('Sales', [{ path: '/screen', label: { en: 'Screen', hi: 'स्क्रीन' }, load }]));
    expect(currentLanguage()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(await screen.findByRole('heading', { name: 'सेल्स एक्सप्लोरर' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
  });
});
