import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadStatement, type StatementFormat } from '../lib/statementDownload';
import { monthLabel } from '../lib/payoutPeriods';
import { useT } from '../../../i18n';

export interface StatementDownloads {
  /** The file being fetched, if any. */
  busy: StatementFormat | null;
  /** What went wrong with the last download, in words; null when nothing did. */
  error: string | null;
  /** The last download that finished, for the live region. */
  done: string | null;
  download: (format: StatementFormat) => void;
  dismissError: () => void;
}

const NAMES: Record<StatementFormat, string> = { pdf: 'PDF', csv: 'CSV' };

/** The statement's PDF and CSV downloads of the shown member and month: one at a time. */
export function useStatementDownloads(coCode: string | null, month: string | null): StatementDownloads {
  const { t } = useT();
  const [busy, setBusy] = useState<StatementFormat | null>(null);
  // The last download's outcome, for the member and month it was of: shown only while they are.
  const [outcome, setOutcome] = useState<{ key: string; error: string | null; done: string | null } | null>(null);
  const key = `${coCode ?? ''}|${month ?? ''}`;
  const busyRef = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const download = useCallback(
    (format: StatementFormat) => {
      if (!coCode || !month || busyRef.current) return;
      busyRef.current = true;
      setBusy(format);
      setOutcome(null);
      const what = { format: NAMES[format], month: monthLabel(month) };
      downloadStatement(coCode, month, format)
        .then(
          () => {
            if (mounted.current) setOutcome({ key, error: null, done: t('payouts.download.done', what) });
          },
          (failure: unknown) => {
            if (!mounted.current) return;
            const reason = failure instanceof Error ? failure.message : String(failure);
            setOutcome({ key, error: t('payouts.download.failed', { ...what, reason }), done: null });
          },
        )
        .finally(() => {
          busyRef.current = false;
          if (mounted.current) setBusy(null);
        });
    },
    [coCode, month, key, t],
  );

  const dismissError = useCallback(() => setOutcome(null), []);
  const current = outcome?.key === key ? outcome : null;
  return { busy, error: current?.error ?? null, done: current?.done ?? null, download, dismissError };
}
