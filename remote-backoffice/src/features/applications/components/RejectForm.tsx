import { TextAreaField } from '@portal/shared/ui';
import { useId, useState } from 'react';
import { applicationRejectSchema, REJECTION_REASON_MAX } from '@portal/shared/admin';
import { useDecisionForm, type DecisionFormProps } from '../hooks/useDecisionForm';
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

  return (
    <DecisionFormFrame
      label={t('applications.rejectForm.label', { name: applicant })}
      onSubmit={(event) => void submit(event, reason)}
      busy={busy}
      onCancel={onCancel}
      submitLabel={busy ? t('applications.rejectForm.rejecting') : t('applications.rejectForm.submit')}
      danger
    >
      <TextAreaField
        id={fieldId}
        ref={input}
        label={t('applications.rejectForm.reason')}
        size="sm"
        rows={4}
        value={reason}
        maxLength={REJECTION_REASON_MAX + 50}
        required
        requiredMark={false}
        error={error}
        errorRole="alert"
        onChange={(event) => setReason(event.target.value)}
      />
    </DecisionFormFrame>
  );
}
