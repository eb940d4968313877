import { useState } from 'react';
import { DownloadIcon, type SalesFilters } from '@portal/shared';
import { exportSalesCsv } from '../salesExport';
import styles from '../SalesPage.module.css';

export interface ExportCsvButtonProps {
  coCode: string | null;
  filters: SalesFilters;
  disabled?: boolean;
  onError: (message: string) => void;
}

/** Saves the current filtered list as a CSV file. */
export function ExportCsvButton({ coCode, filters, disabled = false, onError }: ExportCsvButtonProps) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (!coCode || busy) return;
    setBusy(true);
    try {
      await exportSalesCsv(coCode, filters);
    } catch (error) {
      onError(`Export failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={styles.secondaryButton} onClick={onClick} disabled={disabled || !coCode || busy}>
      <DownloadIcon size={16} />
      {busy ? 'Exporting…' : 'Export CSV'}
    </button>
  );
}
