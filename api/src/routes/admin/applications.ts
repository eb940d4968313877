import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminIdParamsSchema,
  apiPaths,
  applicationActionResponseSchema,
  applicationApproveSchema,
  applicationListQuerySchema,
  applicationListResponseSchema,
  applicationRejectSchema,
  applicationResponseSchema,
  applicationRevealResponseSchema,
  APPLICATIONS_PAGE_SIZE,
} from '@portal/shared/validation';
import {
  applicationDetails,
  approveApplication,
  rejectApplication,
  resendInvite,
  revealApplication,
  searchApplications,
} from '../../services/applications.js';
import { t } from '../../i18n/index.js';
import { bearer, errorResponses } from '../common.js';

/** The back office's applications routes (operators only: `onRequest: app.requireOperator` on each). */
export async function adminApplicationsRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const settings = () => ({ key: app.config.encryptionKey, inviteSecret: app.config.inviteSecret, portalUrl: app.config.portalUrl });
  const common = { tags: ['admin'], security: bearer };
  const one = { ...common, params: adminIdParamsSchema };

  app.get(
    apiPaths.adminApplications,
    {
      onRequest: app.requireOperator,
      schema: {
        ...common,
        operationId: 'adminApplications',
        summary: 'A page of the applications of a status, newest first, searched by name, e-mail or phone (no identity numbers)',
        querystring: applicationListQuerySchema,
        response: { 200: applicationListResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { status, q, cursor, limit } = request.query;
      const page = await searchApplications(app.db, { status, q, cursor, limit: limit ?? APPLICATIONS_PAGE_SIZE });
      return { status: 'success' as const, ...page };
    },
  );

  app.get(
    apiPaths.adminApplication,
    {
      onRequest: app.requireOperator,
      schema: {
        ...one,
        operationId: 'adminApplication',
        summary: 'One application, its PAN and Aadhaar masked',
        response: { 200: applicationResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { status: 'success' as const, application: await applicationDetails(app.db, app.config.encryptionKey, request.params.id) };
    },
  );

  app.post(
    apiPaths.adminApplicationReveal,
    {
      onRequest: app.requireOperator,
      schema: {
        ...one,
        operationId: 'adminApplicationReveal',
        summary: "An application's PAN and Aadhaar in full (recorded in the audit log)",
        response: { 200: applicationRevealResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const numbers = await revealApplication(app.db, app.config.encryptionKey, request.operator!, request.params.id);
      return { status: 'success' as const, ...numbers };
    },
  );

  /** The answer to an action: its outcome in words and the application as it is now. */
  const outcome = async (id: number, message: string) => ({
    status: 'success' as const,
    message,
    application: await applicationDetails(app.db, app.config.encryptionKey, id),
  });

  app.post(
    apiPaths.adminApplicationApprove,
    {
      onRequest: app.requireOperator,
      schema: {
        ...one,
        operationId: 'adminApplicationApprove',
        summary: 'Approve a pending application: the member is created under the parent and the onboarding e-mail queued',
        body: applicationApproveSchema,
        response: { 200: applicationActionResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const approved = await approveApplication(app.db, settings(), request.operator!, id, request.body.parentCoCode);
      return outcome(id, t('applications.approved', { coCode: approved.coCode, parentCoCode: request.body.parentCoCode }));
    },
  );

  app.post(
    apiPaths.adminApplicationReject,
    {
      onRequest: app.requireOperator,
      schema: {
        ...one,
        operationId: 'adminApplicationReject',
        summary: 'Reject a pending application; the reason is e-mailed to the applicant',
        body: applicationRejectSchema,
        response: { 200: applicationActionResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await rejectApplication(app.db, request.operator!, id, request.body.reason);
      return outcome(id, t('applications.rejected'));
    },
  );

  app.post(
    apiPaths.adminApplicationResendInvite,
    {
      onRequest: app.requireOperator,
      schema: {
        ...one,
        operationId: 'adminApplicationResendInvite',
        summary: 'A new invite for an approved applicant who has not set a password; earlier invites stop working',
        response: { 200: applicationActionResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await resendInvite(app.db, settings(), request.operator!, id);
      return outcome(id, t('applications.inviteResent'));
    },
  );
}
