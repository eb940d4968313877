import type { FastifyInstance } from 'fastify';
import { adminEndpoints, CERTIFICATION_PAGE_SIZE } from '@portal/shared/admin';
import { serve } from '../../../plugins/contracts.js';
import {
  certificationMember,
  certificationMembers,
  questionBank,
  reissueCertificate,
  revokeCertificate,
  saveQuestion,
  saveTrainingModule,
  trainingModules,
} from './service.js';

/** The back office's certification: members by stage, training modules, the question bank, revoking and reissuing certificates. */
export default async function adminCertificationRoutes(app: FastifyInstance) {
  const area = adminEndpoints.certification;
  const settings = app.config.certification;
  const now = () => app.config.now?.() ?? new Date();

  serve(app, area.adminCertificationMembers, async (request) => ({
    status: 'success' as const,
    ...(await certificationMembers(app.db, { ...request.query, limit: request.query.limit ?? CERTIFICATION_PAGE_SIZE }, settings)),
  }));

  serve(app, area.adminCertificationMember, async (request) => ({
    status: 'success' as const,
    ...(await certificationMember(app.db, request.params.code, settings)),
  }));

  serve(app, area.adminTrainingModules, async () => ({ status: 'success' as const, modules: await trainingModules(app.db) }));

  serve(app, area.adminCreateTrainingModule, async (request, reply) =>
    reply.status(201).send({
      status: 'success' as const,
      module: await saveTrainingModule(app.db, null, request.body, request.operator!, now()),
    }),
  );

  serve(app, area.adminUpdateTrainingModule, async (request) => ({
    status: 'success' as const,
    module: await saveTrainingModule(app.db, request.params.id, request.body, request.operator!, now()),
  }));

  serve(app, area.adminQuestions, async (request) => ({
    status: 'success' as const,
    ...(await questionBank(app.db, { ...request.query, limit: request.query.limit ?? CERTIFICATION_PAGE_SIZE })),
  }));

  serve(app, area.adminCreateQuestion, async (request, reply) =>
    reply.status(201).send({
      status: 'success' as const,
      question: await saveQuestion(app.db, null, request.body, request.operator!, now()),
    }),
  );

  serve(app, area.adminUpdateQuestion, async (request) => ({
    status: 'success' as const,
    question: await saveQuestion(app.db, request.params.id, request.body, request.operator!, now()),
  }));

  serve(app, area.adminRevokeCertificate, async (request) => ({
    status: 'success' as const,
    ...(await revokeCertificate(app.db, request.params.number, request.body.reason, request.operator!, now())),
  }));

  serve(app, area.adminReissueCertificate, async (request) => ({
    status: 'success' as const,
    ...(await reissueCertificate(app.db, request.params.number, request.body.reason, request.operator!, now())),
  }));
}
