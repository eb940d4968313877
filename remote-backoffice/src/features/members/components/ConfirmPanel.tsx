import { Button, ButtonRow } from '@portal/shared/ui';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import styles from './Members.module.css';
import { useT } from '../../../i18n';

export interface ConfirmPanelProps {
  /** What the action will do, as a question: it names the panel. */
  question: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** More choices, between the confirmation and Cancel. */
  children?: ReactNode;
}

/** The confirmation of a member action: the question and its buttons, a group that takes the focus when it opens. */
export function ConfirmPanel({ question, confirmLabel, busyLabel, busy, onConfirm, onCancel, children }: ConfirmPanelProps) {
  const { t } = useT();
  const panel = useRef<HTMLDivElement>(null);
  const textId = useId();
  useLayoutEffect(() => panel.current?.focus(), []);
  return (
    <div ref={panel} className={styles.confirm} role="group" aria-labelledby={textId} tabIndex={-1}>
      <p id={textId}>{question}</p>
      <ButtonRow>
        <Button variant="primary" disabled={busy} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </Button>
        {children}
        <Button variant="outline" disabled={busy} onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </ButtonRow>
    </div>
  );
}
