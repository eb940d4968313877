import { useLocation } from '@portal/shared/router';
import { TabBar } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { QUERY_KEYS } from '../lib/salesQueryState';

/** The sales area's sections, each a route of its own (pages of remote_sales in the topology). */
export const SALES_TABS = [
  { route: '/sales', id: 'policies' },
  { route: '/sales/renewals', id: 'renewals' },
  { route: '/sales/payouts', id: 'payouts' },
  { route: '/sales/queries', id: 'queries' },
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
 * keeps the member drill-down, so the same member stays selected from one section to the next. One row
 * that scrolls sideways on a narrow phone.
 */
export function SalesTabs() {
  const { t } = useT();
  const { search } = useLocation();
  const query = scopeQuery(search);
  const labels = {
    policies: t('tabs.policies'),
    renewals: t('tabs.renewals'),
    payouts: t('tabs.payouts'),
    queries: t('tabs.queries'),
    insights: t('tabs.insights'),
  };
  const items = SALES_TABS.map((tab) => ({ to: { pathname: tab.route, search: query }, label: labels[tab.id] }));
  return <TabBar label={t('tabs.label')} items={items} overflow="scroll" />;
}
