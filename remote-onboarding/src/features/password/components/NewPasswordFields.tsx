import { useT } from '../../../i18n';
import { PasswordField } from '../../../components/PasswordField';
import type { NewPasswordForm } from '../hooks/useNewPasswordForm';

export interface NewPasswordFieldsProps {
  form: NewPasswordForm;
  /** 'Password' on set password, 'New Password' on reset password. */
  passwordLabel: string;
  disabled?: boolean;
}

/** The password and confirm-password inputs of a "choose a password" form. */
export function NewPasswordFields({ form, passwordLabel, disabled }: NewPasswordFieldsProps) {
  const { t } = useT();
  return (
    <>
      <PasswordField
        ref={form.fieldRef('password')}
        label={passwordLabel}
        name="new-password"
        autoComplete="new-password"
        required
        disabled={disabled}
        hint={t('newPassword.hint')}
        value={form.values.password}
        error={form.errors.password}
        onChange={(event) => form.update('password', event.target.value)}
        onBlur={() => form.check('password')}
      />
      <PasswordField
        ref={form.fieldRef('confirmPassword')}
        label={t('newPassword.confirm')}
        name="confirm-password"
        autoComplete="new-password"
        required
        disabled={disabled}
        value={form.values.confirmPassword}
        error={form.errors.confirmPassword}
        onChange={(event) => form.update('confirmPassword', event.target.value)}
        onBlur={() => form.check('confirmPassword')}
      />
    </>
  );
}
