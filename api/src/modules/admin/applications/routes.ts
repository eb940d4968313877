import type { FastifyInstance } from 'fastify';
import { adminEndpoints, APPLICATIONS_PAGE_SIZE } from '@portal/shared/admin';
import { t } from '../../../i18n/index.js';
import { serve } from '../../../plugins/contracts.js';
import {
  applicationDetails,
  approveApplication,
  rejectApplication,
  resendInvite,
  revealApplication,
  searchApplications,
} from './service.js';

/** The back office's applications: the list, one application, its numbers in full, and the operator's decisions. */
export default async function adminApplicationsRoutes(app: FastifyInstance) {
  const area = adminEndpoints.applications;
  const settings = () => ({
    key: app.config.encryptionKey,
    inviteSecret: app.config.inviteSecret,
    portalUrl: app.config.portalUrl,
    identityHashKey: app.config.identityHashKey,
  });

  serve(app, area.adminApplications, async (request) => {
    const { status, q, cursor, limit } = request.query;
    const page = await searchApplications(app.db, { status, q, cursor, limit: limit ?? APPLICATIONS_PAGE_SIZE });
    return { status: 'success' as const, ...page };
  });

  serve(app, area.adminApplication, async (request) => {
    return {
      status: 'success' as const,
      application: await applicationDetails(app.db, app.config.encryptionKey, request.params.id, app.config.identityHashKey),
    };
  });

  serve(app, area.adminApplicationReveal, async (request) => {
    const numbers = await revealApplication(app.db, app.config.encryptionKey, request.operator!, request.params.id);
    return { status: 'success' as const, ...numbers };
  });

  /** The answer to an action: its outcome in words and the application as it is now. */
  const outcome = async (id: number, message: string) => ({
    status: 'success' as const,
    message,
    application: await applicationDetails(app.db, app.config.encryptionKey, id, app.config.identityHashKey),
  });

  serve(app, area.adminApplicationApprove, async (request) => {
    const { id } = request.params;
    const approved = await approveApplication(app.db, settings(), request.operator!, id, request.body.parentCoCode);
    return outcome(id, t('applications.approved', { coCode: approved.coCode, parentCoCode: request.body.parentCoCode }));
  });

  serve(app, area.adminApplicationReject, async (request) => {
    const { id } = request.params;
    await rejectApplication(app.db, request.operator!, id, request.body.reason);
    return outcome(id, t('applications.rejected'));
  });

  serve(app, area.adminApplicationResendInvite, async (request) => {
    const { id } = request.params;
    await resendInvite(app.db, settings(), request.operator!, id);
    return outcome(id, t('applications.inviteResent'));
  });
}
