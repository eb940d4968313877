import type { PageContract } from '@portal/shared';

// The shell checks this literal at load time (see @portal/shared contracts).
export const contract: PageContract = 'portal-page@1';
export { default } from '../screens/reset-password/ResetPasswordPage';
