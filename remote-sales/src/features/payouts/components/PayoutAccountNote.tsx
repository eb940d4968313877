import type { BankAccountView } from '@portal/shared/validation';
import styles from './Payouts.module.css';
import { useT } from '../../../i18n';

/** The account the month's payments go to, masked to its last 4 digits as the API sends it. */
export function PayoutAccountNote({ account }: { account: BankAccountView | null | undefined }) {
  const { t } = useT();
  return (
    <p className={styles.note} data-testid="statement-payout-account">
      {!account
        ? t('payouts.account.none')
        : account.ifsc
          ? t('payouts.account.approved', { bank: account.bankName ?? '', account: account.account, ifsc: account.ifsc })
          : t('payouts.account.withoutIfsc', { bank: account.bankName ?? '', account: account.account })}
    </p>
  );
}
