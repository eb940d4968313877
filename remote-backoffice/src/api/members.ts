import { apiPaths, portalApi } from '@portal/shared';
import type {
  MemberDetails,
  MemberDetailsResponse,
  MemberMoveResponse,
  MemberSearchResponse,
  MemberSummary,
} from '@portal/shared/validation';

/** The back office's members: its calls to the API (operators only). */

/** Members whose name, code or e-mail contains `q` (the first `limit` of them); without `q`, the top of the network. */
export async function searchMembers(q: string, signal?: AbortSignal, limit?: number): Promise<MemberSummary[]> {
  const answer = await portalApi.request<MemberSearchResponse>(apiPaths.adminMembers, {
    auth: true,
    query: { q: q || undefined, limit: limit?.toString() },
    ...(signal ? { signal } : {}),
  });
  return answer.members;
}

export async function getMember(code: string, signal?: AbortSignal): Promise<MemberDetails> {
  const answer = await portalApi.request<MemberDetailsResponse>(apiPaths.adminMember, {
    auth: true,
    params: { code },
    ...(signal ? { signal } : {}),
  });
  return answer.member;
}

/** Disables or enables the member's sign-in; answers with the member as it now is. */
export async function setMemberSignIn(code: string, enabled: boolean): Promise<MemberDetails> {
  const answer = await portalApi.request<MemberDetailsResponse>(apiPaths.adminMemberSignIn, {
    method: 'PUT',
    auth: true,
    params: { code },
    body: { enabled },
  });
  return answer.member;
}

/** Moves the member (with everyone below them) under `parentCoCode`. */
export function moveMember(code: string, parentCoCode: string): Promise<MemberMoveResponse> {
  return portalApi.request<MemberMoveResponse>(apiPaths.adminMemberMove, {
    method: 'POST',
    auth: true,
    params: { code },
    body: { parentCoCode },
  });
}

/** E-mails the member, who has not set a password, a new set-password link; answers with the member. */
export async function resendMemberInvite(code: string): Promise<MemberDetails> {
  const answer = await portalApi.request<MemberDetailsResponse>(apiPaths.adminMemberResendInvite, {
    method: 'POST',
    auth: true,
    params: { code },
  });
  return answer.member;
}
