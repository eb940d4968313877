import { adminIdParamsSchema } from '../schemas/common';
import {
  importDryRunResponseSchema,
  importFileBodySchema,
  importListQuerySchema,
  importListResponseSchema,
  importRecordResponseSchema,
} from '../schemas/imports';
import { defineEndpoints } from '@portal/shared/validation';

/** The back office's policy import: a dry run per row, the import itself (in the background), its progress and record. */
export const imports = defineEndpoints('admin', {
  adminImportDryRun: {
    method: 'POST',
    path: '/admin/imports/dry-run',
    access: 'operator',
    summary: 'Checks a policy CSV row by row (valid, duplicate, error with its reasons) without importing anything',
    body: importFileBodySchema,
    responses: { 200: importDryRunResponseSchema },
  },
  adminImportStart: {
    method: 'POST',
    path: '/admin/imports',
    access: 'operator',
    summary: "Imports a policy CSV's valid rows (checked again here), in the background; 202 with the import's record",
    description: 'Duplicates are skipped and bad rows counted as errors; poll GET /admin/imports/{id} for the progress.',
    body: importFileBodySchema,
    responses: { 202: importRecordResponseSchema },
  },
  adminImports: {
    method: 'GET',
    path: '/admin/imports',
    access: 'operator',
    summary: 'The record of policy imports (back office and CLI), newest first: who, when, which file, the counts',
    query: importListQuerySchema,
    responses: { 200: importListResponseSchema },
  },
  adminImport: {
    method: 'GET',
    path: '/admin/imports/:id',
    access: 'operator',
    summary: "One import's progress (processed of total) and counts",
    params: adminIdParamsSchema,
    responses: { 200: importRecordResponseSchema },
  },
  adminImportRollback: {
    method: 'POST',
    path: '/admin/imports/:id/rollback',
    access: 'operator',
    summary: 'Rolls back an import within 24 hours: cancels the policies it added (their pay outs reversed in the ledger), audited',
    description:
      '409 with the reason when it is running, rolled back already, older than 24 hours, cancelled policies, or when any of its policies has been paid or changed since.',
    params: adminIdParamsSchema,
    responses: { 200: importRecordResponseSchema },
  },
});
