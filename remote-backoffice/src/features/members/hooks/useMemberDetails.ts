import { useCallback, useState } from 'react';
import { errorMessage, portalApi } from '@portal/shared';
import { endpointKey, queryClient, useEndpointQuery } from '@portal/shared/data';
import { adminEndpoints, type MemberDetails, type MemberSummary } from '@portal/shared/admin';
import { resourceOf } from '../../../hooks/queryResource';
import { refreshReads } from '@portal/shared/data';
import { memberLabel } from '../../../lib/memberText';
import { count } from '../../../lib/format';
import { t } from '../../../i18n';

const { adminMember, adminSearchMembers, adminSetMemberSignIn, adminMoveMember, adminMemberResendInvite } = adminEndpoints.members;

export type ActionState =
  { status: 'idle' } | { status: 'busy' } | { status: 'done'; message: string } | { status: 'error'; message: string };

/**
 * After an action answered with the member as they now are: their details show it at once, and the
 * search lists are asked again (their parent, level, sign-in or contact may have changed).
 */
export function showChangedMember(member: MemberDetails) {
  queryClient.setQueryData(endpointKey(adminMember, { params: { code: member.coCode } }), { status: 'success' as const, member });
  void refreshReads([adminSearchMembers]);
}

/**
 * One member's details and the operator's actions on them (sign-in, move, invite). Each action answers
 * with the member as they now are, which replaces what is shown.
 */
export function useMemberDetails(code: string | null) {
  const read = useEndpointQuery(
    adminMember,
    { params: { code: code ?? '' } },
    { enabled: code !== null, select: (answer) => answer.member },
  );
  const { refetch } = read;
  const reload = useCallback(() => void refetch(), [refetch]);
  const [action, setAction] = useState<{ code: string | null; state: ActionState }>({ code: null, state: { status: 'idle' } });
  const state: ActionState = action.code === code ? action.state : { status: 'idle' };

  const run = useCallback(
    async (work: () => Promise<{ member: MemberDetails; message: string }>) => {
      setAction({ code, state: { status: 'busy' } });
      try {
        const { member, message } = await work();
        showChangedMember(member);
        setAction({ code, state: { status: 'done', message } });
        return true;
      } catch (error) {
        setAction({ code, state: { status: 'error', message: errorMessage(error) } });
        return false;
      }
    },
    [code],
  );

  const setSignIn = useCallback(
    (member: MemberDetails, enabled: boolean) =>
      run(async () => ({
        member: (await portalApi.call(adminSetMemberSignIn, { params: { code: member.coCode }, body: { enabled } })).member,
        message: enabled
          ? t('members.signIn.enabled', { member: memberLabel(member) })
          : t('members.signIn.disabled', { member: memberLabel(member) }),
      })),
    [run],
  );

  const move = useCallback(
    (member: MemberDetails, parent: MemberSummary) =>
      run(async () => {
        const answer = await portalApi.call(adminMoveMember, { params: { code: member.coCode }, body: { parentCoCode: parent.coCode } });
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
        member: (await portalApi.call(adminMemberResendInvite, { params: { code: member.coCode } })).member,
        message: t('members.invite.sent', { member: memberLabel(member) }),
      })),
    [run],
  );

  const dismiss = useCallback(() => setAction({ code, state: { status: 'idle' } }), [code]);
  return { resource: resourceOf(read), reload, action: state, setSignIn, move, resendInvite, dismiss };
}
