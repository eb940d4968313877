import { describe, expect, it } from 'vitest';
import { checkIfsc } from './ifsc.js';

describe('checkIfsc (the shipped IFSC table)', () => {
  it('knows a branch by its number, whatever the zeros or the case', () => {
    expect(checkIfsc('SBIN0000001')).toEqual({ ok: true, bankName: 'State Bank of India' });
    expect(checkIfsc('hdfc0000001')).toEqual({ ok: true, bankName: 'HDFC Bank' });
  });

  it('knows branches whose code is not a number', () => {
    expect(checkIfsc('ABNA0NEFT02').ok).toBe(true);
  });

  it('says which part is wrong: the format, the bank or the branch', () => {
    expect(checkIfsc('SBIN1000001')).toEqual({ ok: false, reason: 'format' });
    expect(checkIfsc('SBIN000001')).toEqual({ ok: false, reason: 'format' });
    expect(checkIfsc('ZZZZ0000001')).toEqual({ ok: false, reason: 'bank' });
    expect(checkIfsc('SBIN0ZZZZZZ')).toEqual({ ok: false, reason: 'branch' });
    expect(checkIfsc('SBIN0999999')).toEqual({ ok: false, reason: 'branch' });
  });
});
