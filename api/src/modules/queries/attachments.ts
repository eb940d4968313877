/** A query's files: their type read from their bytes (never their name), a safe name, a SHA-256, a size limit. */
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  ATTACHMENT_CONTENT_TYPES,
  MAX_ATTACHMENT_BYTES,
  type AttachmentContentType,
  type AttachmentUpload,
} from '@portal/shared/validation';
import { badRequest } from '../../errors.js';
import { t } from '../../i18n/index.js';

export interface StoredFile {
  fileName: string;
  contentType: AttachmentContentType;
  sizeBytes: number;
  sha256: string;
  content: Buffer;
}

const EXTENSION: Record<AttachmentContentType, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };
const KNOWN_EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

/**
 * The name shown and sent back in `Content-Disposition`: the last part of a path only, letters, digits and
 * `. _ - ( )` kept (other characters become `_`), at most 100 characters, ending in the extension of the
 * type read from the bytes (a PNG named `.pdf` is saved as `.png`).
 */
export function safeFileName(original: string, contentType: AttachmentContentType): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(KNOWN_EXTENSIONS, '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}._()-]+/gu, '_')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, 90);
  return `${stem || 'attachment'}.${EXTENSION[contentType]}`;
}

/**
 * Decodes and checks the uploaded files; a file that is not a PDF, JPEG or PNG by its content, or is
 * larger than the limit, is a 400 naming it (`attachments.<i>`), and nothing is stored.
 */
export async function readUploads(uploads: readonly AttachmentUpload[]): Promise<StoredFile[]> {
  const files: StoredFile[] = [];
  for (const [index, upload] of uploads.entries()) {
    const field = `attachments.${index}`;
    const content = Buffer.from(upload.contentBase64, 'base64');
    if (content.length === 0) {
      const message = t('queries.fileEmpty', { file: upload.fileName });
      throw badRequest(message, { [field]: message });
    }
    if (content.length > MAX_ATTACHMENT_BYTES) {
      const message = t('queries.fileTooLarge', { file: upload.fileName, max: '5 MB' });
      throw badRequest(message, { [field]: message });
    }
    const detected = await fileTypeFromBuffer(content);
    const contentType = (ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(detected?.mime ?? '')
      ? (detected!.mime as AttachmentContentType)
      : null;
    if (!contentType) {
      const message = detected
        ? t('queries.fileType', { file: upload.fileName, found: detected.ext })
        : t('queries.fileTypeUnknown', { file: upload.fileName });
      throw badRequest(message, { [field]: message });
    }
    files.push({
      fileName: safeFileName(upload.fileName, contentType),
      contentType,
      sizeBytes: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      content,
    });
  }
  return files;
}

/** `Content-Disposition: attachment` with the safe name (ASCII fallback and the UTF-8 name). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
