import { Button, ButtonRow } from '@portal/shared/ui';
import { useEffect, useId, useRef } from 'react';
import styles from './ConfirmStep.module.css';

export interface ConfirmStepProps {
  /** What is about to be done, in full ("Record ₹1,50,000 to …?"). */
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The explicit second step of an action that is hard to take back: the question and two buttons. The
 * confirm button takes the focus when it appears, so a keyboard or screen-reader user hears the question.
 */
export function ConfirmStep({ text, confirmLabel, cancelLabel, busy, danger = false, onConfirm, onCancel }: ConfirmStepProps) {
  const id = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <div role="group" aria-labelledby={id} className={styles.box}>
      <p id={id}>{text}</p>
      <ButtonRow>
        <Button ref={confirm} variant={danger ? 'danger' : 'primary'} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="outline" disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </Button>
      </ButtonRow>
    </div>
  );
}
