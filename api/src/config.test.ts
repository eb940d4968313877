import { describe, expect, it } from 'vitest';
import { indiaDate } from './clock.js';
import { configFromEnv } from './config.js';

describe('the API clock', () => {
  it('is the machine clock unless a test sets TEST_CLOCK_START', () => {
    expect(configFromEnv({}).now).toBeUndefined();
  });

  it('starts at TEST_CLOCK_START and runs on: 19:00 UTC is 00:30 the next day in India', () => {
    const { now } = configFromEnv({ TEST_CLOCK_START: '2026-11-26T19:00:00Z' });
    const first = now!();
    expect(first.getTime()).toBeGreaterThanOrEqual(Date.parse('2026-11-26T19:00:00Z'));
    expect(first.getTime()).toBeLessThan(Date.parse('2026-11-26T19:01:00Z'));
    expect(indiaDate(first)).toBe('2026-11-27');
  });

  it('refuses a value that is not an instant, and any value in production', () => {
    for (const bad of ['tomorrow', '2026-11-27', '2026-11-26T25:00:00Z'])
      expect(() => configFromEnv({ TEST_CLOCK_START: bad })).toThrow(/TEST_CLOCK_START/);
    const production = { NODE_ENV: 'production', INVITE_SECRET: 'x', DATA_ENCRYPTION_KEY: 'ab'.repeat(32) };
    expect(() => configFromEnv({ ...production, TEST_CLOCK_START: '2026-11-26T19:00:00Z' })).toThrow(/TEST_CLOCK_START is for tests only/);
  });
});

describe('the payout queries’ limits', () => {
  it('are 20 unresolved queries and 20 writes a minute unless set, and refuse what is not a whole number above 0', () => {
    expect(configFromEnv({}).queryLimits).toEqual({ openPerMember: 20, writesPerMinute: 20 });
    expect(configFromEnv({ QUERIES_OPEN_PER_MEMBER: '5', QUERIES_WRITES_PER_MINUTE: '3' }).queryLimits).toEqual({
      openPerMember: 5,
      writesPerMinute: 3,
    });
    expect(() => configFromEnv({ QUERIES_OPEN_PER_MEMBER: '0' })).toThrow(/QUERIES_OPEN_PER_MEMBER/);
    expect(() => configFromEnv({ QUERIES_WRITES_PER_MINUTE: '2.5' })).toThrow(/QUERIES_WRITES_PER_MINUTE/);
  });
});
