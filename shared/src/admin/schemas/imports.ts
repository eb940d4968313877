import { about, hasVisibleText, isOneLineText, pageLimitSchema, says } from '@portal/shared/validation';
import { z } from './zod';
import type { input, output } from 'zod';

// The back office's policy import: request and response schemas, shared by the API and the back-office remote.

/** The largest policy file the back office takes (the CLI has no limit). */
export const MAX_IMPORT_FILE_BYTES = 5 * 1024 * 1024;

/** `POST /admin/imports/dry-run` and `POST /admin/imports`: the file's name (a label) and its text. */
export const importFileBodySchema = z.object({
  fileName: z
    .string(about('field.required', 'label.fileName'))
    .trim()
    .min(1, about('field.required', 'label.fileName'))
    .max(200, about('field.maxLength', 'label.fileName', { max: 200 }))
    .refine(isOneLineText, about('field.invalidCharacters', 'label.fileName'))
    .refine(hasVisibleText, about('field.invisibleOnly', 'label.fileName')),
  csv: z
    .string(says('imports.textRequired'))
    // Characters, not bytes: a file within the limit in UTF-8 is never refused (each character is ≥ 1 byte).
    .max(MAX_IMPORT_FILE_BYTES, says('imports.tooLarge'))
    .refine((v) => v.trim() !== '', says('imports.empty')),
});
export type ImportFileBody = input<typeof importFileBodySchema>;

export const IMPORT_ROW_STATUSES = ['valid', 'duplicate', 'error'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

/**
 * One row of the file as the dry run classifies it: `valid` (imported: a new policy, or the cancellation
 * of one already there), `duplicate` (the seller has that policy number already, or the file repeats it:
 * skipped), `error` (not imported; `reasons` say why).
 */
export const importRowResultSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  policyNumber: z.string().nullable(),
  soldBy: z.string().nullable(),
  status: z.enum(IMPORT_ROW_STATUSES),
  /** For a valid row: a new policy, or the cancellation of the seller's policy with that number. */
  action: z.enum(['new', 'cancel']).nullable(),
  reasons: z.array(z.string()),
});
export type ImportRowResult = output<typeof importRowResultSchema>;

export const importCountsSchema = z.object({ valid: z.number().int(), duplicate: z.number().int(), error: z.number().int() });
export type ImportCounts = output<typeof importCountsSchema>;

export const importDryRunResponseSchema = z.object({
  status: z.literal('success'),
  dryRun: z.object({ fileName: z.string(), total: z.number().int(), counts: importCountsSchema, rows: z.array(importRowResultSchema) }),
});
export type ImportDryRunResponse = output<typeof importDryRunResponseSchema>;
export type ImportDryRun = ImportDryRunResponse['dryRun'];

export const IMPORT_STATUSES = ['running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/**
 * One import as recorded (back office or CLI): `processed` of `total` rows so far; of those, `imported`
 * new policies, `cancelled` policies already there, `duplicates` skipped and `errors` not imported.
 */
export const importRecordSchema = z.object({
  id: z.number().int(),
  operatorEmail: z.string(),
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  total: z.number().int(),
  processed: z.number().int(),
  imported: z.number().int(),
  duplicates: z.number().int(),
  errors: z.number().int(),
  cancelled: z.number().int(),
  /** Why a failed import stopped. */
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When and by whom it was rolled back (its policies cancelled), if it was. */
  rolledBackAt: z.string().nullable().optional(),
  rolledBackBy: z.string().nullable().optional(),
});
export type ImportRecord = output<typeof importRecordSchema>;

/** `POST /admin/imports` (202: started) and `GET /admin/imports/:id`. */
export const importRecordResponseSchema = z.object({ status: z.literal('success'), import: importRecordSchema });
export type ImportRecordResponse = output<typeof importRecordResponseSchema>;

/** `GET /admin/imports?limit=`: the latest imports, newest first. */
export const importListQuerySchema = z.object({
  limit: pageLimitSchema(100),
});
export type ImportListQuery = input<typeof importListQuerySchema>;

export const importListResponseSchema = z.object({ status: z.literal('success'), imports: z.array(importRecordSchema) });
export type ImportListResponse = output<typeof importListResponseSchema>;
