import { describe, expect, it } from 'vitest';
import { indiaTime } from './indiaTime';

describe('indiaTime', () => {
  it('shows an instant in India time (UTC+5:30), on the India day', () => {
    expect(indiaTime('2026-01-10T20:00:00.000Z')).toMatch(/^11 Jan 2026, 1:30\sam$/i);
    expect(indiaTime('2026-11-24T06:15:00Z')).toMatch(/^24 Nov 2026, 11:45\sam$/i);
  });

  it('leaves text that is no instant as it is', () => {
    expect(indiaTime('soon')).toBe('soon');
  });
});
