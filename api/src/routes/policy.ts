import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths, policyDownloadParamsSchema } from '@portal/shared/validation';
import { HttpError } from '../errors.js';
import { t } from '../i18n/index.js';
import { policySchedulePdf } from '../services/pdf.js';
import { policyForDownload } from '../services/sales.js';
import { bearer, errorResponses } from './common.js';

// Typed as what the handler sends; Fastify sends a Buffer as it is, past the response serializer.
const pdfBuffer = z.custom<Buffer>().meta({ type: 'string', format: 'binary' });

export async function policyRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    apiPaths.policyDownload,
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['policy'],
        operationId: 'policyDownload',
        summary: "A policy's schedule as a PDF file (policies sold in the caller's subtree)",
        security: bearer,
        params: policyDownloadParamsSchema,
        response: {
          200: { description: 'PDF file', content: { 'application/pdf': { schema: pdfBuffer } } },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { soldBy, policyNumber } = request.params;
      // Outside the caller's subtree and non-existent look the same: 403.
      const sale = await policyForDownload(app.db, request.member!.path, soldBy, policyNumber);
      if (!sale) throw new HttpError(403, t('common:api.forbidden'));
      const pdf = await policySchedulePdf(sale);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="policy-${policyNumber.replace(/[^\w.-]/g, '_')}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
}
