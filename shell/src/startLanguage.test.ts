import { changeLanguage, currentLanguage, useLanguageStore } from '@portal/shared';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@portal/shared';
import { manifestHrefOf, prepareLanguage, startLanguage } from './startLanguage';
import './i18n';

const publicDir = path.resolve(import.meta.dirname, '..', 'public');

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

  it("keeps the web app manifest in the page's language: the app's name when installed", async () => {
    await changeLanguage('en', { remember: false });
    document.head.innerHTML = '<link rel="manifest" href="/manifest.en.webmanifest">';
    const link = document.head.querySelector('link[rel="manifest"]')!;
    try {
      await prepareLanguage('hi');
      expect(link.getAttribute('href')).toBe('/manifest.hi.webmanifest');
      await changeLanguage('en', { remember: false });
      expect(link.getAttribute('href')).toBe('/manifest.en.webmanifest');
    } finally {
      document.head.innerHTML = '';
    }
  });

  it.each(LANGUAGES.map((language) => [language.code, language.locale]))(
    'the %s manifest is the same app as the others (id, start, scope, colours, icons), in its language',
    (code, locale) => {
      const read = (file: string) => JSON.parse(readFileSync(path.join(publicDir, file), 'utf8')) as Record<string, unknown>;
      const manifest = read(manifestHrefOf(code).slice(1));
      const { lang, name, short_name: shortName, description, ...app } = manifest;
      const { lang: _lang, name: _name, short_name: _shortName, description: _description, ...english } = read('manifest.en.webmanifest');
      expect(app).toEqual(english);
      expect(lang).toBe(locale);
      for (const text of [name, shortName, description]) expect(typeof text === 'string' && text.length > 0).toBe(true);
      expect(String(shortName).length).toBeLessThanOrEqual(12);
    },
  );
});
