import { DownloadIcon } from '@portal/shared';
import { useState } from 'react';
import { Button } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { exportSalesCsv } from '../lib/salesExport';
import type { SalesFilters } from '../../sales-area';

export interface ExportCsvButtonProps {
  coCode: string | null;
  filters: SalesFilters;
  disabled?: boolean;
  onError: (message: string) => void;
}

/** Saves the current filtered list as a CSV file. */
export function ExportCsvButton({ coCode, filters, disabled = false, onError }: ExportCsvButtonProps) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (!coCode || busy) return;
    setBusy(true);
    try {
      await exportSalesCsv(coCode, filters);
    } catch (error) {
      onError(t('export.failed', { reason: error instanceof Error ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={onClick} disabled={disabled || !coCode || busy}>
      <DownloadIcon size={16} />
      {busy ? t('export.busy') : t('export.button')}
    </Button>
  );
}
