import { useId, useState } from 'react';
import { Button, TextField, type TextFieldProps } from '@portal/shared/ui';
import { useT } from '../i18n';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'addon' | 'autoComplete' | 'label'> {
  label: string;
  /** `current-password` to sign in, `new-password` when choosing one (password managers rely on it). */
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a Show/Hide button, so people on phones can check what they typed. */
export function PasswordField({ label, ...props }: PasswordFieldProps) {
  const { t } = useT();
  const [visible, setVisible] = useState(false);
  const id = useId();
  return (
    <TextField
      {...props}
      id={id}
      label={label}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      addon={
        <Button
          variant="outline"
          aria-controls={id}
          aria-label={
            visible
              ? t('passwordField.hideLabel', { label: label.toLowerCase() })
              : t('passwordField.showLabel', { label: label.toLowerCase() })
          }
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? t('passwordField.hide') : t('passwordField.show')}
        </Button>
      }
    />
  );
}
