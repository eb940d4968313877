import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { MemberDetails } from '@portal/shared/validation';
import { memberLabel } from '../../../lib/memberText';
import styles from './Members.module.css';

export interface SignInActionProps {
  member: MemberDetails;
  busy: boolean;
  onConfirm: (enabled: boolean) => Promise<boolean>;
}

/** Disable or enable sign-in, after a confirmation that says what it does. */
export function SignInAction({ member, busy, onConfirm }: SignInActionProps) {
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const textId = useId();
  const enable = member.signInDisabled;
  const verb = enable ? 'Enable sign-in' : 'Disable sign-in';

  useLayoutEffect(() => {
    if (confirming) panel.current?.focus();
  }, [confirming]);

  if (!member.hasAccount) {
    return <p className={styles.muted}>They have not set a password yet, so there is no sign-in to disable.</p>;
  }
  const close = () => {
    setConfirming(false);
    requestAnimationFrame(() => opener.current?.focus());
  };

  if (!confirming) {
    return (
      <button ref={opener} type="button" className={styles.secondary} onClick={() => setConfirming(true)} disabled={busy}>
        {verb}
      </button>
    );
  }
  return (
    <div ref={panel} className={styles.confirm} role="group" aria-labelledby={textId} tabIndex={-1}>
      <p id={textId}>
        {enable
          ? `Enable sign-in for ${memberLabel(member)}? They can sign in with their password again.`
          : `Disable sign-in for ${memberLabel(member)}? They are signed out everywhere and cannot sign in until it is enabled again.`}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          disabled={busy}
          onClick={async () => {
            if (await onConfirm(enable)) close();
          }}
        >
          {busy ? 'Saving…' : verb}
        </button>
        <button type="button" className={styles.secondary} onClick={close} disabled={busy}>
          Cancel
        </button>
      </div>
    </div>
  );
}
