import { APPLICATION_STATUSES, type ApplicationCounts, type ApplicationStatus } from '@portal/shared/admin';
import { statusLabel } from '../lib/applicationText';
import { useT } from '../../../i18n';
import layout from '../../../styles/layout.module.css';
import styles from './Applications.module.css';

export interface ApplicationStatusFilterProps {
  value: ApplicationStatus;
  /** For the current search; unknown while the first page loads. */
  counts: ApplicationCounts | null;
  onChange: (status: ApplicationStatus) => void;
}

/** Pending / Approved / Rejected: a segmented control (toggle buttons, the chosen one pressed). */
export function ApplicationStatusFilter({ value, counts, onChange }: ApplicationStatusFilterProps) {
  const { t } = useT();
  return (
    <div role="group" aria-label={t('applications.statusGroup')} className={layout.segments}>
      {APPLICATION_STATUSES.map((status) => (
        <button
          key={status}
          type="button"
          aria-pressed={status === value}
          className={status === value ? `${layout.segment} ${layout.segmentOn}` : layout.segment}
          onClick={() => onChange(status)}
        >
          {statusLabel(status)}
          {counts ? <span className={styles.count}> ({counts[status]})</span> : null}
        </button>
      ))}
    </div>
  );
}
