import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@portal/shared';
import { MAX_IMPORT_FILE_BYTES, type ImportDryRun, type ImportRecord } from '@portal/shared/validation';
import { dryRunImport, getImport, startImport } from '../../../api/imports';
import { t } from '../../../i18n';

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
 * until the import is done or failed. `onFinished` runs when an import ends (the record below is reloaded).
 */
export function useImportFile(onFinished: () => void) {
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [state, setState] = useState<ImportStep>({ step: 'empty' });
  const [error, setError] = useState<string | null>(null);
  /** A progress request failed: said, and asked again. */
  const [progressTrouble, setProgressTrouble] = useState(false);
  const generation = useRef(0);
  const latestOnFinished = useRef(onFinished);
  useEffect(() => {
    latestOnFinished.current = onFinished;
  });

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
      const dryRun = await dryRunImport(file.name, file.text);
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
      const record = await startImport(file.name, file.text);
      if (mine === generation.current) setState({ step: record.status === 'running' ? 'running' : 'finished', dryRun, record });
    } catch (failure) {
      if (mine !== generation.current) return;
      setError(refusal(failure));
      setState({ step: 'checked', dryRun });
    }
  }, [file, state]);

  const runningId = state.step === 'running' ? state.record.id : null;
  useEffect(() => {
    if (runningId === null) return;
    const mine = generation.current;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout>;
    const poll = () => {
      timer = setTimeout(async () => {
        try {
          const record = await getImport(runningId, abort.signal);
          if (abort.signal.aborted || mine !== generation.current) return;
          setProgressTrouble(false);
          setState((current) =>
            current.step === 'running'
              ? { step: record.status === 'running' ? 'running' : 'finished', dryRun: current.dryRun, record }
              : current,
          );
          if (record.status === 'running') poll();
          else latestOnFinished.current();
        } catch {
          if (abort.signal.aborted) return;
          setProgressTrouble(true);
          poll();
        }
      }, PROGRESS_POLL_MS);
    };
    poll();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [runningId]);

  return { file, state, error, progressTrouble, choose, check, commit };
}
