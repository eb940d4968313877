import { useRef, useState } from 'react';
import type { MemberDetails } from '@portal/shared/validation';
import { memberLabel } from '../../../lib/memberText';
import { ConfirmPanel } from './ConfirmPanel';
import buttons from '../../../styles/buttons.module.css';
import feedback from '../../../styles/feedback.module.css';

export interface SignInActionProps {
  member: MemberDetails;
  busy: boolean;
  onConfirm: (enabled: boolean) => Promise<boolean>;
}

/** Disable or enable sign-in, after a confirmation that says what it does. */
export function SignInAction({ member, busy, onConfirm }: SignInActionProps) {
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const enable = member.signInDisabled;
  const verb = enable ? 'Enable sign-in' : 'Disable sign-in';

  if (!member.hasAccount) {
    return <p className={feedback.note}>They have not set a password yet, so there is no sign-in to disable.</p>;
  }
  const close = () => {
    setConfirming(false);
    requestAnimationFrame(() => opener.current?.focus());
  };

  if (!confirming) {
    return (
      <button ref={opener} type="button" className={buttons.button} onClick={() => setConfirming(true)} disabled={busy}>
        {verb}
      </button>
    );
  }
  return (
    <ConfirmPanel
      question={
        enable
          ? `Enable sign-in for ${memberLabel(member)}? They can sign in with their password again.`
          : `Disable sign-in for ${memberLabel(member)}? They are signed out everywhere and cannot sign in until it is enabled again.`
      }
      confirmLabel={verb}
      busyLabel="Saving…"
      busy={busy}
      onConfirm={async () => {
        if (await onConfirm(enable)) close();
      }}
      onCancel={close}
    />
  );
}
