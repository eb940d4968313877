import { useEffect, useId, useRef } from 'react';
import { Button } from '@portal/shared/ui';
import { fileSizeLabel } from '../lib/fileSize';
import type { AttachmentsState } from '../hooks/useAttachments';
import styles from './Queries.module.css';
import { useLocaleFormat } from '../../../lib/useLocaleFormat';
import { useT } from '../../../i18n';

export interface AttachmentPickerProps {
  files: AttachmentsState;
  /** The server's refusal of a file (its name in the message). */
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * The files of a message: a file input labelled "Attach files" (PDF, JPEG or PNG), the chosen files with a
 * Remove button each, and why a file was not taken (its kind, its size, one too many), said at once.
 */
export function AttachmentPicker({ files, error, disabled = false }: AttachmentPickerProps) {
  const { t } = useT();
  const { locale } = useLocaleFormat();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  // A removed file's button is gone: focus goes to the file input, once it is enabled again (it may have been full).
  const refocus = useRef(false);
  const count = files.files.length;
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    input.current?.focus();
  }, [count]);
  const problems = [...files.problems, ...(error ? [error] : [])];
  return (
    <div className={styles.files}>
      <div className={styles.filesRow}>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
          className={styles.fileInput}
          disabled={disabled || files.full}
          aria-describedby={problems.length > 0 ? `${hintId} ${errorId}` : hintId}
          aria-invalid={problems.length > 0 ? true : undefined}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            // The same file may be chosen again after it was removed.
            event.target.value = '';
            void files.add(chosen);
          }}
        />
        <label htmlFor={inputId} className={styles.fileLabel} data-disabled={disabled || files.full || undefined}>
          {t('queries.files.choose')}
        </label>
      </div>
      <p id={hintId} className={styles.hint}>
        {t('queries.files.hint', { max: files.maxFiles, size: fileSizeLabel(files.maxBytes, locale) })}
      </p>
      {files.files.length > 0 ? (
        <ul className={styles.fileList} aria-label={t('queries.files.listLabel')}>
          {files.files.map(({ id, file }) => (
            <li key={id} className={styles.fileItem}>
              <span className={styles.fileName}>
                {file.name} <span className={styles.muted}>({fileSizeLabel(file.size, locale)})</span>
              </span>
              <Button
                variant="quiet"
                size="sm"
                disabled={disabled}
                aria-label={t('queries.files.remove', { name: file.name })}
                onClick={() => {
                  refocus.current = true;
                  files.remove(id);
                }}
              >
                {t('queries.files.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div id={errorId} role="alert" className={styles.fileErrors}>
        {problems.map((problem) => (
          <p key={problem} className={styles.error}>
            {problem}
          </p>
        ))}
      </div>
    </div>
  );
}
