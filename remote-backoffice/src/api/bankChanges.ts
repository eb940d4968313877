import { apiPaths, portalApi } from '@portal/shared';
import type {
  AdminBankChange,
  AdminBankChangeResponse,
  AdminBankChangesResponse,
  MemberContactInput,
  MemberDetails,
  MemberDetailsResponse,
} from '@portal/shared/validation';

/** Payout account changes waiting for approval, and contact corrections: the back office's calls (operators only). */

export async function pendingBankChanges(signal?: AbortSignal): Promise<AdminBankChange[]> {
  const answer = await portalApi.request<AdminBankChangesResponse>(apiPaths.adminBankChanges, {
    auth: true,
    ...(signal ? { signal } : {}),
  });
  return answer.changes;
}

export async function approveBankChange(id: number): Promise<AdminBankChange> {
  const answer = await portalApi.request<AdminBankChangeResponse>(apiPaths.adminBankChangeApprove, {
    method: 'POST',
    auth: true,
    params: { id: String(id) },
  });
  return answer.change;
}

export async function rejectBankChange(id: number, reason: string): Promise<AdminBankChange> {
  const answer = await portalApi.request<AdminBankChangeResponse>(apiPaths.adminBankChangeReject, {
    method: 'POST',
    auth: true,
    params: { id: String(id) },
    body: { reason },
  });
  return answer.change;
}

/** Corrects the member's mobile and/or e-mail; answers with the member as they now are. */
export async function correctMemberContact(code: string, input: MemberContactInput): Promise<MemberDetails> {
  const answer = await portalApi.request<MemberDetailsResponse>(apiPaths.adminMemberContact, {
    method: 'PUT',
    auth: true,
    params: { code },
    body: input,
  });
  return answer.member;
}
