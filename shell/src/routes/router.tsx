import { createBrowserRouter } from '@portal/shared/router';
import { exposedPageIdOf, useLanguage } from '@portal/shared';
import type { Page } from '@portal/shared/topology';
import { RemotePage } from '../remotes/RemotePage';
import { portalRoutes } from './portalRoutes';

/** A page of the topology from its remote, named in the current language if it cannot load. */
function TopologyPage({ page }: { page: Page }) {
  const language = useLanguage();
  return <RemotePage id={exposedPageIdOf(page)} label={page.label[language]} />;
}

/** The portal's routes, each page loaded from its remote at runtime. */
export const router = createBrowserRouter(
  portalRoutes({
    element: (page) => <TopologyPage page={page} />,
  }),
);
