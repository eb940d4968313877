import { renewalsQuerySchema } from './renewals';
import { emailSchema } from './schemas';

describe('emailSchema', () => {
  it('accepts an address, trimmed and lower-cased', () => {
    expect(emailSchema.parse('  Agent.One@Example.IN ')).toBe('agent.one@example.in');
  });

  it.each(['a\u0001b@example.in', 'ab@exa\u0000mple.in', 'ab@example.i\u007Fn', 'ab@exam\u001Fple.in'])(
    'refuses control characters anywhere (%j)',
    (value) => {
      const result = emailSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address');
    },
  );
});

describe('renewalsQuerySchema', () => {
  it('defaults to 30 days and takes 7, 15, 30 or 60', () => {
    expect(renewalsQuerySchema.parse({})).toEqual({ within: 30 });
    for (const days of [7, 15, 30, 60]) expect(renewalsQuerySchema.parse({ within: String(days) }).within).toBe(days);
    expect(renewalsQuerySchema.parse({ policyTypes: 'motor, life', soldBy: ' AB12 ' })).toEqual({
      within: 30,
      policyTypes: ['motor', 'life'],
      soldBy: 'AB12',
    });
  });

  it.each([
    [{ within: '5' }, 'within'],
    [{ within: '07x' }, 'within'],
    [{ policyTypes: 'motor,boat' }, 'policyTypes'],
    [{ soldBy: '  ' }, 'soldBy'],
  ])('refuses %j naming the field', (query, field) => {
    const result = renewalsQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });
});
