import { renderStandalone } from '@portal/shared/harness';
import ActivityPage from './screens/activity/ActivityPage';
import ProfilePage from './screens/profile/ProfilePage';
import SalesPage from './screens/sales/SalesPage';

void renderStandalone('Sales', [
  { path: '/sales', label: 'Sales', Component: SalesPage },
  { path: '/profile', label: 'Profile', Component: ProfilePage },
  { path: '/activity', label: 'Activity', Component: ActivityPage },
]);
