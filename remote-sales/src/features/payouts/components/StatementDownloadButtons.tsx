import { DownloadIcon } from '@portal/shared';
import { Button } from '@portal/shared/ui';
import type { StatementDownloads } from '../hooks/useStatementDownloads';
import styles from './Payouts.module.css';
import { useT } from '../../../i18n';

export interface StatementDownloadButtonsProps {
  downloads: StatementDownloads;
  /** False until a statement is shown: the files are of the shown member and month. */
  available: boolean;
}

/** "Download PDF" and "Download CSV" of the shown statement; one file at a time. */
export function StatementDownloadButtons({ downloads, available }: StatementDownloadButtonsProps) {
  const { t } = useT();
  const { busy, download } = downloads;
  return (
    <div className={styles.controls}>
      <Button variant="outline" size="sm" onClick={() => download('pdf')} disabled={!available || busy !== null} aria-busy={busy === 'pdf'}>
        <DownloadIcon size={16} />
        {busy === 'pdf' ? t('payouts.download.pdfBusy') : t('payouts.download.pdf')}
      </Button>
      <Button variant="outline" size="sm" onClick={() => download('csv')} disabled={!available || busy !== null} aria-busy={busy === 'csv'}>
        <DownloadIcon size={16} />
        {busy === 'csv' ? t('payouts.download.csvBusy') : t('payouts.download.csv')}
      </Button>
    </div>
  );
}
