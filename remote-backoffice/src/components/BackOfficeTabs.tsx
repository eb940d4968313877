import { NavLink } from '@portal/shared/router';
import styles from './BackOfficeTabs.module.css';

/** The back office's sections, each a route of its own (pages of remote_backoffice in the topology). */
export const BACK_OFFICE_TABS = [
  { route: '/admin', label: 'Applications' },
  { route: '/admin/members', label: 'Members' },
  { route: '/admin/imports', label: 'Policy import' },
  { route: '/admin/inbox', label: 'Inbox' },
  { route: '/admin/payments', label: 'Payments' },
  { route: '/admin/audit', label: 'Audit log' },
] as const;

/** Links between the back office's sections (navigation between routes, not an ARIA tablist). */
export function BackOfficeTabs() {
  return (
    <nav className={styles.tabs} aria-label="Back office sections">
      <ul className={styles.list}>
        {BACK_OFFICE_TABS.map((tab) => (
          <li key={tab.route}>
            <NavLink to={tab.route} end className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
