import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints, type PayoutStatement } from '@portal/shared/validation';
import { indiaDate } from '../../clock.js';
import { badRequest } from '../../errors.js';
import { t } from '../../i18n/index.js';
import { serve } from '../../plugins/contracts.js';
import { textShaper } from '../../services/textShaping.js';
import { scopedMember } from '../scope.js';
import { statementCsv, statementFileName } from './files.js';
import { PORTAL_NAME, statementPdf } from './pdf.js';
import { futureFinancialYear, futureMonth, payoutStatement, taxSummary } from './service.js';

/** A member's payout statement for a month (as JSON, a PDF or a CSV) and its tax summary for a financial year. */
export default async function payoutsRoutes(app: FastifyInstance) {
  // The PDF text engine (HarfBuzz and its fonts) loads in the background as the API starts, so the first
  // statement or certificate does not wait for it.
  textShaper().catch((error: unknown) => app.log.warn({ err: error }, 'the PDF text engine did not load'));
  const today = () => indiaDate(app.config.now?.() ?? new Date());

  /** The month asked for (default: the current one in India); a month after the current one is a 400. */
  const monthOrNow = (month: string | undefined) => {
    const now = today();
    const chosen = month ?? now.slice(0, 7);
    if (futureMonth(chosen, now)) throw badRequest(t('payouts.futureMonth'), { month: t('payouts.futureMonthField') });
    return { month: chosen, now };
  };

  const statementFor = async (request: FastifyRequest, coCode: string, month: string | undefined) => {
    const chosen = monthOrNow(month);
    const member = await scopedMember(app, request, coCode);
    return payoutStatement(app.db, app.config.encryptionKey, member, chosen.month, chosen.now);
  };

  serve(app, endpoints.payouts.payoutStatement, async (request) => ({
    status: 'success' as const,
    statement: await statementFor(request, request.params.coCode, request.query.month),
  }));

  // The statement as a file: the same data, route and scope for each format.
  const files = [
    {
      endpoint: endpoints.payouts.payoutStatementPdf,
      extension: 'pdf',
      type: 'application/pdf',
      // In the reader's language (the page's, which the portal's client sends).
      body: async (statement: PayoutStatement, request: FastifyRequest) =>
        Buffer.from(await statementPdf(statement, request.language, { name: PORTAL_NAME, tan: app.config.deductorTan })),
    },
    {
      endpoint: endpoints.payouts.payoutStatementCsv,
      extension: 'csv',
      type: 'text/csv; charset=utf-8',
      body: async (statement: PayoutStatement) => statementCsv(statement),
    },
  ] as const;

  for (const file of files) {
    serve(app, file.endpoint, async (request, reply) => {
      const statement = await statementFor(request, request.params.coCode, request.params.month);
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="${statementFileName(statement, file.extension)}"`)
        .send(await file.body(statement, request));
    });
  }

  serve(app, endpoints.payouts.taxSummary, async (request) => {
    const now = today();
    const { fy } = request.query;
    if (futureFinancialYear(fy, now)) throw badRequest(t('payouts.futureYear'), { fy: t('payouts.futureYearField') });
    const member = await scopedMember(app, request, request.params.coCode);
    return { status: 'success' as const, summary: await taxSummary(app.db, app.config.encryptionKey, member, fy, now) };
  });
}
