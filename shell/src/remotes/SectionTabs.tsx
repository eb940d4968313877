import { Suspense, lazy } from 'react';
import { NavLink, useLocation } from '@portal/shared/router';
import { useLanguage } from '@portal/shared';
import { PAGES, linkPathOf, pageIdOf, sectionTabsOf, tabQueryOf } from '@portal/shared/topology';
import { useT } from '../i18n';
import styles from './RemoteErrorBoundary.module.css';

interface TabLinksProps {
  label: string;
  items: readonly { to: { pathname: string; search: string }; label: string }[];
}

/** The same links without the kit's look: the kit's chunk may be out of reach too (offline, say). */
function PlainTabBar({ label, items }: TabLinksProps) {
  return (
    <nav aria-label={label}>
      <ul className={styles.plainTabs}>
        {items.map((item) => (
          <li key={item.to.pathname}>
            <NavLink to={item.to} end>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// The UI kit's TabBar, loaded once a page has failed, as the fallback's button is.
const TabBar = lazy(() =>
  import('@portal/shared/ui').then(
    (kit) => ({ default: (props: TabLinksProps) => <kit.TabBar {...props} overflow="scroll" /> }),
    () => ({ default: PlainTabBar }),
  ),
);

/**
 * The tabs of the section of the page that could not load, drawn by the shell from the topology (the
 * remote drew them inside its page): a member can still go to another tab of the section, whose
 * code may be at hand, with the same member selected. Nothing for a page that is no tab.
 */
export function SectionTabs({ pageId, sectionName }: { pageId: string; sectionName: string }) {
  const { t } = useT();
  const language = useLanguage();
  const { search } = useLocation();
  const page = PAGES.find((candidate) => pageIdOf(candidate) === pageId);
  const tabs = page ? sectionTabsOf(page) : [];
  if (tabs.length === 0) return null;
  const props: TabLinksProps = {
    label: t('remote.sections', { section: sectionName }),
    items: tabs.map((tab) => ({
      to: { pathname: linkPathOf(tab.route) ?? tab.route, search: page ? tabQueryOf(page.remote, search) : '' },
      label: tab.label[language],
    })),
  };
  return (
    <div className={styles.tabs}>
      <Suspense fallback={<PlainTabBar {...props} />}>
        <TabBar {...props} />
      </Suspense>
    </div>
  );
}
