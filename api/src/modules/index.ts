import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './account/routes.js';
import adminApplicationsRoutes from './admin/applications/routes.js';
import adminAuditRoutes from './admin/audit/routes.js';
import adminBankChangesRoutes from './admin/bankChanges/routes.js';
import adminCertificationRoutes from './admin/certification/routes.js';
import adminImportsRoutes from './admin/imports/routes.js';
import adminInboxRoutes from './admin/inbox/routes.js';
import adminMembersRoutes from './admin/members/routes.js';
import adminPaymentsRoutes from './admin/payments/routes.js';
import adminQueriesRoutes from './admin/queries/routes.js';
import certificationRoutes from './certification/routes.js';
import contactRoutes from './contact/routes.js';
import healthRoutes from './health/routes.js';
import insightsRoutes from './insights/routes.js';
import payoutsRoutes from './payouts/routes.js';
import policyRoutes from './policy/routes.js';
import queriesRoutes from './queries/routes.js';
import renewalsRoutes from './renewals/routes.js';
import salesRoutes from './sales/routes.js';

/**
 * The API's modules, one folder each under `modules/<area>/` (its routes, service, queries and tests).
 * Each registers the endpoints of its area's contracts; the order is the document's.
 */
export const apiModules: FastifyPluginAsync[] = [
  healthRoutes,
  contactRoutes,
  accountRoutes,
  salesRoutes,
  renewalsRoutes,
  policyRoutes,
  insightsRoutes,
  payoutsRoutes,
  certificationRoutes,
  queriesRoutes,
  adminApplicationsRoutes,
  adminMembersRoutes,
  adminBankChangesRoutes,
  adminImportsRoutes,
  adminInboxRoutes,
  adminPaymentsRoutes,
  adminQueriesRoutes,
  adminCertificationRoutes,
  adminAuditRoutes,
];
