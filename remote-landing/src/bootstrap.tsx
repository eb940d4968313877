import { renderStandalone } from '@portal/shared/harness';
import LandingPage from './screens/home/LandingPage';
import PrivacyPolicyPage from './screens/privacy-policy/PrivacyPolicyPage';
import TermsPage from './screens/terms-of-service/TermsPage';

void renderStandalone('Landing', [
  { path: '/', label: 'Home', Component: LandingPage },
  { path: '/privacy-policy', label: 'Privacy', Component: PrivacyPolicyPage },
  { path: '/terms-of-service', label: 'Terms', Component: TermsPage },
]);
