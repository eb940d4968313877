import { createBrowserRouter } from '@portal/shared/router';
import { exposedPageIdOf } from '@portal/shared';
import { RemotePage } from '../remotes/RemotePage';
import { prefetchRemotePage } from '../remotes/remoteRegistry';
import { portalRoutes } from './portalRoutes';

/** The portal's routes, each page loaded from its remote at runtime. */
export const router = createBrowserRouter(
  portalRoutes({
    element: (page) => <RemotePage id={exposedPageIdOf(page)} label={page.label} />,
    prefetch: (page) => () => prefetchRemotePage(exposedPageIdOf(page)),
  }),
);
