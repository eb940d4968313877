import { Button, ButtonRow } from '@portal/shared/ui';
import type { FormEvent, ReactNode } from 'react';
import styles from './Applications.module.css';
import { useT } from '../../../i18n';

export interface DecisionFormFrameProps {
  /** The form's accessible name ("Approve Asha's application"). */
  label: string;
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  onCancel: () => void;
  /** The submit button: its text (the busy text while sending) and whether it takes something away. */
  submitLabel: string;
  danger?: boolean;
  /** The decision's one field. */
  children: ReactNode;
}

/** The frame of the approve and reject forms: the field, then the decision's button and Cancel. */
export function DecisionFormFrame({ label, onSubmit, busy, onCancel, submitLabel, danger = false, children }: DecisionFormFrameProps) {
  const { t } = useT();
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={label}>
      {children}
      <ButtonRow>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={busy}>
          {submitLabel}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
      </ButtonRow>
    </form>
  );
}
