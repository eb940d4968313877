import { useId } from 'react';
import { formatDateIN, type RenewalItem } from '@portal/shared';
import { POLICY_NUMBER_MAX, REASON_MAX, useMarkRenewalForm } from '../useMarkRenewalForm';
import type { MarkTarget } from '../useRenewalsPage';
import styles from './MarkRenewalDialog.module.css';
import { ModalDialog } from '../../components/ModalDialog';

export interface MarkRenewalDialogProps {
  coCode: string;
  target: MarkTarget;
  onMarked: (item: RenewalItem) => void;
  onClose: () => void;
}

/**
 * Marks a policy "Renewed" (new policy number optional) or "Not renewing" (reason required), in a modal
 * dialog whose field has the focus on open.
 */
export function MarkRenewalDialog({ coCode, target, onMarked, onClose }: MarkRenewalDialogProps) {
  const form = useMarkRenewalForm(coCode, target, onMarked);
  const fieldId = useId();
  const errorId = useId();
  const renewed = form.kind === 'renewed';

  const { item } = form;
  const described = form.fieldError ? errorId : undefined;

  return (
    <ModalDialog title={renewed ? 'Mark renewed' : 'Not renewing'} closeLabel="Close" onClose={onClose} placement="centred" initialFocus="input, textarea">
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
    </ModalDialog>
  );
}
