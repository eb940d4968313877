import type { FastifyInstance } from 'fastify';
import { adminEndpoints, MAX_IMPORT_FILE_BYTES } from '@portal/shared/admin';
import { badRequest, notFound } from '../../../errors.js';
import { t } from '../../../i18n/index.js';
import { serve } from '../../../plugins/contracts.js';
import { ImportJobs } from './jobs.js';
import {
  classifyPolicyFile,
  failInterruptedImports,
  importRecord,
  importRecords,
  PolicyFileError,
  rowResult,
  type PolicyFilePlan,
} from './policyImport.js';
import { rollbackImport } from './rollback.js';

/**
 * The body of a file upload: 5 MB of CSV text plus its JSON escaping (quotes and line breaks take two
 * characters). A larger file is refused by the schema's clearer 400 before this 413 matters.
 */
const FILE_BODY_LIMIT = 2 * MAX_IMPORT_FILE_BYTES + 64 * 1024;
const DEFAULT_IMPORTS_LISTED = 20;

/** The back office's policy import: a dry run per row, the import itself (in the background), its progress and record. */
export default async function adminImportsRoutes(app: FastifyInstance) {
  const area = adminEndpoints.imports;
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
  const upload = { bodyLimit: FILE_BODY_LIMIT };

  serve(
    app,
    area.adminImportDryRun,
    async (request) => {
      const plan = await classify(request.body.csv);
      return {
        status: 'success' as const,
        dryRun: { fileName: request.body.fileName, total: plan.total, counts: plan.counts, rows: plan.rows.map(rowResult) },
      };
    },
    upload,
  );

  serve(
    app,
    area.adminImportStart,
    async (request, reply) => {
      const plan = await classify(request.body.csv);
      const record = await jobs.start(request.operator!, request.body.fileName, plan);
      return reply.status(202).send({ status: 'success' as const, import: record });
    },
    upload,
  );

  serve(app, area.adminImports, async (request) => ({
    status: 'success' as const,
    imports: await importRecords(app.db, request.query.limit ?? DEFAULT_IMPORTS_LISTED),
  }));

  serve(app, area.adminImport, async (request) => {
    const record = await importRecord(app.db, request.params.id);
    if (!record) throw notFound(t('imports.notFound'));
    return { status: 'success' as const, import: record };
  });

  serve(app, area.adminImportRollback, async (request) => ({
    status: 'success' as const,
    import: await rollbackImport(app.db, request.params.id, now(), request.operator!),
  }));
}
