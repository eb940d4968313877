import { datedFileName, portalApi } from '@portal/shared';
import { endpoints } from '@portal/shared/validation';
import { saveBlob, salesFilterQuery, type SalesFilters } from '../../sales-area';

/**
 * Downloads the current filtered list as CSV: the export endpoint streams it; the bearer token goes
 * in a header, and the file is saved through a blob URL with a download attribute.
 */
export async function exportSalesCsv(coCode: string, filters: SalesFilters, signal?: AbortSignal): Promise<void> {
  const csv = await portalApi.call(endpoints.sales.salesExport, {
    params: { coCode },
    query: salesFilterQuery(filters),
    ...(signal ? { signal } : {}),
  });
  saveBlob(csv, datedFileName(`sales-${coCode}`, 'csv'), 'text/csv');
}
