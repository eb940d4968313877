import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/shared/validation';
import { notFound } from '../../errors.js';
import { t } from '../../i18n/index.js';
import { serve } from '../../plugins/contracts.js';
import { decrypt } from '../../services/crypto.js';
import { maskPan } from '../../services/mask.js';
import { publicLimit } from '../publicLimit.js';
import { renderCertificatePdf } from './certificatePdf.js';
import {
  certificationStatus,
  heartbeat,
  ownCertificate,
  startSitting,
  submitSitting,
  trainingState,
  verifyCertificate,
} from './service.js';

/** The signed-in member's certification (training, examination, certificate) and the public check of a certificate. */
export default async function certificationRoutes(app: FastifyInstance) {
  const area = endpoints.certification;
  const settings = app.config.certification;
  const now = () => app.config.now?.() ?? new Date();

  serve(app, area.certificationStatus, async (request) => ({
    status: 'success' as const,
    ...(await certificationStatus(app.db, request.member!.id, settings, now())),
  }));

  serve(app, area.training, async (request) => ({
    status: 'success' as const,
    modules: (await trainingState(app.db, request.member!.id, settings)).modules,
    heartbeatSeconds: settings.heartbeatSeconds,
  }));

  serve(app, area.trainingHeartbeat, async (request) => ({
    status: 'success' as const,
    ...(await heartbeat(
      app.db,
      request.member!.id,
      { moduleId: request.params.moduleId, session: request.body.session, stop: request.body.stop },
      settings,
      now(),
    )),
  }));

  serve(app, area.startExam, async (request) => ({
    status: 'success' as const,
    ...(await startSitting(app.db, request.member!.id, settings, now())),
  }));

  serve(app, area.submitExam, async (request) => {
    const result = await submitSitting(app.db, request.member!.id, request.params.attemptId, request.body, settings, now());
    const { score, questionCount: total } = result.attempt;
    return {
      status: 'success' as const,
      message: result.passed
        ? t('certification.passed', { score: score ?? 0, total })
        : t('certification.failed', { score: score ?? 0, total, needed: result.needed }),
      attempt: result.attempt,
      passed: result.passed,
      passMarkPercent: settings.passPercent,
      certificate: result.certificate,
    };
  });

  serve(app, area.certificatePdf, async (request, reply) => {
    const member = request.member!;
    const certificate = await ownCertificate(app.db, member.id);
    if (!certificate) throw notFound(t('certification.noCertificate'));
    const pdf = await renderCertificatePdf(
      {
        number: certificate.number,
        name: member.name,
        coCode: member.coCode,
        issuedOn: certificate.issuedOn,
        maskedPan: maskPan(decrypt(app.config.encryptionKey, member.panEnc)),
        status: certificate.status,
      },
      request.query.language ?? request.language,
      { portalUrl: app.config.portalUrl },
    );
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="certificate-${certificate.number}.pdf"`)
      .send(Buffer.from(pdf));
  });

  serve(
    app,
    area.verifyCertificate,
    async (request) => {
      const certificate = await verifyCertificate(app.db, request.params.number);
      if (!certificate) throw notFound(t('certification.unknownNumber'));
      return { status: 'success' as const, certificate };
    },
    { config: publicLimit(app) },
  );
}
