import { Link } from '@portal/shared/router';
import { useAuthStore } from '@portal/shared';
import styles from './CertificationBanner.module.css';
import { useT } from '../i18n';

/** The page where a member trains, sits the examination and finds their certificate. */
const CERTIFICATION_PAGE = '/certification';

/**
 * For a signed-in member who may not sell yet: not certified (still training or before the examination),
 * or whose certificate was revoked, as their profile says. Not on the certification page itself, which
 * says where they stand; never for an operator.
 */
export function CertificationBanner({ pathname }: { pathname: string }) {
  const { t } = useT();
  const stage = useAuthStore((state) => (state.user && !state.user.role ? (state.certification?.stage ?? null) : null));
  if (stage === null || stage === 'certified' || pathname === CERTIFICATION_PAGE) return null;
  const revoked = stage === 'revoked';
  return (
    <div className={styles.banner} role="status">
      <p className={styles.text}>{revoked ? t('certification.revoked') : t('certification.notYet')}</p>
      <Link to={CERTIFICATION_PAGE} className={styles.link}>
        {revoked ? t('certification.revokedLink') : t('certification.link')}
      </Link>
    </div>
  );
}
