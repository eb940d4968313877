import { Navigate, createBrowserRouter } from '@portal/shared/router';
import { AppLayout } from '../layout/AppLayout';
import { RemotePage } from '../remotes/RemotePage';
import { prefetchRemotePage } from '../remotes/remoteRegistry';
import { NotFoundPage } from '../screens/not-found/NotFoundPage';
import { RequireAuth } from './RequireAuth';

/** Routes of spec §2. Each remote page is lazy and isolated behind its own error boundary. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <RemotePage id="remote_landing/LandingPage" label="the home page" /> },
      { path: '/privacy-policy', element: <RemotePage id="remote_landing/PrivacyPolicyPage" label="the privacy policy" /> },
      { path: '/terms-of-service', element: <RemotePage id="remote_landing/TermsPage" label="the terms of service" /> },
      { path: '/contact', element: <Navigate to="/#contact" replace /> },
      { path: '/login', element: <RemotePage id="remote_onboarding/LoginPage" label="the login page" /> },
      { path: '/signup', element: <RemotePage id="remote_onboarding/SignupPage" label="the sign-up page" /> },
      { path: '/set-password', element: <RemotePage id="remote_onboarding/SetPasswordPage" label="the set password page" /> },
      { path: '/reset-password', element: <RemotePage id="remote_onboarding/ResetPasswordPage" label="the reset password page" /> },
      {
        path: '/profile',
        element: (
          <RequireAuth prefetch={() => prefetchRemotePage('remote_sales/ProfilePage')}>
            <RemotePage id="remote_sales/ProfilePage" label="your profile" />
          </RequireAuth>
        ),
      },
      {
        path: '/sales',
        element: (
          <RequireAuth prefetch={() => prefetchRemotePage('remote_sales/SalesPage')}>
            <RemotePage id="remote_sales/SalesPage" label="the sales page" />
          </RequireAuth>
        ),
      },
      { path: '/activity', element: <RemotePage id="remote_sales/ActivityPage" label="the activity page" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
