import { useSearchParams } from '@portal/shared/router';
import { InvalidResetLink, ResetPasswordForm } from '../../features/password';

/**
 * Reset password ('Reset Your Password'): the emailed link carries Firebase's `oobCode`. Without one
 * the link is reported invalid and the user is taken to /login after 3 seconds.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode')?.trim() || null;
  return oobCode ? <ResetPasswordForm oobCode={oobCode} /> : <InvalidResetLink />;
}
