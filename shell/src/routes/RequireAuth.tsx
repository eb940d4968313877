import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@portal/shared/router';
import { useAuthStore } from '@portal/shared';
import type { Role } from '@portal/shared/topology';
import { PageStatus } from '../layout/PageStatus';
import { useT } from '../i18n';

interface RequireAuthProps {
  children: ReactNode;
  /** The role the page is for (the API checks it too); without one, any signed-in account. */
  requiredRole?: Role | undefined;
}

/**
 * Signed-out users go to /login, which sends them back here after sign-in (location state `from`). A
 * member signed in offline (the identity service could not be reached) is signed in: they read what
 * this device kept, and the API checks their token once the network is back.
 */
export function RequireAuth({ children, requiredRole }: RequireAuthProps) {
  const loading = useAuthStore((state) => state.loading);
  const user = useAuthStore((state) => state.user);
  const location = useLocation();
  const { t } = useT();
  if (loading) return <PageStatus>{t('loading')}</PageStatus>;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (requiredRole && user.role !== requiredRole) {
    // What an account without the page's role is told.
    const roleRequired: Record<Role, string> = { operator: t('roleRequired.operator') };
    return <PageStatus>{roleRequired[requiredRole]}</PageStatus>;
  }
  return <>{children}</>;
}
