import { Outlet, useLocation } from 'react-router-dom';
import { useAuthStore } from '@portal/shared';
import { useHashScroll } from './useHashScroll';
import { useProfileName } from '../auth/useProfileName';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageStatus } from './PageStatus';

export function AppLayout() {
  const location = useLocation();
  const loading = useAuthStore((state) => state.loading);
  useHashScroll();
  useProfileName();

  return (
    <div className="app">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <Header />
      <main id="main-content" className="app-main" tabIndex={-1}>
        {loading ? (
          <PageStatus>Loading...</PageStatus>
        ) : (
          // Keyed by path: each page enters with the fade-and-slide transition.
          <div key={location.pathname} className="page-transition">
            <Outlet />
          </div>
        )}
      </main>
      <Footer />
    </div>
  );
}
