import { Button } from '@portal/shared/ui';
import { useRef, useState } from 'react';
import type { MemberDetails } from '@portal/shared/admin';
import { memberLabel } from '../../../lib/memberText';
import { ConfirmPanel } from './ConfirmPanel';
import feedback from '../../../styles/feedback.module.css';
import { useT } from '../../../i18n';

export interface SignInActionProps {
  member: MemberDetails;
  busy: boolean;
  onConfirm: (enabled: boolean) => Promise<boolean>;
}

/** Disable or enable sign-in, after a confirmation that says what it does. */
export function SignInAction({ member, busy, onConfirm }: SignInActionProps) {
  const { t } = useT();
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const enable = member.signInDisabled;
  const verb = enable ? t('members.signIn.enable') : t('members.signIn.disable');

  if (!member.hasAccount) {
    return <p className={feedback.note}>{t('members.signIn.noAccount')}</p>;
  }
  const close = () => {
    setConfirming(false);
    requestAnimationFrame(() => opener.current?.focus());
  };

  if (!confirming) {
    return (
      <Button ref={opener} variant="outline" onClick={() => setConfirming(true)} disabled={busy}>
        {verb}
      </Button>
    );
  }
  return (
    <ConfirmPanel
      question={
        enable
          ? t('members.signIn.confirmEnable', { member: memberLabel(member) })
          : t('members.signIn.confirmDisable', { member: memberLabel(member) })
      }
      confirmLabel={verb}
      busyLabel={t('common.saving')}
      busy={busy}
      onConfirm={async () => {
        if (await onConfirm(enable)) close();
      }}
      onCancel={close}
    />
  );
}
