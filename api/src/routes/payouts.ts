import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  coCodeParamsSchema,
  statementFileParamsSchema,
  statementQuerySchema,
  statementResponseSchema,
  taxSummaryQuerySchema,
  taxSummaryResponseSchema,
  type PayoutStatement,
} from '@portal/shared/validation';
import { indiaDate } from '../clock.js';
import { badRequest } from '../errors.js';
import { t } from '../i18n/index.js';
import { futureFinancialYear, futureMonth, payoutStatement, taxSummary } from '../services/payouts.js';
import { statementCsv, statementFileName } from '../services/payoutsFiles.js';
import { statementPdf } from '../services/payoutsPdf.js';
import { bearer, errorResponses } from './common.js';
import { scopedMember } from './scope.js';

// Typed as what the handlers send; Fastify sends a Buffer or string as it is, past the response serializer.
const fileResponse = (description: string, mediaType: string, format?: 'binary') => ({
  description,
  content: { [mediaType]: { schema: z.custom<Buffer | string>().meta({ type: 'string', ...(format ? { format } : {}) }) } },
});

export async function payoutsRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const today = () => indiaDate(app.config.now?.() ?? new Date());

  /** The month asked for (default: the current one in India); a month after the current one is a 400. */
  const monthOrNow = (month: string | undefined) => {
    const now = today();
    const chosen = month ?? now.slice(0, 7);
    if (futureMonth(chosen, now)) throw badRequest(t('payouts.futureMonth'), { month: t('payouts.futureMonthField') });
    return { month: chosen, now };
  };

  const statementFor = async (request: Parameters<typeof scopedMember>[1], coCode: string, month: string | undefined) => {
    const chosen = monthOrNow(month);
    const member = await scopedMember(app, request, coCode);
    return payoutStatement(app.db, app.config.encryptionKey, member, chosen.month, chosen.now);
  };

  app.get(
    apiPaths.payoutStatement,
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['payouts'],
        operationId: 'payoutStatement',
        summary: "A member's payout statement for a month (default: the current month, so far)",
        security: bearer,
        params: coCodeParamsSchema,
        querystring: statementQuerySchema,
        response: { 200: statementResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ status: 'success' as const, statement: await statementFor(request, request.params.coCode, request.query.month) }),
  );

  // The statement as a file: the same data, route and scope for each format.
  const files = [
    {
      path: apiPaths.payoutStatementPdf,
      operationId: 'payoutStatementPdf',
      extension: 'pdf',
      type: 'application/pdf',
      response: fileResponse('PDF file', 'application/pdf', 'binary'),
      body: async (statement: PayoutStatement) => Buffer.from(await statementPdf(statement)),
    },
    {
      path: apiPaths.payoutStatementCsv,
      operationId: 'payoutStatementCsv',
      extension: 'csv',
      type: 'text/csv; charset=utf-8',
      response: fileResponse('CSV file: the lines, then the totals, payments and team', 'text/csv'),
      body: async (statement: PayoutStatement) => statementCsv(statement),
    },
  ] as const;

  for (const file of files) {
    app.get(
      file.path,
      {
        onRequest: app.requireMember,
        schema: {
          tags: ['payouts'],
          operationId: file.operationId,
          summary: `A member's payout statement for a month as a ${file.extension.toUpperCase()} file`,
          security: bearer,
          params: statementFileParamsSchema,
          response: { 200: file.response, ...errorResponses },
        },
      },
      async (request, reply) => {
        const statement = await statementFor(request, request.params.coCode, request.params.month);
        return reply
          .type(file.type)
          .header('content-disposition', `attachment; filename="${statementFileName(statement, file.extension)}"`)
          .header('cache-control', 'no-store')
          .send(await file.body(statement));
      },
    );
  }

  app.get(
    apiPaths.taxSummary,
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['payouts'],
        operationId: 'taxSummary',
        summary: "A member's gross commission and TDS (section 194D) for a financial year, per quarter",
        security: bearer,
        params: coCodeParamsSchema,
        querystring: taxSummaryQuerySchema,
        response: { 200: taxSummaryResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const now = today();
      const { fy } = request.query;
      if (futureFinancialYear(fy, now)) throw badRequest(t('payouts.futureYear'), { fy: t('payouts.futureYearField') });
      const member = await scopedMember(app, request, request.params.coCode);
      return { status: 'success' as const, summary: await taxSummary(app.db, app.config.encryptionKey, member, fy, now) };
    },
  );
}
