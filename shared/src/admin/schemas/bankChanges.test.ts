import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@portal/shared/validation';
import { memberContactSchema } from './bankChanges';

describe('memberContactSchema', () => {
  it('needs a mobile or an e-mail, each by the sign-up rules', () => {
    expect(memberContactSchema.parse({ email: 'New@Example.com' })).toEqual({ email: 'new@example.com' });
    expect(memberContactSchema.safeParse({}).success).toBe(false);
    expect(fieldErrors(memberContactSchema.safeParse({ mobile: '12345' }).error!)).toEqual({
      mobile: 'Phone number must be exactly 10 digits',
    });
  });
});
