import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '@portal/shared/router';
import { hasStoredSession, useAuthStore } from '@portal/shared';
import type { Role } from '@portal/shared/topology';
import { PageStatus } from '../layout/PageStatus';

export const ROLE_REQUIRED: Record<Role, string> = {
  operator: "This page is for the provider's operations staff. Please log in with an operator account.",
};

interface RequireAuthProps {
  children: ReactNode;
  /** The role the page is for (the API checks it too); without one, any signed-in account. */
  requiredRole?: Role | undefined;
  /** Starts loading the code of the page behind the gate; called while a stored session is being restored. */
  prefetch?: () => void;
}

/** Signed-out users go to /login, which sends them back here after sign-in (location state `from`). */
export function RequireAuth({ children, prefetch, requiredRole }: RequireAuthProps) {
  const loading = useAuthStore((state) => state.loading);
  const user = useAuthStore((state) => state.user);
  const location = useLocation();
  // Restoring a session loads the Firebase SDK and a token first: the page's code loads meanwhile
  // instead of after (it is only code; its data is asked for once the member is known).
  useEffect(() => {
    if (prefetch && useAuthStore.getState().loading && hasStoredSession()) prefetch();
  }, [prefetch]);
  if (loading) return <PageStatus>Loading...</PageStatus>;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (requiredRole && user.role !== requiredRole) return <PageStatus>{ROLE_REQUIRED[requiredRole]}</PageStatus>;
  return <>{children}</>;
}
