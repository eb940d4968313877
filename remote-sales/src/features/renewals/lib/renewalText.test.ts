import { describe, expect, it } from 'vitest';
import type { RenewalItem } from '../../sales-area';
import { daysLeftText, dueTone, reminderMessage, whatsappShareUrl } from './renewalText';

const item: RenewalItem = {
  srNo: '11',
  policyNumber: 'POL/2025 #7',
  policyType: 'health',
  productName: 'Family Floater & Co',
  clientName: 'Ravi Kumar',
  insurer: 'Acme Health',
  netPremium: '12345.50',
  netPremiumPaise: 1234550,
  soldBy: 'CO2',
  soldByName: 'Bina',
  riskEnd: '2026-12-04',
  daysLeft: 10,
  status: 'due',
  outcome: null,
};

describe('the days-left badge', () => {
  it('says how long is left, in words, at the edges', () => {
    expect(daysLeftText(0)).toBe('Due today');
    expect(daysLeftText(1)).toBe('1 day left');
    expect(daysLeftText(12)).toBe('12 days left');
    expect(daysLeftText(-1)).toBe('Lapsed 1 day ago');
    expect(daysLeftText(-5)).toBe('Lapsed 5 days ago');
  });

  it('colours lapsed, within a week, within a fortnight and later apart', () => {
    expect([-1, 0, 7, 8, 15, 16].map(dueTone)).toEqual(['lapsed', 'urgent', 'urgent', 'soon', 'soon', 'later']);
  });
});

describe('the reminder', () => {
  it('names the client, product, insurer, policy number, due date and premium', () => {
    const text = reminderMessage(item);
    expect(text).toContain('Dear Ravi Kumar,');
    expect(text).toContain('Family Floater & Co policy with Acme Health (policy no. POL/2025 #7) is due for renewal on 04 Dec 2026');
    expect(text).toContain('Premium: ₹12,345.50.');
    expect(reminderMessage({ ...item, daysLeft: -3, status: 'lapsed' })).toContain('ended on 04 Dec 2026');
  });

  it('goes to WhatsApp whole: every character that means something in a URL is encoded', () => {
    const url = whatsappShareUrl(reminderMessage(item));
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    const encoded = url.slice('https://wa.me/?text='.length);
    expect(encoded).not.toMatch(/[ &#\n/?]/);
    expect(encoded).toContain('%0A');
    expect(new URL(url).searchParams.get('text')).toBe(reminderMessage(item));
  });
});
