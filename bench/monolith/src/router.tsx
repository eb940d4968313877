// The shell's routes (shell/src/routes/router.tsx) with each remote page imported directly.
import { Suspense, lazy, useState, type ComponentType } from 'react';
import { Navigate, createBrowserRouter } from '@portal/shared/router';
import { AppLayout } from '../../../shell/src/layout/AppLayout';
import { PageStatus } from '../../../shell/src/layout/PageStatus';
import { RemoteErrorBoundary } from '../../../shell/src/remotes/RemoteErrorBoundary';
import { NotFoundPage } from '../../../shell/src/screens/not-found/NotFoundPage';
import { RequireAuth } from '../../../shell/src/routes/RequireAuth';

type Loader = () => Promise<{ default: ComponentType }>;

function LocalPage({ load, label, name }: { load: Loader; label: string; name: string }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary key={`${name}#${attempt}`} label={label} remoteName={name} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageStatus>Loading...</PageStatus>}>
        <LazyPage load={load} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function LazyPage({ load }: { load: Loader }) {
  const [Page] = useState(() => lazy(load));
  return <Page />;
}

const landing = () => import('../../../remote-landing/src/exposes/LandingPage');
const privacy = () => import('../../../remote-landing/src/exposes/PrivacyPolicyPage');
const terms = () => import('../../../remote-landing/src/exposes/TermsPage');
const login = () => import('../../../remote-onboarding/src/exposes/LoginPage');
const signup = () => import('../../../remote-onboarding/src/exposes/SignupPage');
const setPassword = () => import('../../../remote-onboarding/src/exposes/SetPasswordPage');
const resetPassword = () => import('../../../remote-onboarding/src/exposes/ResetPasswordPage');
const profile = () => import('../../../remote-sales/src/exposes/ProfilePage');
const sales = () => import('../../../remote-sales/src/exposes/SalesPage');
const activity = () => import('../../../remote-sales/src/exposes/ActivityPage');

const page = (load: Loader, label: string, name: string) => <LocalPage load={load} label={label} name={name} />;

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: page(landing, 'the home page', 'landing') },
      { path: '/privacy-policy', element: page(privacy, 'the privacy policy', 'landing') },
      { path: '/terms-of-service', element: page(terms, 'the terms of service', 'landing') },
      { path: '/contact', element: <Navigate to="/#contact" replace /> },
      { path: '/login', element: page(login, 'the login page', 'onboarding') },
      { path: '/signup', element: page(signup, 'the sign-up page', 'onboarding') },
      { path: '/set-password', element: page(setPassword, 'the set password page', 'onboarding') },
      { path: '/reset-password', element: page(resetPassword, 'the reset password page', 'onboarding') },
      { path: '/profile', element: <RequireAuth prefetch={profile}>{page(profile, 'your profile', 'sales')}</RequireAuth> },
      { path: '/sales', element: <RequireAuth prefetch={sales}>{page(sales, 'the sales page', 'sales')}</RequireAuth> },
      { path: '/activity', element: page(activity, 'the activity page', 'sales') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
