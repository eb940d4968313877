import { dateInWords, monthInWords } from './dateWords';

describe('dates and months as words', () => {
  it('writes a date with its short month name in either language, the same day whatever the zone', () => {
    expect(dateInWords('2026-10-12', 'en-IN')).toBe('12 Oct 2026');
    expect(dateInWords('2026-10-12', 'hi-IN')).toBe('12 अक्टू॰ 2026');
    expect(dateInWords('2026-01-01', 'en-IN')).toBe('01 Jan 2026');
    expect(dateInWords('2026-12-31', 'hi-IN')).toBe('31 दिस॰ 2026');
  });

  it('writes a month with its long name in either language', () => {
    expect(monthInWords('2026-10', 'en-IN')).toBe('October 2026');
    expect(monthInWords('2026-10', 'hi-IN')).toBe('अक्टूबर 2026');
    expect(monthInWords('2027-03', 'hi-IN')).toBe('मार्च 2027');
  });

  it('leaves what is no date as it is', () => {
    expect(dateInWords('12 Oct', 'en-IN')).toBe('12 Oct');
    expect(monthInWords('2026-1', 'en-IN')).toBe('2026-1');
  });
});
