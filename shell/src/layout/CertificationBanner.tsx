import { Link } from '@portal/shared/router';
import { Banner, useAuthStore } from '@portal/shared';
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
    <Banner
      tone="warning"
      role="status"
      action={<Link to={CERTIFICATION_PAGE}>{revoked ? t('certification.revokedLink') : t('certification.link')}</Link>}
    >
      {revoked ? t('certification.revoked') : t('certification.notYet')}
    </Banner>
  );
}
