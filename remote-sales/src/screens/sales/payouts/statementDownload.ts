import { portalApi } from '@portal/shared';
import { saveBlobUrl } from '../policyDocument';

export type StatementFormat = 'pdf' | 'csv';

const MIME: Record<StatementFormat, string> = { pdf: 'application/pdf', csv: 'text/csv' };
/** Long enough for the browser to start saving the file. */
const OBJECT_URL_LIFETIME_MS = 10_000;

/**
 * Saves a member's statement of a month as a file. The file is fetched with the bearer token in a
 * header (never in a URL) and saved through a blob: URL with a download attribute.
 */
export async function downloadStatement(coCode: string, month: string, format: StatementFormat): Promise<void> {
  const blob = await portalApi.downloadStatement(coCode, month, format);
  const file = blob.type ? blob : new Blob([blob], { type: MIME[format] });
  const url = URL.createObjectURL(file);
  saveBlobUrl(url, `payout-statement-${coCode}-${month}.${format}`);
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
