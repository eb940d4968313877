import { useEffect, useState, type MouseEvent } from 'react';
import { Link, NavLink, useLocation, useNavigate } from '@portal/shared/router';
import { CloseIcon, MenuIcon, profileLabel, signOutUser, useAuthStore, useConnectivityStore, useLanguage } from '@portal/shared';
import { headerEntriesOf } from '@portal/shared/topology';
import { useT } from '../i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeToggle } from './ThemeToggle';
import { forgetMemberData } from './memberData';
import { HOME_SECTIONS, useCurrentSection, type HomeSection } from './useCurrentSection';
import styles from './Header.module.css';

export function Header() {
  const user = useAuthStore((state) => state.user);
  const entries = headerEntriesOf(user?.role ?? null);
  const { t } = useT();
  const language = useLanguage();
  const label = useAuthStore(profileLabel);
  const sectionLabels: Record<HomeSection, string> = {
    features: t('header.features'),
    products: t('header.products'),
    contact: t('header.contact'),
  };
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The menu is open on the page where it was opened: any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null);
  const onHome = pathname === '/';
  const currentSection = useCurrentSection(onHome);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  const goToSection = (event: MouseEvent<HTMLAnchorElement>, id: HomeSection) => {
    event.preventDefault();
    setMenuOpen(false);
    // On another page this goes to / first; the hash scroll follows ~100 ms later.
    navigate(`/#${id}`);
  };

  const logout = async () => {
    setMenuOpen(false);
    // Renewal marks made offline and not sent yet go with the member's data: only if the member says so.
    const unsent = useConnectivityStore.getState().unsentChanges;
    if (unsent > 0 && !window.confirm(t('header.discardUnsent', { count: unsent }))) return;
    await forgetMemberData();
    try {
      await signOutUser();
    } catch (error) {
      console.error('Logout failed', error);
    }
    navigate('/');
  };

  const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            AP
          </span>
          <span className={styles.brandName}>Agent Portal</span>
        </Link>

        <nav id="site-navigation" aria-label={t('header.navigation')} className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}>
          <ul className={styles.links}>
            <li>
              <NavLink
                to="/"
                end
                className={() => (onHome && !currentSection ? `${styles.link} ${styles.active}` : styles.link)}
                aria-current={onHome && !currentSection ? 'page' : undefined}
                onClick={() => setMenuOpen(false)}
              >
                {t('header.home')}
              </NavLink>
            </li>
            {user ? (
              <>
                {entries.map((entry) => (
                  <li key={entry.route}>
                    <NavLink to={entry.route} className={linkClass} onClick={() => setMenuOpen(false)}>
                      {entry.label === null ? label : entry.label[language]}
                    </NavLink>
                  </li>
                ))}
                <li>
                  <button type="button" className={styles.linkButton} onClick={logout}>
                    {t('header.logout')}
                  </button>
                </li>
              </>
            ) : (
              <>
                {HOME_SECTIONS.map((id) => (
                  <li key={id}>
                    <a
                      href={`/#${id}`}
                      className={currentSection === id ? `${styles.link} ${styles.active}` : styles.link}
                      aria-current={currentSection === id ? 'location' : undefined}
                      onClick={(event) => goToSection(event, id)}
                    >
                      {sectionLabels[id]}
                    </a>
                  </li>
                ))}
                <li>
                  <NavLink to="/login" className={linkClass} onClick={() => setMenuOpen(false)}>
                    {t('header.login')}
                  </NavLink>
                </li>
              </>
            )}
            {/* In the menu on narrow screens (in the bar on wide ones). */}
            <li className={styles.languageInMenu}>
              <LanguageSwitch placement="menu" />
            </li>
          </ul>
        </nav>

        <div className={styles.actions}>
          <LanguageSwitch placement="bar" />
          <ThemeToggle />
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls="site-navigation"
            aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      {/* For a pointer only: the keyboard closes the menu with Escape or the menu button. */}
      {menuOpen ? (
        <div className={styles.overlay} data-testid="menu-overlay" aria-hidden="true" onClick={() => setMenuOpen(false)} />
      ) : null}
    </header>
  );
}
