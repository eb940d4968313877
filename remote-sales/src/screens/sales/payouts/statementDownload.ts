import { portalApi } from '@portal/shared';
import { saveBlob } from '../policyDocument';

export type StatementFormat = 'pdf' | 'csv';

const MIME: Record<StatementFormat, string> = { pdf: 'application/pdf', csv: 'text/csv' };

/**
 * Saves a member's statement of a month as a file. The file is fetched with the bearer token in a
 * header (never in a URL) and saved through a blob: URL with a download attribute.
 */
export async function downloadStatement(coCode: string, month: string, format: StatementFormat): Promise<void> {
  const blob = await portalApi.downloadStatement(coCode, month, format);
  saveBlob(blob, `payout-statement-${coCode}-${month}.${format}`, MIME[format]);
}
