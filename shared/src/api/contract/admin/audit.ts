import { auditQuerySchema, auditResponseSchema } from '../../../validation/admin/audit';
import { defineEndpoints } from '../define';

/** The back office's audit log: who did what, when. */
export const adminAudit = defineEndpoints('admin', {
  adminAuditLog: {
    method: 'GET',
    path: '/admin/audit',
    access: 'operator',
    summary: "Operators' actions, newest first, filtered by action, operator, record and India dates",
    query: auditQuerySchema,
    responses: { 200: auditResponseSchema },
  },
});
