import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminBankChangeResponseSchema,
  adminBankChangesResponseSchema,
  adminIdParamsSchema,
  apiPaths,
  bankChangeRejectSchema,
  memberCodeParamsSchema,
  memberContactSchema,
  memberDetailsResponseSchema,
} from '@portal/shared/validation';
import { correctMemberContact, decideBankChange, pendingBankChanges } from '../../services/bankDetails.js';
import { memberDetails } from '../../services/memberAdmin.js';
import { bearer, errorResponses } from '../common.js';

/** Members' payout account changes waiting for approval, and contact corrections (operators only). */
export async function adminBankChangesRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['admin'], security: bearer };

  app.get(
    apiPaths.adminBankChanges,
    {
      onRequest: app.requireOperator,
      schema: {
        ...schema,
        operationId: 'adminBankChanges',
        summary: "Members' payout account changes waiting for approval (account numbers masked), oldest first",
        response: { 200: adminBankChangesResponseSchema, ...errorResponses },
      },
    },
    async () => ({ status: 'success' as const, changes: await pendingBankChanges(app.db, app.config.encryptionKey) }),
  );

  app.post(
    apiPaths.adminBankChangeApprove,
    {
      onRequest: app.requireOperator,
      schema: {
        ...schema,
        operationId: 'adminApproveBankChange',
        summary: "Approve a payout account change: it becomes the member's payout account (audited, e-mailed to the member)",
        params: adminIdParamsSchema,
        response: { 200: adminBankChangeResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      status: 'success' as const,
      change: await decideBankChange(app.db, app.config.encryptionKey, request.operator!, request.params.id, { approve: true }),
    }),
  );

  app.post(
    apiPaths.adminBankChangeReject,
    {
      onRequest: app.requireOperator,
      schema: {
        ...schema,
        operationId: 'adminRejectBankChange',
        summary: 'Reject a payout account change with a reason (audited, e-mailed to the member)',
        params: adminIdParamsSchema,
        body: bankChangeRejectSchema,
        response: { 200: adminBankChangeResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      status: 'success' as const,
      change: await decideBankChange(app.db, app.config.encryptionKey, request.operator!, request.params.id, {
        approve: false,
        reason: request.body.reason,
      }),
    }),
  );

  app.put(
    apiPaths.adminMemberContact,
    {
      onRequest: app.requireOperator,
      schema: {
        ...schema,
        operationId: 'adminCorrectMemberContact',
        summary: "Correct a member's mobile and/or e-mail (and their sign-in e-mail), audited, e-mailed to the old and new address",
        params: memberCodeParamsSchema,
        body: memberContactSchema,
        response: { 200: memberDetailsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await correctMemberContact(app.db, app.firebaseAuth, request.operator!, request.params.code, request.body);
      return { status: 'success' as const, member: await memberDetails(app.db, app.config.encryptionKey, request.params.code) };
    },
  );
}
