import { Button, Status } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { BankDetailsForm } from './BankDetailsForm';
import { usePayoutAccount } from '../hooks/usePayoutAccount';
import styles from './PayoutAccount.module.css';

/**
 * Below the approved account: its IFSC and holder, a change waiting for the operator, and the button that
 * opens the form asking for a (new) payout account.
 */
export function PayoutAccountChange() {
  const { t } = useT();
  const form = usePayoutAccount();
  const { state } = form;
  const block = `${styles.change} ${styles.reserved}`;
  if (state.status === 'loading') {
    return (
      <div className={block} data-testid="payout-account-block">
        <Status kind="loading">{t('payoutAccount.loading')}</Status>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className={block} data-testid="payout-account-block">
        <div className={styles.failure}>
          <p role="alert" className={styles.error}>
            {t('payoutAccount.loadFailed', { message: state.message })}
          </p>
          <Button variant="inline" onClick={form.retry}>
            {t('ui.tryAgain')}
          </Button>
        </div>
      </div>
    );
  }
  const { current, pending } = state.account;
  return (
    <div className={block} data-testid="payout-account-block">
      {current?.holderName && current.ifsc ? (
        <p className={styles.hint}>{t('payoutAccount.currentDetails', { holder: current.holderName, ifsc: current.ifsc })}</p>
      ) : null}
      <div role="status">
        {pending ? (
          <p className={styles.pending}>
            {t('payoutAccount.pending', { account: pending.account, bank: pending.bankName, ifsc: pending.ifsc })}
          </p>
        ) : null}
        {form.sent ? <p>{t('payoutAccount.sent')}</p> : null}
      </div>
      {form.editing ? (
        <BankDetailsForm form={form} />
      ) : (
        <Button variant="outline" onClick={form.open}>
          {current || pending ? t('payoutAccount.changeButton') : t('payoutAccount.addButton')}
        </Button>
      )}
    </div>
  );
}
