import { renderRemoteStandalone } from '@portal/shared/harness';

// This remote on its own, with the pages the portal's topology gives it.
void renderRemoteStandalone(__APP_NAME__, (screen) => import(/* webpackInclude: /Page\.tsx$/ */ `./screens/${screen}.tsx`));
