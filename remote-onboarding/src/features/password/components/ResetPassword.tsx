import { useEffect, useState } from 'react';
import { Link, useNavigate } from '@portal/shared/router';
import { confirmResetPassword, firebaseErrorCode, limits, Trans } from '@portal/shared';
import { Button, Feedback } from '@portal/shared/ui';
import { FormCard } from '../../../components/FormCard';
import { NewPasswordFields } from './NewPasswordFields';
import { useNewPasswordForm } from '../hooks/useNewPasswordForm';
import { useNewPasswordSubmit } from '../hooks/useNewPasswordSubmit';
import { useT } from '../../../i18n';
import formStyles from '../../../components/Form.module.css';

const INVALID_CODES = new Set(['auth/invalid-action-code', 'auth/expired-action-code']);

/** A reset link without a code: reported invalid, and the user is taken to /login after 3 seconds. */
export function InvalidResetLink() {
  const { t } = useT();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/login', { replace: true }), limits.invalidResetRedirectMs);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <FormCard title={t('resetPassword.title')}>
      <Feedback kind="error">
        <p>{t('common:resetPassword.invalidLink')}</p>
      </Feedback>
      <p className={formStyles.footer}>
        <Trans t={t} i18nKey="resetPassword.redirecting" components={{ login: <Link to="/login" replace /> }} />
      </p>
    </FormCard>
  );
}

/** The new password for the account of Firebase's `oobCode`. */
export function ResetPasswordForm({ oobCode }: { oobCode: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  const form = useNewPasswordForm(t('common:resetPassword.tooShort'));
  const [error, setError] = useState<'invalid' | 'failed' | null>(null);
  const { busy, handleSubmit } = useNewPasswordSubmit(form, async (password) => {
    setError(null);
    try {
      await confirmResetPassword(oobCode, password);
      navigate('/login', { replace: true, state: { notice: t('common:resetPassword.success') } });
    } catch (resetError) {
      setError(INVALID_CODES.has(firebaseErrorCode(resetError) ?? '') ? 'invalid' : 'failed');
    }
  });

  return (
    <FormCard title={t('resetPassword.title')} intro={t('resetPassword.intro')}>
      <form className={formStyles.form} noValidate onSubmit={handleSubmit} aria-label={t('resetPassword.formLabel')}>
        <NewPasswordFields form={form} passwordLabel={t('resetPassword.newPassword')} />
        <Feedback kind="error">
          {error === 'invalid' ? (
            <>
              <p>{t('common:resetPassword.invalidCode')}</p>
              <p>
                <Trans t={t} i18nKey="resetPassword.requestNewLink" components={{ login: <Link to="/login" /> }} />
              </p>
            </>
          ) : error === 'failed' ? (
            <p>{t('common:resetPassword.failed')}</p>
          ) : null}
        </Feedback>
        <Button type="submit" block busy={busy} busyLabel={t('button.processing')}>
          {t('resetPassword.submit')}
        </Button>
      </form>
    </FormCard>
  );
}
