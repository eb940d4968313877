import { formatDateIN, indiaDateTimeFormat } from './localeFormat';
import { switchLanguageForTest } from '../testing';

describe('dates of instants, in India', () => {
  // 19:00 UTC on 26 Nov is 00:30 on 27 Nov in India: a browser in any zone shows India's day.
  const HALF_PAST_MIDNIGHT = '2026-11-26T19:00:00.000Z';

  it('writes an instant as its day in India, a plain date as it is', () => {
    expect(formatDateIN(HALF_PAST_MIDNIGHT)).toBe('27 Nov 2026');
    expect(formatDateIN('2026-11-26T18:29:59.999Z')).toBe('26 Nov 2026');
    expect(formatDateIN('2026-11-26')).toBe('26 Nov 2026');
  });

  it('in Hindi too', async () => {
    await switchLanguageForTest('hi');
    expect(formatDateIN(HALF_PAST_MIDNIGHT)).toBe('27 नव॰ 2026');
  });

  it('writes the time of day in India', () => {
    const time = indiaDateTimeFormat({ day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hour12: false }, 'en-IN');
    expect(time.format(new Date(HALF_PAST_MIDNIGHT))).toBe('27 Nov, 00:30');
  });
});
