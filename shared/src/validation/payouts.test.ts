import { statementFileParamsSchema, statementQuerySchema, taxSummaryQuerySchema } from './payouts';

describe('payouts requests', () => {
  it('takes a month as YYYY-MM, or none (the current month, chosen by the API)', () => {
    expect(statementQuerySchema.parse({ month: '2025-06' })).toEqual({ month: '2025-06' });
    expect(statementQuerySchema.parse({ month: ' 2025-12 ' })).toEqual({ month: '2025-12' });
    expect(statementQuerySchema.parse({})).toEqual({ month: undefined });
    expect(statementQuerySchema.parse({ month: '' })).toEqual({ month: undefined });
    for (const month of ['2025-13', '2025-00', '2025-6', '25-06', 'June', '2025-06-01', '1999-12']) {
      const result = statementQuerySchema.safeParse({ month });
      expect(result.success, month).toBe(false);
      expect(result.error?.issues[0]?.path, month).toEqual(['month']);
    }
    expect(statementFileParamsSchema.safeParse({ coCode: 'AP1001', month: '2025-06' }).success).toBe(true);
    expect(statementFileParamsSchema.safeParse({ coCode: 'AP1001', month: '2025-6' }).success).toBe(false);
  });

  it('takes a financial year as YYYY-YY of consecutive years, also across a century', () => {
    expect(taxSummaryQuerySchema.parse({ fy: '2025-26' })).toEqual({ fy: '2025-26' });
    expect(taxSummaryQuerySchema.parse({ fy: '2099-00' })).toEqual({ fy: '2099-00' });
    for (const fy of ['2025-27', '2025-25', '2025', '2025-2026', 'abcd-ef', '', '1999-00']) {
      const result = taxSummaryQuerySchema.safeParse({ fy });
      expect(result.success, fy).toBe(false);
      expect(result.error?.issues[0]?.path, fy).toEqual(['fy']);
    }
    expect(taxSummaryQuerySchema.safeParse({}).success).toBe(false);
  });
});
