import { csvPaise, csvRupees, formatPaise, formatRupees } from './currency';
import { formatCount, formatDateIN } from './localeFormat';
import { switchLanguageForTest } from '../testing';

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

describe('formatPaise', () => {
  it('shows integer paise as rupees with Indian grouping, paise only when there are any', () => {
    expect(formatPaise(12345050)).toBe('₹1,23,450.50');
    expect(formatPaise(1234567800)).toBe('₹1,23,45,678');
    expect(formatPaise(1500000)).toBe('₹15,000');
    expect(formatPaise(2200050)).toBe('₹22,000.50');
    expect(formatPaise(5)).toBe('₹0.05');
    expect(formatPaise(0)).toBe('₹0');
  });

  it('formats an amount the same whether it comes as paise or as rupees', () => {
    for (const paise of [0, 5, 50, 1500000, 2200050, 12345678, -250075]) {
      expect(formatPaise(paise)).toBe(formatRupees((paise / 100).toFixed(2)));
    }
  });

  it('is exact where dividing by 100 in floating point is not', () => {
    // 10.05 and 0.29 have no exact binary floating-point value.
    expect(formatPaise(1005)).toBe('₹10.05');
    expect(formatPaise(29)).toBe('₹0.29');
    expect(formatPaise(900719925474099)).toBe('₹90,07,19,92,54,740.99');
  });

  it('puts a minus sign before negative amounts (reversals)', () => {
    expect(formatPaise(-250075)).toBe('-₹2,500.75');
    expect(formatPaise(-1)).toBe('-₹0.01');
    expect(formatPaise(-500)).toBe('-₹5');
  });

  it('shows a dash for a value that is not whole paise', () => {
    expect(formatPaise(10.5)).toBe('—');
    expect(formatPaise(Number.NaN)).toBe('—');
  });
});

describe('csvPaise and csvRupees', () => {
  it('write the same rule as plain numbers a spreadsheet reads: no ₹, no grouping', () => {
    expect(csvPaise(150000000)).toBe('1500000');
    expect(csvPaise(123405)).toBe('1234.05');
    expect(csvPaise(2200050)).toBe('22000.50');
    expect(csvPaise(-500)).toBe('-5');
    expect(csvPaise(-1)).toBe('-0.01');
    expect(csvPaise(0)).toBe('0');
  });

  it('read the database’s decimal rupee text', () => {
    expect(csvRupees('1500.00')).toBe('1500');
    expect(csvRupees('22000.50')).toBe('22000.50');
    expect(csvRupees('22000.5')).toBe('22000.50');
    expect(csvRupees('-12.05')).toBe('-12.05');
    expect(csvRupees('75')).toBe('75');
  });
});

describe('formatDateIN', () => {
  it('formats ISO dates day-month-year without shifting across time zones', () => {
    expect(formatDateIN('2024-03-05')).toBe('05 Mar 2024');
    expect(formatDateIN('2024-12-31T23:30:00+05:30')).toBe('31 Dec 2024');
  });
  it('names the month in the current language (or the locale given); rupees stay the same in Hindi', async () => {
    await switchLanguageForTest('hi');
    expect(formatDateIN('2024-03-05')).toBe('05 मार्च 2024');
    expect(formatDateIN('2024-03-05', 'en-IN')).toBe('05 Mar 2024');
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatPaise(12345050)).toBe('₹1,23,450.50');
  });
  it('counts with Indian grouping in both languages', async () => {
    expect(formatCount(123456)).toBe('1,23,456');
    await switchLanguageForTest('hi');
    expect(formatCount(123456)).toBe('1,23,456');
  });
  it('leaves unknown formats as they are', () => {
    expect(formatDateIN('soon')).toBe('soon');
    expect(formatDateIN(null)).toBe('—');
  });
});
