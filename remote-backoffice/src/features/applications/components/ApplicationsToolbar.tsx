import { TextField } from '@portal/shared/ui';
import type { ApplicationCounts, ApplicationStatus } from '@portal/shared/admin';
import { ApplicationStatusFilter } from './ApplicationStatusFilter';
import styles from './Applications.module.css';
import { useT } from '../../../i18n';

interface ApplicationsToolbarProps {
  status: ApplicationStatus;
  counts: ApplicationCounts | null;
  onStatus: (status: ApplicationStatus) => void;
  search: string;
  onSearch: (text: string) => void;
}

/** Above the list: the status filter and the search box. */
export function ApplicationsToolbar({ status, counts, onStatus, search, onSearch }: ApplicationsToolbarProps) {
  const { t } = useT();
  return (
    <div className={styles.toolbar}>
      <ApplicationStatusFilter value={status} counts={counts} onChange={onStatus} />
      <TextField
        label={t('applications.search')}
        fieldClassName={styles.search}
        type="search"
        value={search}
        maxLength={100}
        placeholder={t('applications.searchPlaceholder')}
        onChange={(event) => onSearch(event.target.value)}
      />
    </div>
  );
}
