import { portalApi, saveFile, type Language } from '@portal/shared';
import { endpoints } from '@portal/shared/validation';

/**
 * Saves the signed-in member's certificate as a PDF in `language`. The file is fetched with the bearer
 * token in a header (never in a URL) and saved through a blob: URL with a download attribute.
 */
export async function downloadCertificate(number: string, language: Language): Promise<void> {
  const pdf = await portalApi.call(endpoints.certification.certificatePdf, { query: { language } });
  saveFile(pdf, `certificate-${number}-${language}.pdf`, 'application/pdf');
}
