import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon, formatDateIN, keepFocusInside, type RenewalItem } from '@portal/shared';
import { POLICY_NUMBER_MAX, REASON_MAX, useMarkRenewalForm } from '../useMarkRenewalForm';
import type { MarkTarget } from '../useRenewalsPage';
import styles from './MarkRenewalDialog.module.css';

export interface MarkRenewalDialogProps {
  coCode: string;
  target: MarkTarget;
  onMarked: (item: RenewalItem) => void;
  onClose: () => void;
}

/**
 * Marks a policy "Renewed" (new policy number optional) or "Not renewing" (reason required). A modal
 * dialog: focus moves in, stays inside, and returns to the button that opened it. Rendered into
 * document.body, like the filters dialog, so it is fixed to the viewport.
 */
export function MarkRenewalDialog({ coCode, target, onMarked, onClose }: MarkRenewalDialogProps) {
  const form = useMarkRenewalForm(coCode, target, onMarked);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const fieldId = useId();
  const errorId = useId();
  const renewed = form.kind === 'renewed';

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.querySelector<HTMLElement>('input, textarea')?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => keepFocusInside(element, event, onClose);
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const { item } = form;
  const described = form.fieldError ? errorId : undefined;

  return createPortal(
    <div className={styles.backdrop}>
      <div className={styles.scrim} aria-hidden="true" onClick={onClose} />
      <div ref={dialog} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <header className={styles.header}>
          <h2 id={titleId}>{renewed ? 'Mark renewed' : 'Not renewing'}</h2>
          <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </button>
        </header>
        <p className={styles.policy}>
          {item.clientName} · {item.productName} · {item.insurer} · policy {item.policyNumber} ·{' '}
          {item.status === 'lapsed' ? 'ended' : 'due'} {formatDateIN(item.riskEnd)}
        </p>
        <form className={styles.form} onSubmit={(event) => void form.submit(event)} noValidate>
          <label htmlFor={fieldId}>{renewed ? 'New policy number (optional)' : 'Reason (required)'}</label>
          {renewed ? (
            <input
              id={fieldId}
              value={form.renewedPolicyNumber}
              maxLength={POLICY_NUMBER_MAX}
              autoComplete="off"
              aria-invalid={form.fieldError ? true : undefined}
              aria-describedby={described}
              onChange={(event) => form.setRenewedPolicyNumber(event.target.value)}
            />
          ) : (
            <textarea
              id={fieldId}
              rows={3}
              value={form.reason}
              maxLength={REASON_MAX}
              required
              aria-invalid={form.fieldError ? true : undefined}
              aria-describedby={described}
              onChange={(event) => form.setReason(event.target.value)}
            />
          )}
          {form.fieldError ? (
            <p id={errorId} role="alert" className={styles.error}>
              {form.fieldError}
            </p>
          ) : null}
          {form.serverError ? (
            <p role="alert" className={styles.error}>
              {form.serverError}
            </p>
          ) : null}
          <div className={styles.buttons}>
            <button type="button" className={styles.secondary} onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className={styles.primary} disabled={form.submitting}>
              {form.submitting ? 'Saving…' : 'Save'}
            </button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}
