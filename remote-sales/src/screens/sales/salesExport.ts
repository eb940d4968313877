import {
  ApiError,
  networkErrorMessage,
  apiPaths,
  buildPath,
  datedFileName,
  defaultMessageForStatus,
  errorFromResponse,
  getConfig,
  getIdToken,
  salesQuery,
  type SalesFilters,
} from '@portal/shared';
import { t } from '../../i18n';
import { saveBlob } from './policyDocument';

/**
 * Downloads the current filtered list as CSV: the export endpoint streams it; the bearer token goes
 * in a header, and the file is saved through a blob URL with a download attribute.
 */
export async function exportSalesCsv(coCode: string, filters: SalesFilters, signal?: AbortSignal): Promise<void> {
  let token: string | null;
  try {
    token = await getIdToken();
  } catch (error) {
    // The token could not be refreshed: the identity service unreachable reads like the API being
    // down; a refusal (account disabled, session revoked) means signing in again.
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && code.startsWith('auth/') && code !== 'auth/network-request-failed') {
      throw new ApiError('http', defaultMessageForStatus(401), 401);
    }
    throw new ApiError('network', networkErrorMessage());
  }
  if (!token) throw new ApiError('http', t('common:api.logInToContinue'), 401);
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
    throw new ApiError('network', networkErrorMessage());
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
  saveBlob(await response.blob(), datedFileName(`sales-${coCode}`, 'csv'), 'text/csv');
}
