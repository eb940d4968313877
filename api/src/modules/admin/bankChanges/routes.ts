import type { FastifyInstance } from 'fastify';
import { adminEndpoints } from '@portal/shared/admin';
import { serve } from '../../../plugins/contracts.js';
import { correctMemberContact, decideBankChange, pendingBankChanges } from '../../../services/bankDetails.js';
import { memberDetails } from '../members/service.js';

/** Members' payout account changes waiting for approval, and corrections of a member's contact. */
export default async function adminBankChangesRoutes(app: FastifyInstance) {
  const area = adminEndpoints.bankChanges;
  const key = app.config.encryptionKey;

  serve(app, area.adminBankChanges, async () => ({ status: 'success' as const, changes: await pendingBankChanges(app.db, key) }));

  serve(app, area.adminApproveBankChange, async (request) => ({
    status: 'success' as const,
    change: await decideBankChange(app.db, key, request.operator!, request.params.id, { approve: true }),
  }));

  serve(app, area.adminRejectBankChange, async (request) => ({
    status: 'success' as const,
    change: await decideBankChange(app.db, key, request.operator!, request.params.id, { approve: false, reason: request.body.reason }),
  }));

  serve(app, area.adminCorrectMemberContact, async (request) => {
    await correctMemberContact(app.db, app.firebaseAuth, request.operator!, request.params.code, request.body);
    return { status: 'success' as const, member: await memberDetails(app.db, key, request.params.code) };
  });
}
