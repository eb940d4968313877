import { changeLanguage, i18n, type Language } from '../i18n';

/** Shows every registered namespace in `language` for a test (`resetLanguage` goes back to English). */
export async function switchLanguageForTest(language: Language): Promise<void> {
  await changeLanguage(language, { remember: false });
}

export async function resetLanguage(): Promise<void> {
  if (i18n.language !== 'en') await changeLanguage('en', { remember: false });
}
