import { cx } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n';
import payoutStyles from './PayoutAccount.module.css';
import styles from './Profile.module.css';
import skeleton from './Skeleton.module.css';

/** A stretch of blank text of about `chars` characters: the room a name or a value will take. */
const blank = (chars: number) => '\u00a0'.repeat(chars);

function Bone({ children, className }: { children?: ReactNode; className?: string | undefined }) {
  return <span className={cx(skeleton.bone, className)}>{children}</span>;
}

function CardSkeleton({ title, labels, children }: { title: string; labels: readonly [string, string]; children?: ReactNode }) {
  return (
    <div className={styles.card}>
      <h2>
        <Bone className={skeleton.icon} />
        <Bone>{title}</Bone>
      </h2>
      <dl>
        {labels.map((label) => (
          <div key={label} className={styles.field}>
            <dt>
              <Bone>{label}</Bone>
            </dt>
            <dd>
              <Bone>{blank(18)}</Bone>
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
    <div className={skeleton.parts} aria-hidden="true" data-testid="profile-skeleton">
      <div className={styles.identity}>
        <Bone className={skeleton.avatar} />
        <div className={styles.identityText}>
          <Bone className={cx(styles.name, skeleton.block)}>{blank(16)}</Bone>
          <p className={styles.code}>
            <Bone>{t('profile.memberCode', { code: blank(8) })}</Bone>
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
