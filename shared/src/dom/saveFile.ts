/** How long a saved file's object URL stays valid: long enough for the browser to start saving it. */
const SAVED_FILE_URL_LIFETIME_MS = 10_000;

/**
 * Saves `blob` as a file named `fileName` through a temporary link with a download attribute (a file
 * fetched with the bearer token in a header, never in a URL); a blob without a type gets `type`.
 */
export function saveFile(blob: Blob, fileName: string, type: string): void {
  const file = blob.type ? blob : new Blob([blob], { type });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  // Hidden by its attribute: the portal's Content-Security-Policy allows no inline styles.
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), SAVED_FILE_URL_LIFETIME_MS);
}
