import type { ImportRecord } from '@portal/shared/validation';
import { listImports } from '../../../api/imports';
import { useApiResource, type ResourceRequest } from '@portal/shared';

const PAST_IMPORTS: ResourceRequest<ImportRecord[]> = { key: 'imports', load: (signal) => listImports(signal) };

/** The record of past imports; `reload` asks again, keeping the list on screen meanwhile. */
export function useImportHistory() {
  const { resource, reload } = useApiResource(PAST_IMPORTS);
  return { history: resource, reload };
}
