import { Skeleton, cx } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n';
import payoutStyles from './PayoutAccount.module.css';
import styles from './Profile.module.css';
import skeleton from './Skeleton.module.css';

function CardSkeleton({ title, labels, children }: { title: string; labels: readonly [string, string]; children?: ReactNode }) {
  return (
    <div className={styles.card}>
      <h2>
        <Skeleton className={skeleton.icon} />
        <Skeleton text={title} />
      </h2>
      <dl>
        {labels.map((label) => (
          <div key={label} className={styles.field}>
            <dt>
              <Skeleton text={label} />
            </dt>
            <dd>
              <Skeleton chars={18} />
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </div>
  );
}

/**
 * The identity header and the three cards as placeholders of their final size while the profile
 * loads, so that the profile and the preferences below it do not move when it arrives. Hidden from
 * assistive technology: the page's status line says it is loading.
 */
export function ProfileSkeleton() {
  const { t } = useT();
  return (
    <div className={skeleton.parts} aria-hidden="true" aria-busy="true" data-testid="profile-skeleton">
      <div className={styles.identity}>
        <Skeleton className={skeleton.avatar} />
        <div className={styles.identityText}>
          <Skeleton chars={16} block className={styles.name} />
          <p className={styles.code}>
            <Skeleton text={t('profile.memberCode', { code: '\u00a0'.repeat(8) })} />
          </p>
        </div>
      </div>
      <CardSkeleton title={t('profile.contact')} labels={[t('profile.mobile'), t('profile.email')]} />
      <CardSkeleton title={t('profile.identity')} labels={[t('profile.pan'), t('profile.aadhar')]} />
      <CardSkeleton title={t('profile.bank')} labels={[t('profile.bankName'), t('profile.account')]}>
        <div className={cx(payoutStyles.change, payoutStyles.reserved)} />
      </CardSkeleton>
    </div>
  );
}
