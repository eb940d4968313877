import { useRef, type RefObject } from 'react';
import { Button, Dialog } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import en from '../../../i18n/en';

/** In English; the dialog says it in the current language. */
export const REGISTRATION_SUCCESS_TEXT = en.signup.successText;

export interface RegistrationSuccessDialogProps {
  onContinue: () => void;
  onClose: () => void;
  /** Where focus returns when the dialog is dismissed (the form's submit button). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** The 'Registration Successful!' modal shown after a sign-up is accepted. */
export function RegistrationSuccessDialog({ onContinue, onClose, returnFocusRef }: RegistrationSuccessDialogProps) {
  const { t } = useT();
  const continueRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={t('signup.successTitle')}
      description={t('signup.successText')}
      onClose={onClose}
      initialFocus={continueRef}
      returnFocusRef={returnFocusRef}
      actions={
        <Button ref={continueRef} onClick={onContinue}>
          {t('signup.continueToLogin')}
        </Button>
      }
    />
  );
}
