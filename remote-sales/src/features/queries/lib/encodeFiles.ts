import type { AttachmentUpload } from '@portal/shared/validation';

/** The part of the progress bar reading the files takes; sending the request takes the rest. */
export const READ_SHARE = 0.1;

/** One file's bytes as base64 (what the API's JSON body carries), reporting the bytes read so far. */
function readAsBase64(file: File, onRead: (bytes: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => onRead(event.loaded);
    reader.onload = () => {
      const url = String(reader.result ?? '');
      onRead(file.size);
      // A data URL: "data:<type>;base64,<bytes>".
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/**
 * The files as the API takes them, one after the other, with the share of all their bytes read so far
 * (0 to 1) after each step.
 */
export async function encodeFiles(files: readonly File[], onProgress: (share: number) => void): Promise<AttachmentUpload[]> {
  const total = files.reduce((sum, file) => sum + file.size, 0) || 1;
  let done = 0;
  const encoded: AttachmentUpload[] = [];
  for (const file of files) {
    const contentBase64 = await readAsBase64(file, (bytes) => onProgress(Math.min(1, (done + bytes) / total)));
    done += file.size;
    encoded.push({ fileName: file.name, contentBase64 });
  }
  onProgress(1);
  return encoded;
}
