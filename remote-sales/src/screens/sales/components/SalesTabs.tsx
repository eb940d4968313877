import { NavLink, useLocation } from '@portal/shared/router';
import { QUERY_KEYS } from '../salesQueryState';
import styles from './SalesTabs.module.css';

/** The sales area's sections, each a route of its own (pages of remote_sales in the topology). */
export const SALES_TABS = [
  { route: '/sales', label: 'Policies' },
  { route: '/sales/renewals', label: 'Renewals' },
  { route: '/sales/payouts', label: 'Payouts' },
  { route: '/sales/insights', label: 'Insights' },
] as const;

/** The query that goes from one tab to the next: the selected member, nothing tab-specific. */
export function scopeQuery(search: string): string {
  const current = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of [QUERY_KEYS.path, QUERY_KEYS.member]) {
    const value = current.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

/**
 * Links between the sales area's sections (navigation between routes, not an ARIA tablist). Each link
 * keeps the member drill-down, so the same member stays selected from one section to the next.
 */
export function SalesTabs() {
  const { search } = useLocation();
  const query = scopeQuery(search);
  return (
    <nav className={styles.tabs} aria-label="Sales sections">
      <ul className={styles.list}>
        {SALES_TABS.map((tab) => (
          <li key={tab.route}>
            <NavLink
              to={{ pathname: tab.route, search: query }}
              end
              className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
