import { cx } from '@portal/shared/ui';
import rowStyles from './RenewalRow.module.css';
import styles from './Skeleton.module.css';
import { useT } from '../../../i18n';

/** How many placeholder rows stand in for the first page: more than a phone's screen holds. */
export const SKELETON_ROWS = 3;

const DETAILS = [
  'renewals.row.product',
  'renewals.row.insurer',
  'renewals.row.policyNo',
  'renewals.row.dueOn',
  'renewals.row.premium',
  'renewals.row.soldBy',
] as const;

/**
 * A renewal row's outline before the list arrives: the same box, head, six details and actions as
 * `RenewalRow`, so the rows take its place without moving what is around them. Hidden from assistive
 * technology; the list's status line says it is loading.
 */
export function RenewalRowSkeleton() {
  const { t } = useT();
  const bone = (text: string, className?: string) => <span className={cx(styles.bone, className)}>{text}</span>;
  return (
    <div className={rowStyles.row} aria-hidden="true" data-testid="renewal-row-skeleton">
      <div className={rowStyles.head}>
        <span className={cx(rowStyles.badge, styles.bone)}>{t('renewals.chips.days', { days: 30 })}</span>
        <span className={cx(rowStyles.client, styles.bone)}>{'\u00a0'.repeat(24)}</span>
      </div>
      <div className={rowStyles.details}>
        {DETAILS.map((key) => (
          <div key={key}>
            <div className={styles.label}>{bone(t(key))}</div>
            {bone('\u00a0'.repeat(20), styles.block)}
          </div>
        ))}
      </div>
      <div className={rowStyles.actions}>
        {bone(t('renewals.row.markRenewed'), styles.button)}
        {bone(t('renewals.row.notRenewing'), styles.button)}
        <div className={rowStyles.share}>
          {bone(t('renewals.share.whatsapp'), styles.button)}
          {bone(t('renewals.share.copy'), styles.button)}
          <span />
        </div>
      </div>
    </div>
  );
}
