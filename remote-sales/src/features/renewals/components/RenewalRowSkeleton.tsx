import { Skeleton } from '@portal/shared/ui';
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
  return (
    <div className={rowStyles.row} aria-hidden="true" data-testid="renewal-row-skeleton">
      <div className={rowStyles.head}>
        <Skeleton text={t('renewals.chips.days', { days: 30 })} className={rowStyles.badge} />
        <Skeleton chars={24} className={rowStyles.client} />
      </div>
      <div className={rowStyles.details}>
        {DETAILS.map((key) => (
          <div key={key}>
            <div className={styles.label}>
              <Skeleton text={t(key)} />
            </div>
            <Skeleton chars={20} block />
          </div>
        ))}
      </div>
      <div className={rowStyles.actions}>
        <Skeleton text={t('renewals.row.markRenewed')} className={styles.button} />
        <Skeleton text={t('renewals.row.notRenewing')} className={styles.button} />
        <div className={rowStyles.share}>
          <Skeleton text={t('renewals.share.whatsapp')} className={styles.button} />
          <Skeleton text={t('renewals.share.copy')} className={styles.button} />
          <span />
        </div>
      </div>
    </div>
  );
}
