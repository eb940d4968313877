import type { ApplicationStatus } from '@portal/shared/validation';
import { STATUS_LABELS, formatWhen } from './applicationText';
import type { ApplicationListState } from './useApplications';
import { RetryAlert } from '../../components/RetryAlert';
import buttons from '../../styles/buttons.module.css';
import feedback from '../../styles/feedback.module.css';
import layout from '../../styles/layout.module.css';
import styles from './ApplicationsPage.module.css';

export interface ApplicationListProps {
  list: ApplicationListState;
  status: ApplicationStatus;
  q: string;
  selectedId: number | null;
  onSelect: (id: number) => void;
  onRetry: () => void;
  onMore: () => void;
}

/** The applications of one status: each a button that opens its details; loading, empty and error states. */
export function ApplicationList({ list, status, q, selectedId, onSelect, onRetry, onMore }: ApplicationListProps) {
  if (list.status === 'loading') {
    return (
      <p className={feedback.note} role="status">
        Loading applications…
      </p>
    );
  }
  if (list.status === 'error') {
    return (
      <RetryAlert message={list.message} onRetry={onRetry} />
    );
  }
  if (!list.items.length) {
    return (
      <p className={feedback.empty} role="status">
        {q ? `No ${STATUS_LABELS[status].toLowerCase()} application matches “${q}”.` : `No ${STATUS_LABELS[status].toLowerCase()} applications.`}
      </p>
    );
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
      {list.nextCursor ? (
        <button type="button" className={buttons.button} onClick={onMore} disabled={list.more.loading}>
          {list.more.loading ? 'Loading…' : 'Show more'}
        </button>
      ) : null}
      {list.more.error ? (
        <p className={feedback.error} role="alert">
          {list.more.error}
        </p>
      ) : null}
    </div>
  );
}
