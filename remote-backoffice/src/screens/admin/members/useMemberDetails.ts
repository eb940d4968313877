import { useCallback, useMemo, useState } from 'react';
import type { MemberDetails, MemberSummary } from '@portal/shared/validation';
import { getMember, moveMember, resendMemberInvite, setMemberSignIn } from '../../../api/members';
import { errorMessage, useApiResource } from '@portal/shared';
import { memberLabel } from '../../../lib/memberText';
import { count } from '../../../lib/format';
import { t } from '../../../i18n';

export type ActionState =
  { status: 'idle' } | { status: 'busy' } | { status: 'done'; message: string } | { status: 'error'; message: string };

/**
 * One member's details and the operator's actions on them (sign-in, move). Each action answers with the
 * member as they now are, which replaces what is shown; `onChanged` lets the page refresh its list.
 */
export function useMemberDetails(code: string | null, onChanged: () => void) {
  const request = useMemo(() => (code ? { key: code, load: (signal: AbortSignal) => getMember(code, signal) } : null), [code]);
  const { resource, reload, replace } = useApiResource<MemberDetails>(request);
  const [action, setAction] = useState<{ code: string | null; state: ActionState }>({ code: null, state: { status: 'idle' } });
  const state: ActionState = action.code === code ? action.state : { status: 'idle' };

  const run = useCallback(
    async (work: () => Promise<{ member: MemberDetails; message: string }>) => {
      setAction({ code, state: { status: 'busy' } });
      try {
        const { member, message } = await work();
        replace(member);
        setAction({ code, state: { status: 'done', message } });
        onChanged();
        return true;
      } catch (error) {
        setAction({ code, state: { status: 'error', message: errorMessage(error) } });
        return false;
      }
    },
    [code, replace, onChanged],
  );

  const setSignIn = useCallback(
    (member: MemberDetails, enabled: boolean) =>
      run(async () => ({
        member: await setMemberSignIn(member.coCode, enabled),
        message: enabled
          ? t('members.signIn.enabled', { member: memberLabel(member) })
          : t('members.signIn.disabled', { member: memberLabel(member) }),
      })),
    [run],
  );

  const move = useCallback(
    (member: MemberDetails, parent: MemberSummary) =>
      run(async () => {
        const answer = await moveMember(member.coCode, parent.coCode);
        const others = answer.moved - 1;
        return {
          member: answer.member,
          message: others
            ? t('members.move.movedWithTeam', { member: memberLabel(member), parent: memberLabel(parent), count: others, n: count(others) })
            : t('members.move.moved', { member: memberLabel(member), parent: memberLabel(parent) }),
        };
      }),
    [run],
  );

  const resendInvite = useCallback(
    (member: MemberDetails) =>
      run(async () => ({
        member: await resendMemberInvite(member.coCode),
        message: t('members.invite.sent', { member: memberLabel(member) }),
      })),
    [run],
  );

  const dismiss = useCallback(() => setAction({ code, state: { status: 'idle' } }), [code]);
  return { resource, reload, action: state, setSignIn, move, resendInvite, dismiss };
}
