import { useRef, type RefObject } from 'react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';

export const REGISTRATION_SUCCESS_TEXT =
  "Thanks for signing up! We'll review your application and send you an email once your onboarding is completed. Please check your email for further instructions.";

export interface RegistrationSuccessDialogProps {
  onContinue: () => void;
  onClose: () => void;
  /** Where focus returns when the dialog is dismissed (the form's submit button). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** The 'Registration Successful!' modal shown after a sign-up is accepted. */
export function RegistrationSuccessDialog({ onContinue, onClose, returnFocusRef }: RegistrationSuccessDialogProps) {
  const continueRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title="Registration Successful!"
      description={REGISTRATION_SUCCESS_TEXT}
      onClose={onClose}
      initialFocusRef={continueRef}
      {...(returnFocusRef ? { returnFocusRef } : {})}
    >
      <Button ref={continueRef} onClick={onContinue}>
        Continue to Login
      </Button>
    </Dialog>
  );
}
