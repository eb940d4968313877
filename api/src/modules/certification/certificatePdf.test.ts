import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/helpers/pdfText.js';
import { renderCertificatePdf } from './certificatePdf.js';

const certificate = {
  number: 'POSP-2026-000123',
  name: 'प्रियंका श्रीवास्तव',
  coCode: 'AP1001',
  issuedOn: '2026-10-12',
  maskedPan: 'ABXXXXX34K',
  status: 'valid' as const,
};
const portalUrl = 'https://portal.example.in/';

const text = async (...args: Parameters<typeof renderCertificatePdf>) => pdfText(Buffer.from(await renderCertificatePdf(...args)));

describe('the certificate PDF', () => {
  it('is one page in English with the name, member code, number, date in words, masked PAN and where to check it', async () => {
    const pdf = await renderCertificatePdf({ ...certificate, name: 'Priyanka Srivastava' }, 'en', { portalUrl });
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(
      Buffer.from(pdf)
        .toString('latin1')
        .match(/\/Type \/Page\b/g),
    ).toHaveLength(1);
    const lines = pdfText(Buffer.from(pdf)).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Certificate of POSP Training and Examination',
        'Priyanka Srivastava',
        'AP1001',
        'POSP-2026-000123',
        '12 Oct 2026',
        'ABXXXXX34K',
        'Issued by Agent Portal',
        'Anyone can check this certificate at https://portal.example.in/verify/POSP-2026-000123',
      ]),
    );
    expect(lines).not.toContain('REVOKED');
  });

  it('is in Hindi, shaped, and copies back as the Hindi text', async () => {
    const lines = (await text(certificate, 'hi', { portalUrl })).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'पीओएसपी प्रशिक्षण और परीक्षा का प्रमाणपत्र',
        'प्रमाणित किया जाता है कि',
        'प्रियंका श्रीवास्तव',
        'प्रमाणपत्र संख्या',
        'सदस्य कोड',
        '12 अक्टू॰ 2026',
        'Agent Portal द्वारा जारी',
        'इस प्रमाणपत्र की जाँच कोई भी https://portal.example.in/verify/POSP-2026-000123 पर कर सकता है',
      ]),
    );
  });

  it('says when the PAN is not on file, and marks a revoked certificate', async () => {
    const en = await text({ ...certificate, maskedPan: null, status: 'revoked' }, 'en', { portalUrl });
    expect(en).toContain('Not on file');
    expect(en).toContain('REVOKED');
    expect(en).toContain('This certificate has been revoked and is no longer valid.');
    const hi = await text({ ...certificate, status: 'revoked' }, 'hi', { portalUrl });
    expect(hi).toContain('निरस्त\n');
    expect(hi).toContain('यह प्रमाणपत्र निरस्त कर दिया गया है और अब मान्य नहीं है।');
  });
});
