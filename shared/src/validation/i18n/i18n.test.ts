import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactSchema, fieldErrors, newPasswordSchema, preferencesUpdateSchema, setValidationLanguageResolver } from '..';
import { recordPaymentBodySchema } from '@portal/shared/admin';
import { translate } from './translate';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('validation messages', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
    setValidationLanguageResolver(null);
  });

  const contact = { name: ' ', email: 'asha@', phone: '123', message: 'x'.repeat(2001) };

  it('are in English on an English page, as before', () => {
    expect(errorsOf(contactSchema, contact)).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      phone: 'Phone number must be exactly 10 digits',
      message: 'Message must be at most 2000 characters',
    });
    expect(errorsOf(newPasswordSchema('Too short'), { password: 'abc', confirmPassword: 'abd' })).toEqual({
      password: 'Too short',
      confirmPassword: 'Passwords do not match',
    });
    expect(errorsOf(recordPaymentBodySchema, { coCode: 'AP1', amount: '0', reference: 'UTR1', date: '2026-02-30' })).toEqual({
      amount: 'Amount must be more than 0',
      date: 'Date is not a real date',
    });
  });

  it("follow the page's <html lang> when a value is checked (the schema built before)", () => {
    document.documentElement.lang = 'hi-IN';
    expect(errorsOf(contactSchema, contact)).toEqual({
      name: 'नाम भरना ज़रूरी है',
      email: 'कृपया सही ईमेल पता डालें',
      phone: 'फ़ोन नंबर ठीक 10 अंकों का होना चाहिए',
      message: 'संदेश में 2000 से ज़्यादा अक्षर नहीं हो सकते',
    });
    expect(errorsOf(recordPaymentBodySchema, { coCode: 'AP1', amount: '0', reference: 'UTR1', date: '2026-02-30' })).toEqual({
      amount: 'राशि 0 से ज़्यादा होनी चाहिए',
      date: 'तारीख: यह तारीख कैलेंडर में नहीं है',
    });
    // A screen's own text given as a function is read in the language of the moment too.
    expect(
      errorsOf(
        newPasswordSchema(() => (document.documentElement.lang === 'hi-IN' ? 'छोटा' : 'short')),
        { password: 'a', confirmPassword: 'a' },
      ),
    ).toEqual({
      password: 'छोटा',
    });
    // zod's own messages (no text of ours) in Hindi as well.
    expect(errorsOf(z.object({ n: z.number() }), { n: 'x' }).n).toMatch(/^अमान्य इनपुट/);
  });

  it('read the language from the resolver the server sets (the request’s)', () => {
    setValidationLanguageResolver(() => 'hi');
    expect(errorsOf(preferencesUpdateSchema, { language: 'fr' })).toEqual({ language: "भाषा 'en' या 'hi' होनी चाहिए" });
    setValidationLanguageResolver(() => 'en');
    expect(errorsOf(preferencesUpdateSchema, { language: 'fr' })).toEqual({ language: "Language must be 'en' or 'hi'" });
    expect(errorsOf(preferencesUpdateSchema, {})).toEqual({ _: 'Say what to change: renewalReminders, language or both' });
    expect(preferencesUpdateSchema.parse({ language: 'hi' })).toEqual({ language: 'hi' });
  });

  it('translate: plurals by count, placeholders, English when a language lacks a text, the key when none has it', () => {
    const catalogues = {
      en: { n_one: '{{count}} policy', n_other: '{{count}} policies', only: 'Only {{x}}' },
      hi: { n_one: '{{count}} पॉलिसी', n_other: '{{count}} पॉलिसी' },
    };
    expect(translate(catalogues, 'en', 'n', { count: 1 })).toBe('1 policy');
    expect(translate(catalogues, 'en', 'n', { count: 3 })).toBe('3 policies');
    expect(translate(catalogues, 'hi', 'n', { count: 3 })).toBe('3 पॉलिसी');
    expect(translate(catalogues, 'hi', 'only', { x: 'this' })).toBe('Only this');
    expect(translate(catalogues, 'hi', 'missing')).toBe('missing');
  });
});
