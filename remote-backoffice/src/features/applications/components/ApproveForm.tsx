import { useState } from 'react';
import { applicationApproveSchema, type MemberSummary } from '@portal/shared/admin';
import { ParentPicker } from '../../../components/ParentPicker';
import { memberLabel } from '../../../lib/memberText';
import { useDecisionForm, type DecisionFormProps } from '../hooks/useDecisionForm';
import { DecisionFormFrame } from './DecisionFormFrame';
import { useT } from '../../../i18n';

/** Approves under a parent chosen by searching members; the button names whom, as the confirmation. */
export function ApproveForm({ applicant, busy, onSubmit, onCancel }: DecisionFormProps) {
  const { t } = useT();
  const [parent, setParent] = useState<MemberSummary | null>(null);
  const { error, setError, input, submit } = useDecisionForm<'parentCoCode', HTMLInputElement>({
    field: 'parentCoCode',
    schema: applicationApproveSchema,
    required: t('applications.approveForm.required'),
    busy,
    onSubmit,
  });

  return (
    <DecisionFormFrame
      label={t('applications.approveForm.label', { name: applicant })}
      onSubmit={(event) => void submit(event, parent?.coCode ?? '')}
      busy={busy}
      onCancel={onCancel}
      submitLabel={
        busy
          ? t('applications.approveForm.approving')
          : parent
            ? t('applications.approveForm.approveUnder', { member: memberLabel(parent) })
            : t('applications.details.approve')
      }
    >
      <ParentPicker
        chosen={parent}
        onChoose={(member) => {
          setParent(member);
          if (member) setError(null);
        }}
        error={error}
        inputRef={input}
      />
    </DecisionFormFrame>
  );
}
