import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '@portal/shared/router';
import { hasStoredSession, useAuthStore } from '@portal/shared';
import { PageStatus } from '../layout/PageStatus';

interface RequireAuthProps {
  children: ReactNode;
  /** Starts loading the code of the page behind the gate; called while a stored session is being restored. */
  prefetch?: () => void;
}

/** Signed-out users go to /login, which sends them back here after sign-in (location state `from`). */
export function RequireAuth({ children, prefetch }: RequireAuthProps) {
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
  return <>{children}</>;
}
