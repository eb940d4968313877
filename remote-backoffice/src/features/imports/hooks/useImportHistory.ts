import { useCallback } from 'react';
import { useEndpointQuery } from '@portal/shared/data';
import { adminEndpoints } from '@portal/shared/admin';
import { resourceOf } from '../../../hooks/queryResource';

/** The record of past imports; asked again (kept on screen meanwhile) when an import ends or is rolled back. */
export function useImportHistory() {
  const read = useEndpointQuery(adminEndpoints.imports.adminImports, undefined, { select: (answer) => answer.imports });
  const { refetch } = read;
  const reload = useCallback(() => void refetch(), [refetch]);
  return { history: resourceOf(read), reload };
}
