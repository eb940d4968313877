import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/shared/validation';
import { HttpError } from '../../errors.js';
import { t } from '../../i18n/index.js';
import { serve } from '../../plugins/contracts.js';
import { policyForDownload } from './queries.js';
import { policySchedulePdf } from './schedulePdf.js';

/** A policy's schedule as a PDF, for a policy sold in the caller's subtree. */
export default async function policyRoutes(app: FastifyInstance) {
  serve(app, endpoints.policy.policyDownload, async (request, reply) => {
    const { soldBy, policyNumber } = request.params;
    // Outside the caller's subtree and non-existent look the same: 403.
    const sale = await policyForDownload(app.db, request.member!.path, soldBy, policyNumber);
    if (!sale) throw new HttpError(403, t('common:api.forbidden'));
    const pdf = await policySchedulePdf(sale);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="policy-${policyNumber.replace(/[^\w.-]/g, '_')}.pdf"`)
      .send(Buffer.from(pdf));
  });
}
