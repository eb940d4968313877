import { portalApi } from '@portal/shared';
import { endpoints } from '@portal/shared/validation';
import type { Sale } from './salesTypes';
import { t } from '../../../i18n';

/** How long a policy's object URL stays valid: long enough for the new tab to load the PDF. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Opens a policy's PDF in a new tab without putting the token in a URL. The blank tab is opened
 * synchronously inside the click (so popup blockers allow it), the PDF is fetched with the bearer token
 * in a header, and the tab is then pointed at a same-origin blob: URL. On failure the tab is closed and
 * the error rethrown. When the browser refused the tab, the PDF is saved as a download instead.
 */
export async function openPolicyDocument(sale: Pick<Sale, 'soldBy' | 'policyNumber'>): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) {
    try {
      tab.opener = null;
      tab.document.title = t('policy.tabTitle', { number: sale.policyNumber });
      tab.document.body.textContent = t('policy.tabLoading');
    } catch {
      // Some browsers do not let us touch the blank tab; it still works as a target.
    }
  }
  let blob: Blob;
  try {
    blob = await portalApi.call(endpoints.policy.policyDownload, { params: { soldBy: sale.soldBy, policyNumber: sale.policyNumber } });
  } catch (error) {
    tab?.close();
    throw error;
  }
  const pdf = blob.type ? blob : new Blob([blob], { type: 'application/pdf' });
  const url = URL.createObjectURL(pdf);
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  if (tab && !tab.closed) {
    tab.location.href = url;
  } else {
    saveBlobUrl(url, `policy-${sale.policyNumber}.pdf`);
  }
}

/** How long a saved file's object URL stays valid: long enough for the browser to start saving it. */
const SAVED_FILE_URL_LIFETIME_MS = 10_000;

/** Saves `blob` as a file named `fileName`; a blob without a type (some servers send none) gets `type`. */
export function saveBlob(blob: Blob, fileName: string, type: string): void {
  const file = blob.type ? blob : new Blob([blob], { type });
  const url = URL.createObjectURL(file);
  saveBlobUrl(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), SAVED_FILE_URL_LIFETIME_MS);
}

/** Saves an object URL as a file through a temporary link with a download attribute. */
export function saveBlobUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  // Hidden by its attribute: the portal's Content-Security-Policy allows no inline styles.
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
