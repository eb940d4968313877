import { portalApi } from '@portal/shared';
import { endpoints } from '@portal/shared/validation';
import { saveBlob } from '../../sales-area';

export type StatementFormat = 'pdf' | 'csv';

const MIME: Record<StatementFormat, string> = { pdf: 'application/pdf', csv: 'text/csv' };
const FILES = { pdf: endpoints.payouts.payoutStatementPdf, csv: endpoints.payouts.payoutStatementCsv };

/**
 * Saves a member's statement of a month as a file. The file is fetched with the bearer token in a
 * header (never in a URL) and saved through a blob: URL with a download attribute.
 */
export async function downloadStatement(coCode: string, month: string, format: StatementFormat): Promise<void> {
  const blob = await portalApi.call(FILES[format], { params: { coCode, month } });
  saveBlob(blob, `payout-statement-${coCode}-${month}.${format}`, MIME[format]);
}
