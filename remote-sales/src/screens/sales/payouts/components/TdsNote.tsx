import { formatPaise } from '@portal/shared';
import type { PayoutMember, StatementTds } from '@portal/shared/validation';
import styles from '../Payouts.module.css';

export interface TdsNoteProps {
  tds: StatementTds;
  member: PayoutMember;
  monthName: string;
}

/** Why the month's TDS is what it is, in plain words: the threshold, the year so far, the rate and the PAN. */
export function TdsNote({ tds, member, monthName }: TdsNoteProps) {
  const year = formatPaise(tds.fyToDateGrossPaise);
  const threshold = formatPaise(tds.thresholdPaise);
  const crossed = tds.fyToDateGrossPaise > tds.thresholdPaise;
  return (
    <section className={styles.section} aria-labelledby="payouts-tds-heading" data-testid="statement-tds">
      <h3 id="payouts-tds-heading" className={styles.subheading}>
        TDS under section {tds.section} (FY {tds.fy})
      </h3>
      {crossed ? (
        <p className={styles.note}>
          TDS applies: {year} this financial year is over the {threshold} threshold, so tax is deducted on the whole
          year’s commission. {formatPaise(tds.deductedPaise)} deducted in {monthName}.
        </p>
      ) : (
        <p className={styles.note}>
          No TDS yet: {year} of {threshold} this financial year. Once the year’s commission goes over {threshold}, tax is
          deducted on the whole year’s amount.
        </p>
      )}
      <p className={styles.note}>
        {tds.withPan
          ? `Rate ${tds.ratePercent}%, with a PAN on file (${member.panMasked ?? 'on the profile'}).`
          : `Rate ${tds.ratePercent}%, because no PAN is on file for ${member.name}. A PAN on the profile lowers the rate.`}
      </p>
    </section>
  );
}
