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
