import { auditQuerySchema, auditResponseSchema } from '../schemas/audit';
import { defineEndpoints } from '@portal/shared/validation';

/** The back office's audit log: who did what, when. */
export const audit = defineEndpoints('admin', {
  adminAuditLog: {
    method: 'GET',
    path: '/admin/audit',
    access: 'operator',
    summary: "Operators' actions, newest first, filtered by action, operator, record and India dates",
    query: auditQuerySchema,
    responses: { 200: auditResponseSchema },
  },
});
