import { formatDateIN, formatRupees } from './currency';

describe('formatRupees', () => {
  it('uses the rupee sign and Indian lakh/crore grouping', () => {
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
    expect(formatRupees(999)).toBe('₹999');
  });

  it('shows paise only when there are any, rounded to two places', () => {
    expect(formatRupees(1234.5)).toBe('₹1,234.50');
    expect(formatRupees('2500.05')).toBe('₹2,500.05');
    expect(formatRupees(10.004)).toBe('₹10');
  });

  it('accepts decimal strings from the API and negatives', () => {
    expect(formatRupees('100000.00')).toBe('₹1,00,000');
    expect(formatRupees(-5000)).toBe('-₹5,000');
  });

  it('shows a dash for missing or non-numeric amounts', () => {
    expect(formatRupees(null)).toBe('—');
    expect(formatRupees('')).toBe('—');
    expect(formatRupees('abc')).toBe('—');
    expect(formatRupees(Number.NaN)).toBe('—');
  });
});

describe('formatDateIN', () => {
  it('formats ISO dates day-month-year without shifting across time zones', () => {
    expect(formatDateIN('2024-03-05')).toBe('05 Mar 2024');
    expect(formatDateIN('2024-12-31T23:30:00+05:30')).toBe('31 Dec 2024');
  });
  it('leaves unknown formats as they are', () => {
    expect(formatDateIN('soon')).toBe('soon');
    expect(formatDateIN(null)).toBe('—');
  });
});
