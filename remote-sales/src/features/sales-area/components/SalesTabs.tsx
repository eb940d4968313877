import { useLanguage } from '@portal/shared';
import { useLocation } from '@portal/shared/router';
import { PAGES, sectionTabsOf, tabQueryOf } from '@portal/shared/topology';
import { TabBar } from '@portal/shared/ui';
import { useT } from '../../../i18n';

const REMOTE = 'remote_sales';

/** The sales area's sections, each a route of its own, named in every language by the topology. */
export const SALES_TABS = sectionTabsOf(PAGES.find((page) => page.route === '/sales')!);

/** The query that goes from one tab to the next: the selected member, nothing tab-specific. */
export const scopeQuery = (search: string): string => tabQueryOf(REMOTE, search);

/**
 * Links between the sales area's sections (navigation between routes, not an ARIA tablist). Each link
 * keeps the member drill-down, so the same member stays selected from one section to the next. One row
 * that scrolls sideways on a narrow phone.
 */
export function SalesTabs() {
  const { t } = useT();
  const language = useLanguage();
  const { search } = useLocation();
  const query = scopeQuery(search);
  const items = SALES_TABS.map((tab) => ({ to: { pathname: tab.route, search: query }, label: tab.label[language] }));
  return <TabBar label={t('tabs.label')} items={items} overflow="scroll" />;
}
