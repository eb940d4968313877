import { useState, type ReactNode } from 'react';
import { Outlet, useLocation } from '@portal/shared/router';
import { useAuthStore, usePrerenderedLayout } from '@portal/shared';
import { useHashScroll } from './useHashScroll';
import { useProfileName } from '../auth/useProfileName';
import { CertificationBanner } from './CertificationBanner';
import { OfflineBanner } from './OfflineBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageStatus } from './PageStatus';
import { useT } from '../i18n';
import { UpdateNotice } from '../sw/UpdateNotice';

export function AppLayout() {
  const { t } = useT();
  const location = useLocation();
  const loading = useAuthStore((state) => state.loading);
  useHashScroll();
  useProfileName(location.pathname);
  // The first page appears at once (it is what LCP measures); later pages fade and slide in.
  const [firstPath] = useState(location.pathname);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && location.pathname !== firstPath) setNavigated(true);
  const animate = navigated || location.pathname !== firstPath;
  // Adopted with the layout (the header works from then on, whether or not the page's remote has
  // loaded): the pre-rendered page stays on screen while a stored session is restored.
  const prerenderedPage = usePrerenderedLayout(location.pathname);

  return (
    <LayoutFrame>
      {loading && !prerenderedPage ? (
        <PageStatus>{t('loading')}</PageStatus>
      ) : (
        <>
          <OfflineBanner />
          <CertificationBanner pathname={location.pathname} />
          {/* Keyed by path: each page enters with the fade-and-slide transition. */}
          <div key={location.pathname} className={animate ? 'page page-transition' : 'page'}>
            <Outlet />
          </div>
        </>
      )}
    </LayoutFrame>
  );
}

/** Skip link, header, main and footer around the page (also pre-rendered for `/`, see prerender.tsx). */
export function LayoutFrame({ children }: { children: ReactNode }) {
  const { t } = useT();
  return (
    <div className="app">
      <a className="skip-link" href="#main-content">
        {t('skipLink')}
      </a>
      <Header />
      <main id="main-content" className="app-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <UpdateNotice />
    </div>
  );
}
