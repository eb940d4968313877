import { describe, expect, it } from 'vitest';
import { formatRupees } from '@portal/shared/validation';
import { pdfText } from '../../../test/helpers/pdfText.js';
import { policySchedulePdf } from './schedulePdf.js';

describe('the policy schedule PDF', () => {
  it('draws names and products in Devanagari shaped, and reads back as written', async () => {
    const pdf = await policySchedulePdf({
      srNo: '42',
      policyType: 'health',
      productName: 'स्वास्थ्य बीमा पारिवारिक फ्लोटर योजना',
      policyNumber: 'POL/2026/100001',
      clientName: 'श्रीमती क्षमा त्रिपाठी',
      riskStart: '2026-10-12',
      riskEnd: '2027-10-11',
      netPremium: '12000.00',
      payOut: '1200.00',
      vehicleNo: null,
      insurer: 'Star Health',
      soldBy: 'AP1001',
      soldByName: 'प्रियंका श्रीवास्तव',
    });
    const lines = pdfText(Buffer.from(pdf)).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Policy Schedule',
        'स्वास्थ्य बीमा पारिवारिक फ्लोटर योजना',
        'श्रीमती क्षमा त्रिपाठी',
        'प्रियंका श्रीवास्तव (AP1001)',
        formatRupees('12000.00'),
      ]),
    );
    expect(Buffer.from(pdf).toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
  });
});
