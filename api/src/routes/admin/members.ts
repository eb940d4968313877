import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiPaths,
  memberCodeParamsSchema,
  memberDetailsResponseSchema,
  memberMoveResponseSchema,
  memberMoveSchema,
  memberSearchQuerySchema,
  memberSearchResponseSchema,
  memberSignInSchema,
} from '@portal/shared/validation';
import { DEFAULT_MEMBER_SEARCH_LIMIT, memberDetails, searchMembers, setMemberSignIn } from '../../services/memberAdmin.js';
import { resendMemberInvite } from '../../services/invitations.js';
import { moveMember } from '../../services/memberMove.js';
import { bearer, errorResponses } from '../common.js';

/** The back office's members routes (operators only: `onRequest: app.requireOperator` on each). */
export async function adminMembersRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['admin'], security: bearer };

  app.get(
    apiPaths.adminMembers,
    {
      onRequest: app.requireOperator,
      schema: {
        ...schema,
        operationId: 'adminSearchMembers',
        summary: 'Members of the whole network whose name, code or e-mail contains the search text',
        querystring: memberSearchQuerySchema,
        response: { 200: memberSearchResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      status: 'success' as const,
      members: await searchMembers(app.db, request.query.q, request.query.limit ?? DEFAULT_MEMBER_SEARCH_LIMIT),
    }),
  );

  app.get(
    apiPaths.adminMember,
    {
      onRequest: app.requireOperator,
      schema: {
        ...schema,
        operationId: 'adminMember',
        summary: "A member's details (identity and bank numbers masked), direct team and sales totals",
        params: memberCodeParamsSchema,
        response: { 200: memberDetailsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ status: 'success' as const, member: await memberDetails(app.db, app.config.encryptionKey, request.params.code) }),
  );

  app.put(
    apiPaths.adminMemberSignIn,
    {
      onRequest: app.requireOperator,
      schema: {
        ...schema,
        operationId: 'adminSetMemberSignIn',
        summary: "Disable or enable a member's sign-in (their Firebase account); disabling ends their sessions",
        params: memberCodeParamsSchema,
        body: memberSignInSchema,
        response: { 200: memberDetailsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      status: 'success' as const,
      member: await setMemberSignIn(
        app.db,
        app.firebaseAuth,
        app.config.encryptionKey,
        request.operator!,
        request.params.code,
        request.body.enabled,
      ),
    }),
  );

  app.post(
    apiPaths.adminMemberMove,
    {
      onRequest: app.requireOperator,
      schema: {
        ...schema,
        operationId: 'adminMoveMember',
        summary: 'Move a member with their whole subtree under another parent (refused when it would make a loop)',
        params: memberCodeParamsSchema,
        body: memberMoveSchema,
        response: { 200: memberMoveResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const result = await moveMember(app.db, request.operator!, { code: request.params.code, parentCoCode: request.body.parentCoCode });
      app.sellerPaths.kick();
      return { status: 'success' as const, ...result, member: await memberDetails(app.db, app.config.encryptionKey, request.params.code) };
    },
  );

  app.post(
    apiPaths.adminMemberResendInvite,
    {
      onRequest: app.requireOperator,
      schema: {
        ...schema,
        operationId: 'adminMemberResendInvite',
        summary: 'E-mail a new set-password link to a member who has not set a password; earlier links stop working (audited)',
        params: memberCodeParamsSchema,
        response: { 200: memberDetailsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await resendMemberInvite(
        app.db,
        { inviteSecret: app.config.inviteSecret, portalUrl: app.config.portalUrl },
        request.operator!,
        request.params.code,
      );
      return { status: 'success' as const, member: await memberDetails(app.db, app.config.encryptionKey, request.params.code) };
    },
  );
}
