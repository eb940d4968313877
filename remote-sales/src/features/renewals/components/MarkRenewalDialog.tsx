import { useId } from 'react';
import type { RenewalItem } from '../../sales-area';
import { Button, ButtonRow, Dialog, TextAreaField, TextField } from '@portal/shared/ui';
import { POLICY_NUMBER_MAX, REASON_MAX, useMarkRenewalForm } from '../hooks/useMarkRenewalForm';
import type { MarkTarget } from '../hooks/useRenewalsPage';
import styles from './MarkRenewalDialog.module.css';
import { useLocaleFormat } from '../../../lib/useLocaleFormat';
import { useT } from '../../../i18n';

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
  const { t } = useT();
  const format = useLocaleFormat();
  const form = useMarkRenewalForm(coCode, target, onMarked, onClose);
  const fieldId = useId();
  const errorId = useId();
  const renewed = form.kind === 'renewed';

  const { item } = form;
  const described = form.fieldError ? errorId : undefined;
  const policy = {
    client: item.clientName,
    product: item.productName,
    insurer: item.insurer,
    number: item.policyNumber,
    date: format.date(item.riskEnd),
  };

  return (
    <Dialog
      title={renewed ? t('renewals.dialog.renewedTitle') : t('renewals.dialog.notRenewingTitle')}
      closeLabel={t('renewals.dialog.close')}
      onClose={onClose}
      closeOnBackdrop
      placement="centred"
      initialFocus="input, textarea"
    >
      <p className={styles.policy}>
        {item.status === 'lapsed' ? t('renewals.dialog.policyEnded', policy) : t('renewals.dialog.policyDue', policy)}
      </p>
      <form className={styles.form} onSubmit={(event) => void form.submit(event)} noValidate>
        {renewed ? (
          <TextField
            id={fieldId}
            label={t('renewals.dialog.newNumber')}
            value={form.renewedPolicyNumber}
            maxLength={POLICY_NUMBER_MAX}
            autoComplete="off"
            aria-invalid={form.fieldError ? true : undefined}
            describedBy={described}
            onChange={(event) => form.setRenewedPolicyNumber(event.target.value)}
          />
        ) : (
          <TextAreaField
            id={fieldId}
            label={t('renewals.dialog.reason')}
            value={form.reason}
            maxLength={REASON_MAX}
            required
            requiredMark={false}
            aria-invalid={form.fieldError ? true : undefined}
            describedBy={described}
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
        <ButtonRow align="end" className={styles.buttons}>
          <Button variant="outline" onClick={onClose}>
            {t('renewals.dialog.cancel')}
          </Button>
          <Button type="submit" busy={form.submitting} busyLabel={t('renewals.dialog.saving')}>
            {t('renewals.dialog.save')}
          </Button>
        </ButtonRow>
      </form>
    </Dialog>
  );
}
