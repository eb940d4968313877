import { Button, ButtonRow } from '@portal/shared/ui';
import { useId, useState } from 'react';
import { REJECTION_REASON_MAX, applicationRejectSchema } from '@portal/shared/validation';
import { useDecisionForm, type DecisionFormProps } from '../hooks/useDecisionForm';
import feedback from '../../../styles/feedback.module.css';
import forms from '../../../styles/forms.module.css';
import styles from './Applications.module.css';
import { useT } from '../../../i18n';

/** Rejects with a reason (required; the API's rules, checked here first), which is e-mailed to the applicant. */
export function RejectForm({ applicant, busy, onSubmit, onCancel }: DecisionFormProps) {
  const { t } = useT();
  const [reason, setReason] = useState('');
  const { error, input, submit } = useDecisionForm<'reason', HTMLTextAreaElement>({
    field: 'reason',
    schema: applicationRejectSchema,
    required: t('applications.rejectForm.required'),
    busy,
    onSubmit,
  });
  const fieldId = useId();
  const errorId = useId();

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event, reason)}
      noValidate
      aria-label={t('applications.rejectForm.label', { name: applicant })}
    >
      <label htmlFor={fieldId}>{t('applications.rejectForm.reason')}</label>
      <textarea
        id={fieldId}
        ref={input}
        className={forms.input}
        rows={4}
        value={reason}
        maxLength={REJECTION_REASON_MAX + 50}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {error ? (
        <p id={errorId} className={feedback.error} role="alert">
          {error}
        </p>
      ) : null}
      <ButtonRow>
        <Button type="submit" variant="danger" disabled={busy}>
          {busy ? t('applications.rejectForm.rejecting') : t('applications.rejectForm.submit')}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
      </ButtonRow>
    </form>
  );
}
