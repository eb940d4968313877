import { describe, expect, it } from 'vitest';
import { changeLanguage, currentLanguage, fixedT, i18n, registerCatalogues, whenLanguageLoaded } from './i18n';

describe('the shared i18n instance', () => {
  it('translates in English at once and loads another language only when it is chosen', async () => {
    let loads = 0;
    registerCatalogues(
      'i18n-test',
      { greeting: 'Hello {{name}}' },
      {
        hi: () => {
          loads += 1;
          return Promise.resolve({ default: { greeting: 'नमस्ते {{name}}' } });
        },
      },
    );
    const t = fixedT('i18n-test');
    expect(t('greeting', { name: 'Asha' })).toBe('Hello Asha');
    expect(loads).toBe(0);

    await changeLanguage('hi', { remember: false });
    expect(loads).toBe(1);
    expect(currentLanguage()).toBe('hi');
    expect(t('greeting', { name: 'Asha' })).toBe('नमस्ते Asha');
    expect(document.documentElement.lang).toBe('hi-IN');
  });

  it('loads a namespace registered while Hindi is shown before whenLanguageLoaded resolves', async () => {
    await changeLanguage('hi', { remember: false });
    registerCatalogues('i18n-late', { title: 'Sales' }, { hi: () => Promise.resolve({ default: { title: 'बिक्री' } }) });
    await whenLanguageLoaded();
    expect(i18n.t('i18n-late:title')).toBe('बिक्री');
  });

  it('remembers a chosen language in a cookie the server can read', async () => {
    await changeLanguage('hi');
    expect(document.cookie).toContain('portal_lang=hi');
    expect(localStorage.getItem('portal_lang')).toBe('hi');
  });
});
