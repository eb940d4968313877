import { useState } from 'react';
import { applicationApproveSchema, type MemberSummary } from '@portal/shared/validation';
import { ParentPicker } from '../../components/ParentPicker';
import { memberLabel } from '../../lib/memberText';
import { useDecisionForm, type DecisionFormProps } from './useDecisionForm';
import buttons from '../../styles/buttons.module.css';
import styles from './ApplicationsPage.module.css';

/** Approves under a parent chosen by searching members; the button names whom, as the confirmation. */
export function ApproveForm({ applicant, busy, onSubmit, onCancel }: DecisionFormProps) {
  const [parent, setParent] = useState<MemberSummary | null>(null);
  const { error, setError, input, submit } = useDecisionForm<'parentCoCode', HTMLInputElement>({
    field: 'parentCoCode',
    schema: applicationApproveSchema,
    required: 'Choose the member to place them under',
    busy,
    onSubmit,
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event, parent?.coCode ?? '')} noValidate aria-label={`Approve ${applicant}`}>
      <ParentPicker
        chosen={parent}
        onChoose={(member) => {
          setParent(member);
          if (member) setError(null);
        }}
        error={error}
        inputRef={input}
      />
      <div className={buttons.row}>
        <button type="submit" className={buttons.primary} disabled={busy}>
          {busy ? 'Approving…' : parent ? `Approve under ${memberLabel(parent)}` : 'Approve'}
        </button>
        <button type="button" className={buttons.button} onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
