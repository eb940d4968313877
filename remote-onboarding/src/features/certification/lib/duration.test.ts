import { clockText, timeDone } from './duration';

describe('training and examination times', () => {
  it('a clock: minutes and seconds, hours when there are any', () => {
    expect(clockText(605)).toBe('10:05');
    expect(clockText(59)).toBe('0:59');
    expect(clockText(3605)).toBe('1:00:05');
    expect(clockText(-3)).toBe('0:00');
  });

  it('a long training in whole minutes (done down, required up); a short one by the clock; never more done than required', () => {
    expect(timeDone(3599, 54_000)).toEqual({ done: '59', required: '900', inMinutes: true });
    expect(timeDone(0, 601)).toEqual({ done: '0', required: '11', inMinutes: true });
    expect(timeDone(12, 16)).toEqual({ done: '0:12', required: '0:16', inMinutes: false });
    expect(timeDone(40, 16)).toEqual({ done: '0:16', required: '0:16', inMinutes: false });
  });
});
