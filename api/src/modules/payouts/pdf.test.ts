import { describe, expect, it } from 'vitest';
import type { PayoutStatement } from '@portal/shared/validation';
import { pdfText } from '../../../test/helpers/pdfText.js';
import { statementPdf } from './pdf.js';

const LONG_PRODUCT = 'Comprehensive Private Car Package Policy with Zero Depreciation and Engine Protect Add-on';

function statement(overrides: Partial<PayoutStatement> = {}): PayoutStatement {
  return {
    member: { coCode: 'AP1001', name: 'प्रियंका श्रीवास्तव', panMasked: 'ABXXXXX34K' },
    month: '2026-10',
    asOf: '2026-10-31',
    complete: true,
    openingBalancePaise: 1_234_500,
    lines: [
      {
        entryId: 1,
        date: '2026-10-12',
        kind: 'earned',
        policyNumber: 'POL/2026/100001',
        clientName: 'सुनीता शर्मा',
        productName: LONG_PRODUCT,
        policyType: 'motor',
        netPremiumPaise: 1_200_000,
        payOutPaise: 120_000,
      },
      {
        entryId: 2,
        date: '2026-10-05',
        kind: 'reversed',
        policyNumber: 'POL/2026/100002',
        clientName: 'Ramesh Kumar',
        productName: 'स्वास्थ्य बीमा पारिवारिक फ्लोटर योजना',
        policyType: 'health',
        netPremiumPaise: 500_000,
        payOutPaise: -50_000,
      },
    ],
    adjustments: [],
    grossPaise: 70_000,
    tds: {
      section: '194D',
      fy: '2026-27',
      ratePercent: 2,
      thresholdPaise: 2_000_000,
      fyToDateGrossPaise: 2_500_000,
      deductedPaise: 1_400,
      withPan: true,
    },
    netPayablePaise: 68_600,
    payments: [{ entryId: 3, date: '2026-10-20', reference: 'NEFT 4411', amountPaise: 50_000 }],
    paymentsPaise: 50_000,
    closingBalancePaise: 1_253_100,
    team: [],
    ...overrides,
  } as PayoutStatement;
}

const deductor = { name: 'Agent Portal', tan: 'MUMA12345A' };
const lines = async (s: PayoutStatement, language: 'en' | 'hi') =>
  pdfText(Buffer.from(await statementPdf(s, language, deductor))).split('\n');

describe('the payout statement PDF', () => {
  it('writes the month and dates as words, and the deductor and TAN beside the TDS', async () => {
    const text = await lines(statement(), 'en');
    expect(text).toEqual(
      expect.arrayContaining([
        'Payout Statement',
        'October 2026',
        '12 Oct 2026',
        '05 Oct 2026',
        '20 Oct 2026  NEFT 4411',
        'TDS (section 194D, 2%)',
        'TDS deducted u/s 194D by Agent Portal (TAN: MUMA12345A)',
        'Earned',
        'Reversed',
        '-₹14',
      ]),
    );
    const soFar = await lines(statement({ complete: false, asOf: '2026-10-12' }), 'en');
    expect(soFar).toContain('October 2026 (so far, as of 12 Oct 2026)');
    const withoutTan = pdfText(Buffer.from(await statementPdf(statement(), 'en', { name: 'Agent Portal', tan: null })));
    expect(withoutTan).toContain('TDS deducted u/s 194D by Agent Portal\n');
  });

  it('never cuts a product name: a long one goes on over lines within its column', async () => {
    const text = await lines(statement(), 'en');
    // A row's cells are written one after the other: the product's lines follow one another.
    const start = text.findIndex((line) => line.startsWith('Comprehensive'));
    const product: string[] = [];
    for (let i = start; i >= 0 && i < text.length && product.join(' ').length < LONG_PRODUCT.length; i++) product.push(text[i]!);
    expect(product.length).toBeGreaterThan(1);
    expect(product.join(' ')).toBe(LONG_PRODUCT);
    expect(text.filter((line) => line.endsWith('…'))).toEqual([]);
  });

  it('is in Hindi for a Hindi reader: headings, labels, month and dates in Devanagari', async () => {
    const text = await lines(
      statement({ adjustments: [{ entryId: 9, date: '2026-10-15', queryNumber: 'Q-0007', amountPaise: 10_000, reason: null }] }),
      'hi',
    );
    expect(text).toEqual(
      expect.arrayContaining([
        'पेआउट स्टेटमेंट',
        'सदस्य',
        'प्रियंका श्रीवास्तव (AP1001)',
        'अक्टूबर 2026',
        'सारांश',
        'शुरुआती बैलेंस',
        'कुल कमीशन',
        'TDS (सेक्शन 194D, 2%)',
        'Agent Portal (TAN: MUMA12345A) द्वारा सेक्शन 194D के तहत काटा गया TDS',
        'देय राशि',
        'अंतिम बैलेंस',
        'पॉलिसियाँ (2)',
        '12 अक्टू॰ 2026',
        'कमाया',
        'क्लॉबैक',
        'सुनीता शर्मा',
        'समायोजन (स्वीकार की गई पेआउट क्वेरी)',
        '15 अक्टू॰ 2026  Q-0007',
        '20 अक्टू॰ 2026  NEFT 4411',
      ]),
    );
    expect(text.some((line) => line.includes('पृष्ठ 1'))).toBe(true);
  });

  it('keeps every line of a long month, over pages with the column heads again', async () => {
    const many = Array.from({ length: 300 }, (_, i) => ({ ...statement().lines[i % 2]!, policyNumber: `POL/LONG/${i}` }));
    const text = await lines(statement({ lines: many }), 'en');
    for (const i of [0, 150, 299]) expect(text).toContain(`POL/LONG/${i}`);
    expect(text.some((line) => line.endsWith('page 4'))).toBe(true);
    expect(text.filter((line) => line === 'Net premium').length).toBeGreaterThan(3);
  });
});
