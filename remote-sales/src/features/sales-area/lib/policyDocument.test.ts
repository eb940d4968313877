import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveBlobUrl } from './policyDocument';

afterEach(() => vi.restoreAllMocks());

describe('saveBlobUrl', () => {
  it('saves through a hidden link with the file name, without an inline style (the CSP allows none), and removes it', () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
      expect(this.isConnected).toBe(true);
    });
    saveBlobUrl('blob:http://portal.test/abc', 'payout-statement-AP1001-2026-10.pdf');
    expect(clicked).toHaveLength(1);
    const link = clicked[0]!;
    expect(link.download).toBe('payout-statement-AP1001-2026-10.pdf');
    expect(link.href).toBe('blob:http://portal.test/abc');
    expect(link.hidden).toBe(true);
    expect(link.getAttribute('style')).toBeNull();
    expect(link.isConnected).toBe(false);
  });
});
