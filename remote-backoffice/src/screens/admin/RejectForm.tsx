import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { REJECTION_REASON_MAX, applicationRejectSchema, fieldErrors } from '@portal/shared/validation';
import type { ActionResult } from './useApplicationDetails';
import styles from './ApplicationsPage.module.css';

export interface RejectFormProps {
  applicant: string;
  busy: boolean;
  onSubmit: (reason: string) => Promise<ActionResult>;
  onCancel: () => void;
}

/** Rejects with a reason (required; the API's rules, checked here first), which is e-mailed to the applicant. */
export function RejectForm({ applicant, busy, onSubmit, onCancel }: RejectFormProps) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const errorId = useId();

  useEffect(() => field.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = applicationRejectSchema.safeParse({ reason });
    if (!parsed.success) {
      setFieldError(fieldErrors(parsed.error)['reason'] ?? 'Reason is required');
      field.current?.focus();
      return;
    }
    setFieldError(null);
    const result = await onSubmit(parsed.data.reason);
    if (!result.ok && result.fieldErrors['reason']) {
      setFieldError(result.fieldErrors['reason']);
      field.current?.focus();
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={`Reject ${applicant}`}>
      <label htmlFor={fieldId}>Reason for rejecting (e-mailed to the applicant)</label>
      <textarea
        id={fieldId}
        ref={field}
        className={styles.reason}
        rows={4}
        value={reason}
        maxLength={REJECTION_REASON_MAX + 50}
        required
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? errorId : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {fieldError ? (
        <p id={errorId} className={styles.error} role="alert">
          {fieldError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.danger} disabled={busy}>
          {busy ? 'Rejecting…' : 'Reject application'}
        </button>
        <button type="button" className={styles.button} onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
