import { describe, expect, it } from 'vitest';
import { bankDetailsSchema, fieldErrors } from './index';

const good = { holderName: 'Asha Verma', accountNumber: '1234 5678 9012', accountNumberConfirm: '123456789012', ifsc: ' sbin0000001 ' };

describe('bankDetailsSchema', () => {
  it('accepts an account typed with spaces and an IFSC in lower case, and gives them back plain', () => {
    expect(bankDetailsSchema.parse(good)).toEqual({
      holderName: 'Asha Verma',
      accountNumber: '123456789012',
      accountNumberConfirm: '123456789012',
      ifsc: 'SBIN0000001',
    });
  });

  it.each([
    [{ accountNumberConfirm: '123456789013' }, 'accountNumberConfirm', 'The account numbers do not match'],
    [{ accountNumber: '12345678', accountNumberConfirm: '12345678' }, 'accountNumber', 'Account number must be 9 to 18 digits'],
    [{ ifsc: 'SBIN1000001' }, 'ifsc', 'IFSC must be 4 letters, a 0, then 6 letters or digits, e.g. SBIN0001234'],
    [{ ifsc: '' }, 'ifsc', 'IFSC is required'],
    [{ holderName: ' ' }, 'holderName', 'Account holder name is required'],
  ])('refuses %o, naming %s', (change, field, message) => {
    const parsed = bankDetailsSchema.safeParse({ ...good, ...change });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!)[field]).toBe(message);
  });
});
