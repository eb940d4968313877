/** A member's certificate of POSP training and examination as a one-page PDF, in the member's language. */
import { dateInWords, localeOf, type Language } from '@portal/shared/validation';
import { translatorFor } from '../../i18n/index.js';
import { setting } from '../../settings.js';
import { A4, ShapedPdf, type TextStyle } from '../../services/shapedPdf.js';

export interface CertificateData {
  number: string;
  name: string;
  coCode: string;
  /** YYYY-MM-DD */
  issuedOn: string;
  maskedPan: string | null;
  status: 'valid' | 'revoked';
}

export interface CertificateOptions {
  /** The portal's public URL, where `/verify/<number>` shows the certificate (PORTAL_URL by default). */
  portalUrl?: string;
}

const [WIDTH, HEIGHT] = [A4[1], A4[0]];
const CENTRE = WIDTH / 2;
const BLUE = '0.2 0.3 0.6 rg';
const GREY = '0.35 0.35 0.35 rg';
const RED = '0.75 0.1 0.1 rg';
/** Who issues the certificate: the portal's operator. */
const ISSUER = 'Agent Portal';

/** The public check of a certificate: the portal's page for its number. */
export function verifyLink(portalUrl: string, number: string): string {
  return `${portalUrl.replace(/\/+$/, '')}/verify/${encodeURIComponent(number)}`;
}

export async function renderCertificatePdf(
  data: CertificateData,
  language: Language,
  { portalUrl = setting(process.env, 'PORTAL_URL') ?? '' }: CertificateOptions = {},
): Promise<Uint8Array> {
  const t = translatorFor(language);
  const pdf = await ShapedPdf.create(t('certificatePdf.documentTitle', { number: data.number }), language);
  pdf.addPage([WIDTH, HEIGHT]);
  const revoked = data.status === 'revoked';

  // A double frame.
  pdf.graphics(`0.2 0.3 0.6 RG 3 w 24 24 ${WIDTH - 48} ${HEIGHT - 48} re S 0.8 w 34 34 ${WIDTH - 68} ${HEIGHT - 68} re S`);

  const centred = (text: string, y: number, style: TextStyle, maxWidth = WIDTH - 140) => {
    let lineY = y;
    for (const line of pdf.wrap(text, maxWidth, style)) {
      pdf.centre(line, CENTRE, lineY, style);
      lineY -= style.size * 1.45;
    }
    return lineY;
  };

  pdf.centre(ISSUER, CENTRE, HEIGHT - 80, { size: 13, bold: true, color: BLUE });
  let y = centred(t('certificatePdf.title'), HEIGHT - 125, { size: 24, bold: true });
  y = centred(t('certificatePdf.certify'), y - 14, { size: 13, color: GREY });
  y = centred(data.name, y - 12, { size: 28, bold: true, color: BLUE });
  y = centred(t('certificatePdf.completed'), y - 6, { size: 13 });

  const rows: [string, string][] = [
    [t('certificatePdf.number'), data.number],
    [t('certificatePdf.memberCode'), data.coCode],
    [t('certificatePdf.issuedOn'), dateInWords(data.issuedOn, localeOf(language))],
    [t('certificatePdf.pan'), data.maskedPan ?? t('certificatePdf.panNotOnFile')],
  ];
  const labelStyle: TextStyle = { size: 12, color: GREY };
  const valueStyle: TextStyle = { size: 12, bold: true };
  const labelWidth = Math.max(...rows.map(([label]) => pdf.width(label, labelStyle)));
  const valueWidth = Math.max(...rows.map(([, value]) => pdf.width(value, valueStyle)));
  const left = CENTRE - (labelWidth + 24 + valueWidth) / 2;
  y -= 16;
  for (const [label, value] of rows) {
    pdf.text(label, left, y, labelStyle);
    pdf.text(value, left + labelWidth + 24, y, valueStyle);
    y -= 22;
  }

  // The issuer over a rule, where a signature would go.
  pdf.graphics(`0.6 0.6 0.6 RG 0.6 w ${CENTRE - 110} 150 m ${CENTRE + 110} 150 l S`);
  centred(t('certificatePdf.issuer', { issuer: ISSUER }), 136, { size: 11, color: GREY });
  centred(t('certificatePdf.verify', { link: verifyLink(portalUrl, data.number) }), 62, { size: 10, color: GREY });

  if (revoked) {
    // An outlined stamp across the middle: what it covers stays readable.
    const angle = 20;
    const stamp: TextStyle = { size: 80, bold: true, color: RED, rotate: angle, outline: 2 };
    const width = pdf.width(t('certificatePdf.revoked'), stamp);
    const [cos, sin] = [Math.cos((angle * Math.PI) / 180), Math.sin((angle * Math.PI) / 180)];
    pdf.text(t('certificatePdf.revoked'), CENTRE - (width / 2) * cos, HEIGHT / 2 - 60 - (width / 2) * sin, stamp);
    centred(t('certificatePdf.revokedNote'), 88, { size: 12, bold: true, color: RED });
  }
  return pdf.save();
}
