import { apiPaths, portalApi } from '@portal/shared';
import type { ImportDryRun, ImportDryRunResponse, ImportListResponse, ImportRecord, ImportRecordResponse } from '@portal/shared/validation';

/** The back office's policy import: its calls to the API (operators only). */

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** Checks every row of the file on the server; nothing is imported. */
export async function dryRunImport(fileName: string, csv: string, signal?: AbortSignal): Promise<ImportDryRun> {
  const answer = await portalApi.request<ImportDryRunResponse>(apiPaths.adminImportDryRun, {
    method: 'POST',
    auth: true,
    body: { fileName, csv },
    ...withSignal(signal),
  });
  return answer.dryRun;
}

/** Starts the import of the file's valid rows (checked again by the server); the import runs on. */
export async function startImport(fileName: string, csv: string): Promise<ImportRecord> {
  const answer = await portalApi.request<ImportRecordResponse>(apiPaths.adminImports, {
    method: 'POST',
    auth: true,
    body: { fileName, csv },
  });
  return answer.import;
}

/** One import's progress and counts. */
export async function getImport(id: number, signal?: AbortSignal): Promise<ImportRecord> {
  const answer = await portalApi.request<ImportRecordResponse>(apiPaths.adminImport, {
    auth: true,
    params: { id: String(id) },
    ...withSignal(signal),
  });
  return answer.import;
}

/** The record of imports, newest first. */
export async function listImports(signal?: AbortSignal): Promise<ImportRecord[]> {
  const answer = await portalApi.request<ImportListResponse>(apiPaths.adminImports, { auth: true, ...withSignal(signal) });
  return answer.imports;
}

/** Rolls back an import (its policies cancelled, their pay outs reversed); the API says why when it cannot. */
export async function rollbackImport(id: number): Promise<ImportRecord> {
  const answer = await portalApi.request<ImportRecordResponse>(apiPaths.adminImportRollback, {
    method: 'POST',
    auth: true,
    params: { id: String(id) },
  });
  return answer.import;
}
