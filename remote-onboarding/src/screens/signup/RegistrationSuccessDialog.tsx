import { useRef } from 'react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';

export const REGISTRATION_SUCCESS_TEXT =
  "Thanks for signing up! We'll review your application and send you an email once your onboarding is completed. Please check your email for further instructions.";

export interface RegistrationSuccessDialogProps {
  onContinue: () => void;
  onClose: () => void;
}

/** The 'Registration Successful!' modal shown after a sign-up is accepted. */
export function RegistrationSuccessDialog({ onContinue, onClose }: RegistrationSuccessDialogProps) {
  const continueRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title="Registration Successful!" description={REGISTRATION_SUCCESS_TEXT} onClose={onClose} initialFocusRef={continueRef}>
      <Button ref={continueRef} onClick={onContinue}>
        Continue to Login
      </Button>
    </Dialog>
  );
}
