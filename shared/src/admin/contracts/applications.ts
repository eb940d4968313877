import {
  applicationActionResponseSchema,
  applicationApproveSchema,
  applicationListQuerySchema,
  applicationListResponseSchema,
  applicationRejectSchema,
  applicationResponseSchema,
  applicationRevealResponseSchema,
} from '../schemas/applications';
import { adminIdParamsSchema } from '../schemas/common';
import { defineEndpoints } from '@portal/shared/validation';

/** The back office's applications: the list, one application, its numbers in full, and what an operator decides. */
export const applications = defineEndpoints('admin', {
  adminApplications: {
    method: 'GET',
    path: '/admin/applications',
    access: 'operator',
    summary: 'A page of the applications of a status, newest first, searched by name, e-mail or phone (no identity numbers)',
    query: applicationListQuerySchema,
    responses: { 200: applicationListResponseSchema },
  },
  adminApplication: {
    method: 'GET',
    path: '/admin/applications/:id',
    access: 'operator',
    summary: 'One application, its PAN and Aadhaar masked',
    params: adminIdParamsSchema,
    responses: { 200: applicationResponseSchema },
  },
  adminApplicationReveal: {
    method: 'POST',
    path: '/admin/applications/:id/reveal',
    access: 'operator',
    summary: "An application's PAN and Aadhaar in full (recorded in the audit log)",
    params: adminIdParamsSchema,
    responses: { 200: applicationRevealResponseSchema },
  },
  adminApplicationApprove: {
    method: 'POST',
    path: '/admin/applications/:id/approve',
    access: 'operator',
    summary: 'Approve a pending application: the member is created under the parent and the onboarding e-mail queued',
    params: adminIdParamsSchema,
    body: applicationApproveSchema,
    responses: { 200: applicationActionResponseSchema },
  },
  adminApplicationReject: {
    method: 'POST',
    path: '/admin/applications/:id/reject',
    access: 'operator',
    summary: 'Reject a pending application; the reason is e-mailed to the applicant',
    params: adminIdParamsSchema,
    body: applicationRejectSchema,
    responses: { 200: applicationActionResponseSchema },
  },
  adminApplicationResendInvite: {
    method: 'POST',
    path: '/admin/applications/:id/resend-invite',
    access: 'operator',
    summary: 'A new invite for an approved applicant who has not set a password; earlier invites stop working',
    params: adminIdParamsSchema,
    responses: { 200: applicationActionResponseSchema },
  },
});
