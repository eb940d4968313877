import { renderStandalone } from '@portal/shared/harness';
import LoginPage from './screens/login/LoginPage';
import ResetPasswordPage from './screens/reset-password/ResetPasswordPage';
import SetPasswordPage from './screens/set-password/SetPasswordPage';
import SignupPage from './screens/signup/SignupPage';

void renderStandalone('Onboarding', [
  { path: '/login', label: 'Login', Component: LoginPage },
  { path: '/signup', label: 'Sign up', Component: SignupPage },
  { path: '/set-password', label: 'Set password', Component: SetPasswordPage },
  { path: '/reset-password', label: 'Reset password', Component: ResetPasswordPage },
]);
