import { formatPaise } from '@portal/shared';
import type { PayoutMember, StatementTds } from '@portal/shared/validation';
import styles from './Payouts.module.css';
import { useT } from '../../../i18n';

export interface TdsNoteProps {
  tds: StatementTds;
  member: PayoutMember;
  monthName: string;
}

/** Why the month's TDS is what it is, in plain words: the threshold, the year so far, the rate and the PAN. */
export function TdsNote({ tds, member, monthName }: TdsNoteProps) {
  const { t } = useT();
  const year = formatPaise(tds.fyToDateGrossPaise);
  const threshold = formatPaise(tds.thresholdPaise);
  const crossed = tds.fyToDateGrossPaise > tds.thresholdPaise;
  return (
    <section className={styles.section} aria-labelledby="payouts-tds-heading" data-testid="statement-tds">
      <h3 id="payouts-tds-heading" className={styles.subheading}>
        {t('payouts.tds.heading', { section: tds.section, fy: tds.fy })}
      </h3>
      {crossed ? (
        <p className={styles.note}>
          {t('payouts.tds.applies', { year, threshold, deducted: formatPaise(tds.deductedPaise), month: monthName })}
        </p>
      ) : (
        <p className={styles.note}>{t('payouts.tds.notYet', { year, threshold })}</p>
      )}
      <p className={styles.note}>
        {tds.withPan
          ? t('payouts.tds.withPan', { rate: tds.ratePercent, pan: member.panMasked ?? t('payouts.tds.panOnProfile') })
          : t('payouts.tds.noPan', { rate: tds.ratePercent, name: member.name })}
      </p>
    </section>
  );
}
