import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@portal/shared/router';
import { confirmResetPassword, firebaseErrorCode, limits, messages } from '@portal/shared';
import { Button } from '../../components/Button';
import { FormCard } from '../../components/FormCard';
import { FormMessage } from '../../components/FormMessage';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { useNewPasswordForm } from '../../components/useNewPasswordForm';
import { useNewPasswordSubmit } from '../../components/useNewPasswordSubmit';
import formStyles from '../../components/Form.module.css';

const INVALID_CODES = new Set(['auth/invalid-action-code', 'auth/expired-action-code']);

/**
 * Reset password ('Reset Your Password'): the emailed link carries Firebase's `oobCode`. Without one
 * the link is reported invalid and the user is taken to /login after 3 seconds.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode')?.trim() || null;
  return oobCode ? <ResetPasswordForm oobCode={oobCode} /> : <InvalidResetLink />;
}

function InvalidResetLink() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/login', { replace: true }), limits.invalidResetRedirectMs);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <FormCard title="Reset Your Password">
      <FormMessage tone="error">
        <p>{messages.resetPassword.invalidLink}</p>
      </FormMessage>
      <p className={formStyles.footer}>
        Taking you to the login page… <Link to="/login" replace>Go now</Link>
      </p>
    </FormCard>
  );
}

function ResetPasswordForm({ oobCode }: { oobCode: string }) {
  const navigate = useNavigate();
  const form = useNewPasswordForm(messages.resetPassword.tooShort);
  const [error, setError] = useState<'invalid' | 'failed' | null>(null);
  const { busy, handleSubmit } = useNewPasswordSubmit(form, async (password) => {
    setError(null);
    try {
      await confirmResetPassword(oobCode, password);
      navigate('/login', { replace: true, state: { notice: messages.resetPassword.success } });
    } catch (resetError) {
      setError(INVALID_CODES.has(firebaseErrorCode(resetError) ?? '') ? 'invalid' : 'failed');
    }
  });

  return (
    <FormCard title="Reset Your Password" intro="Choose a new password for your account.">
      <form className={formStyles.form} noValidate onSubmit={handleSubmit} aria-label="Reset password">
        <NewPasswordFields form={form} passwordLabel="New Password" />
        <FormMessage tone="error">
          {error === 'invalid' ? (
            <>
              <p>{messages.resetPassword.invalidCode}</p>
              <p>
                <Link to="/login">Request a new link</Link> from the login page with Forgot Password?
              </p>
            </>
          ) : error === 'failed' ? (
            <p>{messages.resetPassword.failed}</p>
          ) : null}
        </FormMessage>
        <Button type="submit" block busy={busy}>
          Reset Password
        </Button>
      </form>
    </FormCard>
  );
}
