import { setValidationLanguageResolver } from './i18n';
import { contactSchema, fieldErrors, signupSchema } from './schemas';

const contact = { name: 'Asha Rao', email: 'asha@example.in', phone: '9876543210', message: 'Please call me.\nThanks.' };
const signup = { name: 'Asha Rao', phone: '9876543210', email: 'asha@example.in', reason: 'A friend' };

const nameError = (schema: typeof contactSchema | typeof signupSchema, base: object, name: string) => {
  const parsed = schema.safeParse({ ...base, name });
  return parsed.success ? null : (fieldErrors(parsed.error)['name'] ?? null);
};

describe('names and one-line texts', () => {
  afterEach(() => setValidationLanguageResolver(null));

  it.each([
    ['a line break', 'Asha\r\nBcc: victim@example.in'],
    ['a line feed', 'Asha\nRao'],
    ['a tab', 'Asha\tRao'],
    ['a line separator', 'Asha\u2028Rao'],
    ['a C1 control', 'Asha\u0085Rao'],
    ['a right-to-left override', 'Asha\u202Egnp.exe'],
    ['a bidi isolate', '\u2066Asha\u2069'],
    ['NUL', 'Asha\u0000'],
  ])('refuse %s in a name, in the contact and sign-up forms alike', (_what, name) => {
    expect(nameError(contactSchema, contact, name)).toBe('Name contains invalid characters');
    expect(nameError(signupSchema, signup, name)).toBe('Full name contains invalid characters');
  });

  it.each([
    ['zero-width spaces', '\u200B\u200B\u200B'],
    ['a BOM and a word joiner', '\uFEFF\u2060'],
    ['a Hangul filler', '\u3164'],
    ['joiners and marks', '\u200D\u200C\u200E'],
  ])('refuse a name made only of %s', (_what, name) => {
    expect(nameError(contactSchema, contact, name)).toBe('Name must contain visible characters');
    expect(nameError(signupSchema, signup, name)).toBe('Full name must contain visible characters');
  });

  it('say so in Hindi too', () => {
    setValidationLanguageResolver(() => 'hi');
    expect(nameError(contactSchema, contact, 'a\nb')).toBe('नाम में कुछ अमान्य अक्षर हैं');
    expect(nameError(contactSchema, contact, '\u200B')).toBe('नाम में दिखने वाले अक्षर होने चाहिए');
  });

  it('accept real names, Hindi ones with their joiners included, and a message over several lines', () => {
    for (const name of ['Asha Rao', 'श्री राम', 'क्‍ष', 'Zoë O’Brien-Nair', 'ராமன்']) {
      expect(nameError(contactSchema, contact, name)).toBeNull();
      expect(nameError(signupSchema, signup, name)).toBeNull();
    }
    expect(contactSchema.parse(contact).message).toBe('Please call me.\nThanks.');
  });

  it('refuse a multi-line field that holds controls or shows nothing', () => {
    const message = (text: string) => {
      const parsed = contactSchema.safeParse({ ...contact, message: text });
      return parsed.success ? null : fieldErrors(parsed.error)['message'];
    };
    expect(message('hi\u202Ethere')).toBe('Message contains invalid characters');
    expect(message('\u200B\n\u200B')).toBe('Message must contain visible characters');
  });
});
