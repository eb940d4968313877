import { describe, expect, it } from 'vitest';
import { taxInWholeRupees, tdsByMonth, tdsRatePercent, tdsRule } from './tds.js';

const rupees = (r: number) => r * 100;
const deductions = (months: { month: string; grossPaise: number }[], withPan = true) =>
  tdsByMonth(months, withPan).map((m) => [m.month, m.deductedPaise / 100]);

describe('TDS under section 194D', () => {
  it('has the dated rates and thresholds: 2% and ₹20,000 from FY 2025-26, 5% and ₹15,000 before, 20% without a PAN', () => {
    expect(tdsRule('2025-26')).toMatchObject({ withPanPercent: 2, thresholdPaise: rupees(20_000) });
    expect(tdsRule('2031-32')).toMatchObject({ withPanPercent: 2, thresholdPaise: rupees(20_000) });
    expect(tdsRule('2024-25')).toMatchObject({ withPanPercent: 5, thresholdPaise: rupees(15_000) });
    expect(tdsRatePercent('2024-25', false)).toBe(20);
    expect(tdsRatePercent('2025-26', false)).toBe(20);
  });

  it('deducts nothing within the threshold, then on the whole year so far in the month that crosses it', () => {
    const months = [
      { month: '2025-04', grossPaise: rupees(8_000) },
      { month: '2025-05', grossPaise: rupees(12_000) }, // exactly ₹20,000: still within
      { month: '2025-06', grossPaise: rupees(5_000) }, // ₹25,000: 2% of the whole ₹25,000
      { month: '2025-07', grossPaise: rupees(3_000) }, // its own amount
    ];
    expect(deductions(months)).toEqual([
      ['2025-04', 0],
      ['2025-05', 0],
      ['2025-06', 500],
      ['2025-07', 60],
    ]);
    const june = tdsByMonth(months, true)[2]!;
    expect(june).toMatchObject({ fy: '2025-26', ratePercent: 2, thresholdPaise: rupees(20_000), fyToDateGrossPaise: rupees(25_000) });
  });

  it('deducts 20% without a PAN, with the same threshold', () => {
    const months = [
      { month: '2025-04', grossPaise: rupees(19_000) },
      { month: '2025-05', grossPaise: rupees(2_000) },
    ];
    expect(deductions(months, false)).toEqual([
      ['2025-04', 0],
      ['2025-05', 4_200],
    ]);
  });

  it('switches rates and thresholds on 1 April 2025 and restarts the running total each 1 April', () => {
    const months = [
      { month: '2025-02', grossPaise: rupees(10_000) },
      { month: '2025-03', grossPaise: rupees(6_000) }, // FY 2024-25: ₹16,000 > ₹15,000 at 5%
      { month: '2025-04', grossPaise: rupees(16_000) }, // FY 2025-26 restarts: within ₹20,000
      { month: '2025-05', grossPaise: rupees(4_500) }, // ₹20,500 at 2%
      { month: '2026-04', grossPaise: rupees(1_000) }, // FY 2026-27 restarts again
    ];
    expect(deductions(months)).toEqual([
      ['2025-02', 0],
      ['2025-03', 800],
      ['2025-04', 0],
      ['2025-05', 410],
      ['2026-04', 0],
    ]);
    expect(tdsByMonth(months, true).map((m) => m.fyToDateGrossPaise / 100)).toEqual([10_000, 16_000, 16_000, 20_500, 1_000]);
  });

  it('lets reversals lower the gross: back within the threshold, later months deduct only the shortfall', () => {
    const months = [
      { month: '2025-04', grossPaise: rupees(25_000) }, // ₹500
      { month: '2025-05', grossPaise: rupees(-10_000) }, // ₹15,000: nothing due, nothing handed back
      { month: '2025-06', grossPaise: rupees(4_000) }, // ₹19,000: still within
      { month: '2025-07', grossPaise: rupees(11_000) }, // ₹30,000: ₹600 due, ₹500 already deducted
      { month: '2025-08', grossPaise: rupees(-1_000) }, // ₹29,000: ₹580 due, ₹600 deducted
      { month: '2025-09', grossPaise: rupees(2_000) }, // ₹31,000: ₹620 due
    ];
    expect(deductions(months)).toEqual([
      ['2025-04', 500],
      ['2025-05', 0],
      ['2025-06', 0],
      ['2025-07', 100],
      ['2025-08', 0],
      ['2025-09', 20],
    ]);
  });

  it('rounds the tax due to date to the rupee, so the months add up to the year', () => {
    expect(taxInWholeRupees(2_000_049, 2)).toBe(rupees(400)); // ₹20,000.49 × 2% = ₹400.0098
    expect(taxInWholeRupees(2_002_500, 2)).toBe(rupees(401)); // ₹400.50 rounds up
    expect(taxInWholeRupees(-100, 2)).toBe(0);
    const months = [
      { month: '2025-04', grossPaise: 2_000_001 },
      { month: '2025-05', grossPaise: 2_499 },
      { month: '2025-06', grossPaise: 2_501 },
    ];
    const result = tdsByMonth(months, true);
    const yearGross = months.reduce((t, m) => t + m.grossPaise, 0);
    expect(result.reduce((t, m) => t + m.deductedPaise, 0)).toBe(taxInWholeRupees(yearGross, 2));
    expect(result.every((m) => m.deductedPaise % 100 === 0)).toBe(true);
  });

  it('takes the months in any order', () => {
    const months = [
      { month: '2025-06', grossPaise: rupees(5_000) },
      { month: '2025-04', grossPaise: rupees(18_000) },
    ];
    expect(deductions(months)).toEqual([
      ['2025-04', 0],
      ['2025-06', 460],
    ]);
  });
});
