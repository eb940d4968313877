import { NavLink, useLocation } from '@portal/shared/router';
import { useT } from '../../../i18n';
import { QUERY_KEYS } from '../lib/salesQueryState';
import styles from './SalesTabs.module.css';

/** The sales area's sections, each a route of its own (pages of remote_sales in the topology). */
export const SALES_TABS = [
  { route: '/sales', id: 'policies' },
  { route: '/sales/renewals', id: 'renewals' },
  { route: '/sales/payouts', id: 'payouts' },
  { route: '/sales/insights', id: 'insights' },
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
  const { t } = useT();
  const { search } = useLocation();
  const query = scopeQuery(search);
  const labels = {
    policies: t('tabs.policies'),
    renewals: t('tabs.renewals'),
    payouts: t('tabs.payouts'),
    insights: t('tabs.insights'),
  };
  return (
    <nav className={styles.tabs} aria-label={t('tabs.label')}>
      <ul className={styles.list}>
        {SALES_TABS.map((tab) => (
          <li key={tab.route}>
            <NavLink
              to={{ pathname: tab.route, search: query }}
              end
              className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
            >
              {labels[tab.id]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
