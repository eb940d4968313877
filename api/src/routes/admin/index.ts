import type { FastifyInstance } from 'fastify';
import { adminApplicationsRoutes } from './applications.js';
import { adminAuditRoutes } from './audit.js';
import { adminBankChangesRoutes } from './bankChanges.js';
import { adminImportsRoutes } from './imports.js';
import { adminInboxRoutes } from './inbox.js';
import { adminMembersRoutes } from './members.js';
import { adminPaymentsRoutes } from './payments.js';

/** The back office's routes, one plugin per section; each route checks the operator role itself. */
export async function adminRoutes(app: FastifyInstance) {
  await app.register(adminApplicationsRoutes);
  await app.register(adminMembersRoutes);
  await app.register(adminBankChangesRoutes);
  await app.register(adminImportsRoutes);
  await app.register(adminInboxRoutes);
  await app.register(adminPaymentsRoutes);
  await app.register(adminAuditRoutes);
}
