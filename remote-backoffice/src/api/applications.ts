import { apiPaths, portalApi } from '@portal/shared';
import type {
  ApplicationActionResponse,
  ApplicationListResponse,
  ApplicationResponse,
  ApplicationRevealResponse,
  ApplicationStatus,
} from '@portal/shared/validation';

/** The back office's applications section: its calls to the API (operators only). */

export interface ApplicationListRequest {
  status: ApplicationStatus;
  q?: string;
  cursor?: string | null;
  limit?: number;
}

export function listApplications({ status, q, cursor, limit }: ApplicationListRequest, signal?: AbortSignal) {
  return portalApi.request<ApplicationListResponse>(apiPaths.adminApplications, {
    auth: true,
    query: { status, q: q?.trim() || undefined, cursor: cursor ?? undefined, limit: limit?.toString() },
    ...(signal ? { signal } : {}),
  });
}

export function getApplication(id: number, signal?: AbortSignal) {
  return portalApi.request<ApplicationResponse>(apiPaths.adminApplication, {
    auth: true,
    params: { id: String(id) },
    ...(signal ? { signal } : {}),
  });
}

/** The full PAN and Aadhaar: the API records the reveal in the audit log. */
export function revealApplication(id: number) {
  return portalApi.request<ApplicationRevealResponse>(apiPaths.adminApplicationReveal, {
    method: 'POST',
    auth: true,
    params: { id: String(id) },
  });
}

export function approveApplication(id: number, parentCoCode: string) {
  return portalApi.request<ApplicationActionResponse>(apiPaths.adminApplicationApprove, {
    method: 'POST',
    auth: true,
    params: { id: String(id) },
    body: { parentCoCode },
  });
}

export function rejectApplication(id: number, reason: string) {
  return portalApi.request<ApplicationActionResponse>(apiPaths.adminApplicationReject, {
    method: 'POST',
    auth: true,
    params: { id: String(id) },
    body: { reason },
  });
}

export function resendInvite(id: number) {
  return portalApi.request<ApplicationActionResponse>(apiPaths.adminApplicationResendInvite, {
    method: 'POST',
    auth: true,
    params: { id: String(id) },
  });
}
