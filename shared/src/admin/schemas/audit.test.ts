import { describe, expect, it } from 'vitest';
import { auditQuerySchema } from './audit';
import { fieldErrors } from '@portal/shared/validation';

describe('audit query', () => {
  it('accepts the filters the screen sends, trimmed', () => {
    expect(
      auditQuerySchema.parse({ action: ' member.move ', operator: 'OPS@', from: '2026-01-01', to: '2026-01-01', limit: '20' }),
    ).toEqual({
      action: 'member.move',
      operator: 'OPS@',
      from: '2026-01-01',
      to: '2026-01-01',
      limit: 20,
    });
  });

  it('names the field of each bad filter', () => {
    const errors = (query: Record<string, string>) => {
      const parsed = auditQuerySchema.safeParse(query);
      return parsed.success ? {} : fieldErrors(parsed.error);
    };
    expect(errors({ from: '2026-03-02', to: '2026-03-01' })).toEqual({ to: 'From must be on or before To' });
    expect(errors({ from: '2026-02-30' })).toEqual({ from: 'From is not a real date' });
    expect(errors({ to: '01/02/2026' })).toEqual({ to: 'To must be a date as YYYY-MM-DD' });
    expect(errors({ to: '9999-12-31' })).toEqual({ to: 'To must be between 2000-01-01 and 2100-12-31' });
    expect(Object.keys(errors({ action: 'Approve!', recordType: 'a b', limit: '500' })).sort()).toEqual(['action', 'limit', 'recordType']);
  });
});
