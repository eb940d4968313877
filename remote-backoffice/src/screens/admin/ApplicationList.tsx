import type { ApplicationCounts, ApplicationStatus, ApplicationSummary } from '@portal/shared/validation';
import { ListStatus, LoadMore } from '../../components/ListStatus';
import type { CursorListState } from '../../hooks/useCursorList';
import { STATUS_LABELS, formatWhen } from './applicationText';
import layout from '../../styles/layout.module.css';
import styles from './ApplicationsPage.module.css';

export interface ApplicationListProps {
  list: CursorListState<ApplicationSummary, ApplicationCounts>;
  status: ApplicationStatus;
  q: string;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The applications of one status: each a button that opens its details; loading, empty and error states. */
export function ApplicationList({ list, status, q, selectedId, onSelect }: ApplicationListProps) {
  const label = STATUS_LABELS[status].toLowerCase();
  if (!list.items.length) {
    return <ListStatus list={list} noun="applications" empty={q ? `No ${label} application matches “${q}”.` : `No ${label} applications.`} />;
  }
  return (
    <div className={layout.stack}>
      <ul className={layout.plainList} aria-label={`${STATUS_LABELS[status]} applications`}>
        {list.items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className={item.id === selectedId ? `${layout.pick} ${layout.pickOn}` : layout.pick}
              aria-current={item.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(item.id)}
            >
              <span className={styles.itemName}>{item.name}</span>
              <span className={styles.itemLine}>{item.email}</span>
              <span className={styles.itemLine}>
                {item.phone} · applied {formatWhen(item.createdAt)}
              </span>
              <span className={`${styles.badge} ${styles[item.status]}`}>{STATUS_LABELS[item.status]}</span>
            </button>
          </li>
        ))}
      </ul>
      <LoadMore list={list} label="Show more" />
    </div>
  );
}
