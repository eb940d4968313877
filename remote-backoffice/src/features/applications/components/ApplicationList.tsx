import { PickButton } from '@portal/shared/ui';
import type { ApplicationStatus, ApplicationSummary } from '@portal/shared/admin';
import { ListStatus, LoadMore } from '../../../components/ListStatus';
import type { CursorListState } from '../../../hooks/useEndpointList';
import { formatWhen, statusLabel } from '../lib/applicationText';
import { useT } from '../../../i18n';
import layout from '../../../styles/layout.module.css';
import styles from './Applications.module.css';

export interface ApplicationListProps {
  list: CursorListState<ApplicationSummary>;
  status: ApplicationStatus;
  q: string;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The applications of one status: each a button that opens its details; loading, empty and error states. */
export function ApplicationList({ list, status, q, selectedId, onSelect }: ApplicationListProps) {
  const { t } = useT();
  if (!list.items.length) {
    const empty = q
      ? {
          pending: t('applications.noMatch.pending', { q }),
          approved: t('applications.noMatch.approved', { q }),
          rejected: t('applications.noMatch.rejected', { q }),
        }[status]
      : {
          pending: t('applications.empty.pending'),
          approved: t('applications.empty.approved'),
          rejected: t('applications.empty.rejected'),
        }[status];
    return <ListStatus list={list} loading={t('applications.loading')} empty={empty} />;
  }
  const listLabel = {
    pending: t('applications.listOf.pending'),
    approved: t('applications.listOf.approved'),
    rejected: t('applications.listOf.rejected'),
  }[status];
  return (
    <div className={layout.stack}>
      <ul className={layout.plainList} aria-label={listLabel}>
        {list.items.map((item) => (
          <li key={item.id}>
            <PickButton selected={item.id === selectedId} onClick={() => onSelect(item.id)}>
              <span className={styles.itemName}>{item.name}</span>
              <span className={styles.itemLine}>{item.email}</span>
              <span className={styles.itemLine}>{t('applications.applied', { phone: item.phone, when: formatWhen(item.createdAt) })}</span>
              <span className={`${styles.badge} ${styles[item.status]}`}>{statusLabel(item.status)}</span>
            </PickButton>
          </li>
        ))}
      </ul>
      <LoadMore list={list} label={t('applications.showMore')} />
    </div>
  );
}
