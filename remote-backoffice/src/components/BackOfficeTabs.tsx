import { NavLink } from '@portal/shared/router';
import { useT } from '../i18n';
import styles from './BackOfficeTabs.module.css';

/** The back office's sections, each a route of its own (pages of remote_backoffice in the topology). */
export const BACK_OFFICE_TABS = ['/admin', '/admin/members', '/admin/imports', '/admin/inbox', '/admin/payments', '/admin/audit'] as const;

/** Links between the back office's sections (navigation between routes, not an ARIA tablist). */
export function BackOfficeTabs() {
  const { t } = useT();
  const labels: Record<(typeof BACK_OFFICE_TABS)[number], string> = {
    '/admin': t('tabs.applications'),
    '/admin/members': t('tabs.members'),
    '/admin/imports': t('tabs.imports'),
    '/admin/inbox': t('tabs.inbox'),
    '/admin/payments': t('tabs.payments'),
    '/admin/audit': t('tabs.audit'),
  };
  return (
    <nav className={styles.tabs} aria-label={t('tabs.label')}>
      <ul className={styles.list}>
        {BACK_OFFICE_TABS.map((route) => (
          <li key={route}>
            <NavLink to={route} end className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}>
              {labels[route]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
