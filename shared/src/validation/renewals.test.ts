import { preferencesUpdateSchema, renewalMarkSchema, renewalsQuerySchema } from './renewals';

const failedFields = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.'));

describe('renewalMarkSchema', () => {
  it('takes renewed (with or without the new number) and not renewing with a trimmed reason', () => {
    expect(renewalMarkSchema.parse({ outcome: 'renewed' })).toEqual({ outcome: 'renewed' });
    expect(renewalMarkSchema.parse({ outcome: 'renewed', renewedPolicyNumber: ' P-1 ' })).toEqual({
      outcome: 'renewed',
      renewedPolicyNumber: 'P-1',
    });
    expect(renewalMarkSchema.parse({ outcome: 'renewed', renewedPolicyNumber: '  ' })).toEqual({ outcome: 'renewed' });
    expect(renewalMarkSchema.parse({ outcome: 'not_renewing', reason: '  Moved abroad ' })).toEqual({
      outcome: 'not_renewing',
      reason: 'Moved abroad',
    });
  });

  it.each([
    [{}, 'outcome'],
    [{ outcome: 'lapsed' }, 'outcome'],
    [{ outcome: 'not_renewing' }, 'reason'],
    [{ outcome: 'not_renewing', reason: ' ab ' }, 'reason'],
    [{ outcome: 'not_renewing', reason: 'x'.repeat(501) }, 'reason'],
    [{ outcome: 'not_renewing', reason: 'bad\u0007bell' }, 'reason'],
    [{ outcome: 'renewed', reason: 'why' }, 'reason'],
  ])('refuses %j naming %s', (body, field) => {
    expect(failedFields(renewalMarkSchema.safeParse(body))).toEqual([field]);
  });
});

describe('preferencesUpdateSchema', () => {
  it('takes a boolean and refuses anything else by name', () => {
    expect(preferencesUpdateSchema.parse({ renewalReminders: false })).toEqual({ renewalReminders: false });
    expect(failedFields(preferencesUpdateSchema.safeParse({ renewalReminders: 'false' }))).toEqual(['renewalReminders']);
    expect(failedFields(preferencesUpdateSchema.safeParse({ renewalReminders: true, theme: 'dark' }))).toEqual(['theme']);
  });
});

describe('renewalsQuerySchema pages', () => {
  it('takes a cursor and a limit from 1 to 200', () => {
    expect(renewalsQuerySchema.parse({ cursor: 'abc', limit: '25' })).toEqual({ within: 30, cursor: 'abc', limit: 25 });
    for (const limit of ['0', '201', '2.5', 'ten']) expect(failedFields(renewalsQuerySchema.safeParse({ limit }))).toEqual(['limit']);
  });
});
