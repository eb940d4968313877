import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@portal/shared/router';
import { useAuthStore } from '@portal/shared';
import { PageStatus } from '../layout/PageStatus';

/** Signed-out users go to /login, which sends them back here after sign-in (location state `from`). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const loading = useAuthStore((state) => state.loading);
  const user = useAuthStore((state) => state.user);
  const location = useLocation();
  if (loading) return <PageStatus>Loading...</PageStatus>;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}
