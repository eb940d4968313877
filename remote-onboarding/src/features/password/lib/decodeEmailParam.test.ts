import { describe, expect, it } from 'vitest';
import { decodeEmailParam } from './decodeEmailParam';

const b64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

describe('decodeEmailParam', () => {
  it('decodes a base64 email', () => {
    expect(decodeEmailParam(b64('agent@example.com'))).toBe('agent@example.com');
  });

  it('accepts URL-safe base64, missing padding and a "+" turned into a space', () => {
    const standard = b64('a>?b@example.com'); // contains '+' or '/' in its encoding
    expect(decodeEmailParam(standard.replace(/\+/g, '-').replace(/\//g, '_'))).toBe('a>?b@example.com');
    expect(decodeEmailParam(b64('ab@example.com').replace(/=+$/, ''))).toBe('ab@example.com');
    expect(decodeEmailParam(standard.replace(/\+/g, ' '))).toBe('a>?b@example.com');
  });

  it('decodes UTF-8', () => {
    expect(decodeEmailParam(b64('ração@example.com'))).toBe('ração@example.com');
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['not base64', '%%%'],
    ['the wrong length', 'abcde'],
    ['not an email', b64('not-an-email')],
    ['not UTF-8', btoa('\xff\xfe@x.com')],
  ])('refuses a parameter that is %s', (_case, raw) => {
    expect(decodeEmailParam(raw)).toBeNull();
  });
});
