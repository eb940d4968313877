import { currentLanguage, useLanguageStore } from '@portal/shared';
import { prepareLanguage, startLanguage } from './startLanguage';
import './i18n';

describe('the language of the first render', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  it('a pre-rendered page: the language it was served in (<html lang>), whatever the browser remembers', () => {
    document.documentElement.lang = 'hi-IN';
    localStorage.setItem('portal_lang', 'en');
    expect(startLanguage(true)).toBe('hi');
    document.documentElement.lang = 'en';
    document.cookie = 'portal_lang=hi; path=/';
    expect(startLanguage(true)).toBe('en');
  });

  it('any other page: the language the browser remembers (cookie, else localStorage), else English', () => {
    document.documentElement.lang = 'en';
    expect(startLanguage(false)).toBe('en');
    localStorage.setItem('portal_lang', 'hi');
    expect(startLanguage(false)).toBe('hi');
    localStorage.clear();
    document.cookie = 'portal_lang=hi; path=/';
    expect(startLanguage(false)).toBe('hi');
  });

  it("a link in a language (a Hindi e-mail's ?lang=hi) opens any other page in it, and it is remembered", async () => {
    document.cookie = 'portal_lang=en; path=/';
    window.history.replaceState(null, '', '/set-password?token=x&lang=hi');
    try {
      expect(startLanguage(false)).toBe('hi');
      await prepareLanguage('hi');
      expect(currentLanguage()).toBe('hi');
      expect(document.cookie).toContain('portal_lang=hi');
      window.history.replaceState(null, '', '/set-password?lang=fr');
      expect(startLanguage(false)).toBe('hi'); // not a language of the portal's: the remembered one
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it("a pre-rendered page without a language of the portal's starts in English", () => {
    document.documentElement.lang = 'fr';
    expect(startLanguage(true)).toBe('en');
  });

  it('Hindi: its catalogues are loaded and <html lang> set before the first render; not remembered when the visitor did not choose it here', async () => {
    await prepareLanguage('hi');
    expect(currentLanguage()).toBe('hi');
    expect(useLanguageStore.getState().language).toBe('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(document.cookie).not.toContain('portal_lang');
  });

  it("the browser's choice kept only in localStorage gets its cookie back (the server serves the pre-rendered pages by it)", async () => {
    localStorage.setItem('portal_lang', 'hi');
    await prepareLanguage('hi');
    expect(document.cookie).toContain('portal_lang=hi');
  });
});
