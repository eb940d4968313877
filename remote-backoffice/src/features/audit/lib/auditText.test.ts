import { describe, expect, it } from 'vitest';
import { actionLabel, changesOf, recordTypeLabel, valueText } from './auditText';

describe('audit text', () => {
  it('names known actions in plain words, and unknown ones from their names', () => {
    const actions = ['application.approve', 'mail.retry', 'member.merge_accounts', 'oddity'];
    expect(actions.map((action) => actionLabel(action))).toEqual([
      'Approved an application',
      'Retried a mail',
      'Member: merge accounts',
      'Oddity',
    ]);
    expect(['contact_message', 'policy_batch'].map((type) => recordTypeLabel(type))).toEqual(['Contact message', 'Policy batch']);
  });

  it('lists only the fields that changed, a field on one side only included', () => {
    expect(
      changesOf(
        { status: 'pending', parentCoCode: null, name: 'Asha' },
        { status: 'approved', parentCoCode: 'CO12', name: 'Asha', decidedBy: 'ops@x.in' },
      ),
    ).toEqual([
      { field: 'Status', before: 'pending', after: 'approved' },
      { field: 'Parent co code', before: '—', after: 'CO12' },
      { field: 'Decided by', before: '—', after: 'ops@x.in' },
    ]);
  });

  it('shows a record created from nothing, and nothing for no change', () => {
    expect(changesOf(null, { amountPaise: 150000, paid: true })).toEqual([
      { field: 'Amount', before: '—', after: '₹1,500' },
      { field: 'Paid', before: '—', after: 'yes' },
    ]);
    expect(changesOf({ a: 1 }, { a: 1 })).toEqual([]);
    expect(changesOf(null, null)).toEqual([]);
  });

  it('treats values that are not records as one change', () => {
    expect(changesOf('draft', 'final')).toEqual([{ field: '', before: 'draft', after: 'final' }]);
    expect(changesOf(null, ['pan', 'aadhaar'])).toEqual([{ field: '', before: '—', after: 'pan, aadhaar' }]);
  });

  it('writes instants in India time and nested records as pairs', () => {
    expect(valueText('2026-01-10T20:00:00.000Z')).toMatch(/^11 Jan 2026, 1:30\sam$/i);
    expect(valueText({ from: 'CO1', moved: 3 })).toBe('from: CO1; moved: 3');
    expect(valueText([])).toBe('—');
  });
  it('shows values as the screens do: paise as rupees under the amount’s name, dates in Indian format, masked numbers masked', () => {
    expect(changesOf(null, { amountPaise: 435075, date: '2026-11-03', reference: 'NEFT-1' })).toEqual([
      { field: 'Amount', before: '—', after: '₹4,350.75' },
      { field: 'Date', before: '—', after: '03 Nov 2026' },
      { field: 'Reference', before: '—', after: 'NEFT-1' },
    ]);
    expect(valueText(1500000, 'amountPaise')).toBe('₹15,000');
    expect(valueText({ netPremiumPaise: -50 })).toBe('net premium: -₹0.50');
    expect(changesOf({ accountNumber: 'XXXXXX1234' }, { accountNumber: 'XXXXXX5678' })).toEqual([
      { field: 'Account number', before: 'XXXXXX1234', after: 'XXXXXX5678' },
    ]);
    // A count is not money.
    expect(valueText(3, 'moved')).toBe('3');
  });
});
