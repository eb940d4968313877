import { useId, useState } from 'react';
import { applicationRejectSchema, REJECTION_REASON_MAX } from '@portal/shared/admin';
import { useDecisionForm, type DecisionFormProps } from '../hooks/useDecisionForm';
import feedback from '../../../styles/feedback.module.css';
import forms from '../../../styles/forms.module.css';
import { DecisionFormFrame } from './DecisionFormFrame';
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
    <DecisionFormFrame
      label={t('applications.rejectForm.label', { name: applicant })}
      onSubmit={(event) => void submit(event, reason)}
      busy={busy}
      onCancel={onCancel}
      submitLabel={busy ? t('applications.rejectForm.rejecting') : t('applications.rejectForm.submit')}
      danger
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
    </DecisionFormFrame>
  );
}
