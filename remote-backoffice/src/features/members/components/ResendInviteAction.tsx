import { Button } from '@portal/shared/ui';
import type { MemberDetails } from '@portal/shared/admin';
import feedback from '../../../styles/feedback.module.css';
import { useT } from '../../../i18n';

export interface ResendInviteActionProps {
  member: MemberDetails;
  busy: boolean;
  onResend: () => Promise<boolean>;
}

/** Re-send invite, for a member who has not set a password: a new link to the address on file. */
export function ResendInviteAction({ member, busy, onResend }: ResendInviteActionProps) {
  const { t } = useT();
  return (
    <div>
      <Button variant="outline" onClick={() => void onResend()} disabled={busy}>
        {t('members.invite.resend')}
      </Button>
      <p className={feedback.note}>{t('members.invite.note', { email: member.email })}</p>
    </div>
  );
}
