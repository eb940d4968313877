import { renderStandalone } from '@portal/shared/harness';
import { pagesOf, remoteNamed } from '@portal/shared/topology';

// This remote on its own, with the pages the portal's topology gives it.
void renderStandalone(
  remoteNamed(__APP_NAME__).title,
  pagesOf(__APP_NAME__).map((page) => ({
    path: page.route,
    label: page.label,
    load: () => import(/* webpackInclude: /Page\.tsx$/ */ `./screens/${page.screen}.tsx`),
  })),
);
