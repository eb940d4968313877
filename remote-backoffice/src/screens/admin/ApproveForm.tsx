import { useEffect, useRef, useState, type FormEvent } from 'react';
import { applicationApproveSchema, fieldErrors, type MemberSummary } from '@portal/shared/validation';
import { ParentPicker } from '../../components/ParentPicker';
import { memberLabel } from '../../lib/memberText';
import type { ActionResult } from './useApplicationDetails';
import styles from './ApplicationsPage.module.css';

export interface ApproveFormProps {
  applicant: string;
  busy: boolean;
  onSubmit: (parentCoCode: string) => Promise<ActionResult>;
  onCancel: () => void;
}

/** Approves under a parent chosen by searching members; the button names whom, as the confirmation. */
export function ApproveForm({ applicant, busy, onSubmit, onCancel }: ApproveFormProps) {
  const [parent, setParent] = useState<MemberSummary | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = applicationApproveSchema.safeParse({ parentCoCode: parent?.coCode ?? '' });
    if (!parsed.success) {
      setFieldError(fieldErrors(parsed.error)['parentCoCode'] ?? 'Choose the member to place them under');
      input.current?.focus();
      return;
    }
    setFieldError(null);
    const result = await onSubmit(parsed.data.parentCoCode);
    if (!result.ok && result.fieldErrors['parentCoCode']) {
      setFieldError(result.fieldErrors['parentCoCode']);
      input.current?.focus();
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={`Approve ${applicant}`}>
      <ParentPicker
        chosen={parent}
        onChoose={(member) => {
          setParent(member);
          if (member) setFieldError(null);
        }}
        error={fieldError}
        inputRef={input}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {busy ? 'Approving…' : parent ? `Approve under ${memberLabel(parent)}` : 'Approve'}
        </button>
        <button type="button" className={styles.button} onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
