import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, portalApi } from '@portal/shared';
import { endpointKey, queryClient, useEndpointQuery } from '@portal/shared/data';
import { adminEndpoints, MAX_IMPORT_FILE_BYTES, type ImportDryRun, type ImportRecord } from '@portal/shared/admin';
import { refreshReads } from '@portal/shared/data';
import { t } from '../../../i18n';

const { adminImportDryRun, adminImportStart, adminImport, adminImports } = adminEndpoints.imports;

/** How often the progress of a running import is asked for. */
export const PROGRESS_POLL_MS = 500;

export type ImportStep =
  | { step: 'empty' }
  | { step: 'chosen' }
  | { step: 'checking' }
  | { step: 'checked'; dryRun: ImportDryRun }
  | { step: 'starting'; dryRun: ImportDryRun }
  | { step: 'running'; dryRun: ImportDryRun; record: ImportRecord }
  | { step: 'finished'; dryRun: ImportDryRun; record: ImportRecord };

interface ChosenFile {
  name: string;
  text: string;
}

/** The server's words for a refused file: the message on `csv` (or the file name) when it sent one. */
function refusal(error: unknown): string {
  if (error instanceof ApiError) return error.fieldErrors['csv'] ?? error.fieldErrors['fileName'] ?? error.message;
  return error instanceof Error && error.message ? error.message : t('common:somethingWentWrong');
}

/**
 * The import of one file: choose it, check it (the dry run), import its valid rows, follow the progress
 * until the import is done or failed; then the record of imports is asked for again.
 */
export function useImportFile() {
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [state, setState] = useState<ImportStep>({ step: 'empty' });
  const [error, setError] = useState<string | null>(null);
  const generation = useRef(0);

  const choose = useCallback(async (chosen: File | null) => {
    generation.current++;
    setError(null);
    setFile(null);
    setState({ step: 'empty' });
    if (!chosen) return;
    if (chosen.size > MAX_IMPORT_FILE_BYTES) {
      setError(t('imports.tooLarge', { name: chosen.name }));
      return;
    }
    const mine = generation.current;
    let text: string;
    try {
      text = await chosen.text();
    } catch {
      if (mine === generation.current) setError(t('imports.unreadable', { name: chosen.name }));
      return;
    }
    if (mine !== generation.current) return;
    if (!text.trim()) {
      setError(t('imports.emptyFile', { name: chosen.name }));
      return;
    }
    setFile({ name: chosen.name, text });
    setState({ step: 'chosen' });
  }, []);

  const check = useCallback(async () => {
    if (!file) return;
    const mine = ++generation.current;
    setError(null);
    setState({ step: 'checking' });
    try {
      const { dryRun } = await portalApi.call(adminImportDryRun, { body: { fileName: file.name, csv: file.text } });
      if (mine === generation.current) setState({ step: 'checked', dryRun });
    } catch (failure) {
      if (mine !== generation.current) return;
      setError(refusal(failure));
      setState({ step: 'chosen' });
    }
  }, [file]);

  const commit = useCallback(async () => {
    if (!file || state.step !== 'checked') return;
    const { dryRun } = state;
    const mine = ++generation.current;
    setError(null);
    setState({ step: 'starting', dryRun });
    try {
      const answer = await portalApi.call(adminImportStart, { body: { fileName: file.name, csv: file.text } });
      const record = answer.import;
      // The progress starts from this answer: the first poll comes one interval later.
      queryClient.setQueryData(endpointKey(adminImport, { params: { id: record.id } }), answer);
      if (mine === generation.current) setState({ step: record.status === 'running' ? 'running' : 'finished', dryRun, record });
    } catch (failure) {
      if (mine !== generation.current) return;
      setError(refusal(failure));
      setState({ step: 'checked', dryRun });
    }
  }, [file, state]);

  const runningId = state.step === 'running' ? state.record.id : null;
  const progress = useEndpointQuery(
    adminImport,
    { params: { id: runningId ?? 0 } },
    {
      enabled: runningId !== null,
      staleTime: PROGRESS_POLL_MS,
      // Asked until the import ends, a failed poll included (said as trouble), in a tab in the background too.
      refetchInterval: (query) => (query.state.data?.import.status === 'running' ? PROGRESS_POLL_MS : false),
      refetchIntervalInBackground: true,
      select: (answer) => answer.import,
    },
  );
  const polled = state.step === 'running' && progress.data?.id === state.record.id ? progress.data : null;
  const shown: ImportStep =
    state.step === 'running' && polled
      ? { step: polled.status === 'running' ? 'running' : 'finished', dryRun: state.dryRun, record: polled }
      : state;

  const endedId = state.step === 'running' && shown.step === 'finished' ? state.record.id : null;
  useEffect(() => {
    if (endedId !== null) void refreshReads([adminImports]);
  }, [endedId]);

  return { file, state: shown, error, progressTrouble: runningId !== null && progress.isError, choose, check, commit };
}
