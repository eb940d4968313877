import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  apiPaths,
  buildPath,
  errorFromResponse,
  getConfig,
  getIdToken,
  salesQuery,
  type SalesFilters,
} from '@portal/shared';
import { saveBlobUrl } from './policyDocument';

/**
 * Downloads the current filtered list as CSV: the export endpoint streams it; the bearer token goes
 * in a header, and the file is saved through a blob URL with a download attribute.
 */
export async function exportSalesCsv(coCode: string, filters: SalesFilters, signal?: AbortSignal): Promise<void> {
  const token = await getIdToken();
  if (!token) throw new ApiError('http', 'Please log in to continue.', 401);
  const url = new URL(getConfig().apiBaseUrl + buildPath(apiPaths.salesExport, { coCode }), window.location.href);
  for (const [key, value] of Object.entries(salesQuery(filters))) if (value !== undefined) url.searchParams.set(key, value);
  let response: Response;
  try {
    response = await fetch(url.toString(), {
      headers: { Accept: 'text/csv', Authorization: `Bearer ${token}` },
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('network', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      // Not JSON: the status decides the message.
    }
    throw errorFromResponse(response.status, body);
  }
  const blob = await response.blob();
  const csv = blob.type ? blob : new Blob([blob], { type: 'text/csv' });
  const objectUrl = URL.createObjectURL(csv);
  const today = new Date().toISOString().slice(0, 10);
  saveBlobUrl(objectUrl, `sales-${coCode}-${today}.csv`);
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
