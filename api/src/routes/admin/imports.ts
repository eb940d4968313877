import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminIdParamsSchema,
  apiPaths,
  errorResponseSchema,
  importDryRunResponseSchema,
  importFileBodySchema,
  importListQuerySchema,
  importListResponseSchema,
  importRecordResponseSchema,
  MAX_IMPORT_FILE_BYTES,
} from '@portal/shared/validation';
import { badRequest, notFound } from '../../errors.js';
import { t } from '../../i18n/index.js';
import {
  classifyPolicyFile,
  failInterruptedImports,
  importRecord,
  importRecords,
  PolicyFileError,
  rowResult,
  type PolicyFilePlan,
} from '../../services/policyImport.js';
import { ImportJobs } from '../../services/policyImportJobs.js';
import { rollbackImport } from '../../services/importRollback.js';
import { bearer, errorResponses } from '../common.js';

/**
 * The body of a file upload: 5 MB of CSV text plus its JSON escaping (quotes and line breaks take two
 * characters). A larger file is refused by the schema's clearer 400 before this 413 matters.
 */
const FILE_BODY_LIMIT = 2 * MAX_IMPORT_FILE_BYTES + 64 * 1024;
const DEFAULT_IMPORTS_LISTED = 20;

/** The back office's policy import: a dry run per row, the import itself (in the background), its progress and record. */
export async function adminImportsRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const jobs = new ImportJobs(app.db, app.log);
  app.addHook('onClose', async () => jobs.close());
  // On PGlite this is the only process using the database: an import still `running` was cut short.
  app.addHook('onReady', async () => {
    if (app.database.kind !== 'pglite') return;
    // Housekeeping only: a database that cannot be reached now must not keep the API from starting (its
    // requests answer 503 then, and the next start records the import as failed).
    try {
      const failed = await failInterruptedImports(app.db);
      if (failed.length) app.log.warn({ importIds: failed }, 'policy imports interrupted by an earlier stop recorded as failed');
    } catch (error) {
      app.log.error({ err: error }, 'could not record interrupted policy imports as failed');
    }
  });

  const now = () => app.config.now?.() ?? new Date();
  /** The whole file classified on the server; a file that is no policy file, or has no rows, is a 400 on `csv`. */
  const classify = async (csv: string): Promise<PolicyFilePlan> => {
    try {
      const plan = await classifyPolicyFile(app.db, csv, now(), app.config.moneyCeilingPaise);
      if (plan.total === 0) throw badRequest(t('imports.noRows'), { csv: t('imports.noRowsField') });
      return plan;
    } catch (error) {
      if (error instanceof PolicyFileError) throw badRequest(t('imports.notPolicyFile', { reason: error.message }), { csv: error.message });
      throw error;
    }
  };
  const upload = {
    onRequest: app.requireOperator,
    bodyLimit: FILE_BODY_LIMIT,
  };
  const uploadResponses = { ...errorResponses, 413: errorResponseSchema };

  app.post(
    apiPaths.adminImportDryRun,
    {
      ...upload,
      schema: {
        tags: ['admin'],
        operationId: 'adminImportDryRun',
        summary: 'Checks a policy CSV row by row (valid, duplicate, error with its reasons) without importing anything',
        security: bearer,
        body: importFileBodySchema,
        response: { 200: importDryRunResponseSchema, ...uploadResponses },
      },
    },
    async (request) => {
      const plan = await classify(request.body.csv);
      return {
        status: 'success' as const,
        dryRun: { fileName: request.body.fileName, total: plan.total, counts: plan.counts, rows: plan.rows.map(rowResult) },
      };
    },
  );

  app.post(
    apiPaths.adminImports,
    {
      ...upload,
      schema: {
        tags: ['admin'],
        operationId: 'adminImportStart',
        summary: "Imports a policy CSV's valid rows (checked again here), in the background; 202 with the import's record",
        description: 'Duplicates are skipped and bad rows counted as errors; poll GET /admin/imports/{id} for the progress.',
        security: bearer,
        body: importFileBodySchema,
        response: { 202: importRecordResponseSchema, ...uploadResponses },
      },
    },
    async (request, reply) => {
      const plan = await classify(request.body.csv);
      const record = await jobs.start(request.operator!, request.body.fileName, plan);
      return reply.status(202).send({ status: 'success' as const, import: record });
    },
  );

  app.get(
    apiPaths.adminImports,
    {
      onRequest: app.requireOperator,
      schema: {
        tags: ['admin'],
        operationId: 'adminImports',
        summary: 'The record of policy imports (back office and CLI), newest first: who, when, which file, the counts',
        security: bearer,
        querystring: importListQuerySchema,
        response: { 200: importListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      status: 'success' as const,
      imports: await importRecords(app.db, request.query.limit ?? DEFAULT_IMPORTS_LISTED),
    }),
  );

  app.get(
    apiPaths.adminImport,
    {
      onRequest: app.requireOperator,
      schema: {
        tags: ['admin'],
        operationId: 'adminImport',
        summary: "One import's progress (processed of total) and counts",
        security: bearer,
        params: adminIdParamsSchema,
        response: { 200: importRecordResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const record = await importRecord(app.db, request.params.id);
      if (!record) throw notFound(t('imports.notFound'));
      return { status: 'success' as const, import: record };
    },
  );

  app.post(
    apiPaths.adminImportRollback,
    {
      onRequest: app.requireOperator,
      schema: {
        tags: ['admin'],
        operationId: 'adminImportRollback',
        summary: 'Rolls back an import within 24 hours: cancels the policies it added (their pay outs reversed in the ledger), audited',
        description:
          '409 with the reason when it is running, rolled back already, older than 24 hours, cancelled policies, or when any of its policies has been paid or changed since.',
        security: bearer,
        params: adminIdParamsSchema,
        response: { 200: importRecordResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ status: 'success' as const, import: await rollbackImport(app.db, request.params.id, now(), request.operator!) }),
  );
}
