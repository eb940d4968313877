import { Button, ButtonRow, Card, DetailRow, Feedback, Status } from '@portal/shared/ui';
import { useEffect, useId, useRef } from 'react';
import type { MemberDetails } from '@portal/shared/admin';
import { ContactAction } from './ContactAction';
import { DirectTeam } from './DirectTeam';
import { MemberSales } from './MemberSales';
import { MoveAction } from './MoveAction';
import { ResendInviteAction } from './ResendInviteAction';
import { SignInAction } from './SignInAction';
import type { useMemberDetails } from '../hooks/useMemberDetails';
import { memberLabel } from '../../../lib/memberText';
import { levelText, signInText, teamText } from '../lib/memberText';
import { RetryAlert } from '../../../components/RetryAlert';
import feedback from '../../../styles/feedback.module.css';
import styles from './Members.module.css';
import { indiaDateTime } from '../../../lib/format';
import { useT } from '../../../i18n';

export interface MemberDetailsPanelProps {
  details: ReturnType<typeof useMemberDetails>;
  onOpen: (code: string) => void;
}

const joined = (iso: string) => indiaDateTime({ day: '2-digit', month: 'short', year: 'numeric' }).format(new Date(iso));

/** The chosen member: details with numbers masked, parent and direct team to walk the tree, sales, actions. */
export function MemberDetailsPanel({ details, onOpen }: MemberDetailsPanelProps) {
  const { t } = useT();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { resource, reload, action } = details;
  const shown = resource.status === 'ready' ? resource.value.coCode : null;
  // Opening a parent or a child replaces the button that was pressed: the focus goes to the new heading.
  useEffect(() => {
    const active = document.activeElement;
    if (shown && (!active || active === document.body)) heading.current?.focus();
  }, [shown]);
  if (resource.status === 'idle') {
    return (
      <Card aria-label={t('members.details.region')}>
        <p className={feedback.note}>{t('members.details.choose')}</p>
      </Card>
    );
  }
  if (resource.status === 'loading') {
    return (
      <Card aria-label={t('members.details.region')} busy>
        <Status kind="loading">{t('members.details.loading')}</Status>
      </Card>
    );
  }
  if (resource.status === 'error') {
    return (
      <Card aria-label={t('members.details.region')}>
        <RetryAlert message={resource.message} onRetry={reload} />
      </Card>
    );
  }

  const member: MemberDetails = resource.value;
  const busy = action.status === 'busy';
  const facts: [string, string | null][] = [
    [t('members.details.email'), member.email],
    [t('members.details.mobile'), member.mobile],
    [t('members.details.level'), levelText(member.depth)],
    [t('members.details.team'), teamText(member.subtreeSize)],
    [t('members.details.signIn'), signInText(member)],
    [t('members.details.joined'), joined(member.joinedAt)],
    [t('members.details.pan'), member.pan],
    [t('members.details.aadhaar'), member.aadhaar],
    [t('members.details.bank'), member.bankAccount ? `${member.bankName ?? ''} ${member.bankAccount}`.trim() : member.bankName],
  ];
  return (
    <Card title={memberLabel(member)} titleId={headingId} headingRef={heading}>
      <p className={feedback.note}>
        {member.parentCoCode ? (
          <>
            {t('members.details.under')}{' '}
            <Button variant="inline" onClick={() => onOpen(member.parentCoCode!)}>
              {member.parentName} ({member.parentCoCode})
            </Button>
          </>
        ) : (
          t('members.details.top')
        )}
      </p>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <DetailRow key={label} label={label} valueClassName={feedback.breakable}>
            {value ?? t('common.notGiven')}
          </DetailRow>
        ))}
      </dl>

      <MemberSales own={member.ownSales} subtree={member.subtreeSales} />

      <DirectTeam member={member} onOpen={onOpen} />

      <h3 className={styles.subTitle}>{t('members.details.actions')}</h3>
      <ButtonRow>
        <SignInAction member={member} busy={busy} onConfirm={(enabled) => details.setSignIn(member, enabled)} />
      </ButtonRow>
      {member.hasAccount ? null : <ResendInviteAction member={member} busy={busy} onResend={() => details.resendInvite(member)} />}
      <MoveAction member={member} busy={busy} onConfirm={(parent) => details.move(member, parent)} />
      <ContactAction key={member.coCode} member={member} />
      <Feedback kind="success">{action.status === 'done' ? action.message : ''}</Feedback>
      {action.status === 'error' ? <Feedback kind="error">{action.message}</Feedback> : null}
    </Card>
  );
}
