import type { Resource } from '../hooks/queryResource';
import type { CursorListState } from '../hooks/useEndpointList';
import { RetryAlert } from './RetryAlert';
import { Button, Status } from '@portal/shared/ui';
import { useT } from '../i18n';
import styles from './ListStatus.module.css';

export interface ListStatusProps {
  list: Pick<CursorListState<unknown>, 'loading' | 'error' | 'retry'> & { items: readonly unknown[] };
  /** Said while the first page loads ("Loading messages…"). */
  loading: string;
  /** Said when the list is empty. */
  empty: string;
}

/** The first page's state: loading, failed with "Try again", or empty. Nothing once there are rows. */
export function ListStatus({ list, loading, empty }: ListStatusProps) {
  if (list.loading) return <Status kind="loading">{loading}</Status>;
  if (list.error) return <RetryAlert message={list.error} onRetry={list.retry} />;
  if (list.items.length === 0) return <Status kind="empty">{empty}</Status>;
  return null;
}

export interface ResourceListStatusProps extends Omit<ListStatusProps, 'list'> {
  resource: Resource<readonly unknown[]>;
  reload: () => void;
}

/** ListStatus for a list loaded whole (a read through the cache). */
export function ResourceListStatus({ resource, reload, loading, empty }: ResourceListStatusProps) {
  const list = {
    loading: resource.status === 'loading' || resource.status === 'idle',
    error: resource.status === 'error' ? resource.message : null,
    retry: reload,
    items: resource.status === 'ready' ? resource.value : [],
  };
  return <ListStatus list={list} loading={loading} empty={empty} />;
}

export interface LoadMoreProps {
  list: Pick<CursorListState<unknown>, 'hasMore' | 'loadingMore' | 'moreError' | 'loadMore' | 'retry'>;
  /** The button's text ("Load more" by default). */
  label?: string;
}

/** "Load more" below a list, and why the next page failed with "Try again". */
export function LoadMore({ list, label }: LoadMoreProps) {
  const { t } = useT();
  return (
    <>
      {list.moreError ? <RetryAlert message={list.moreError} onRetry={list.retry} /> : null}
      {list.hasMore && !list.moreError ? (
        <Button variant="outline" className={styles.loadMore} onClick={list.loadMore} disabled={list.loadingMore}>
          {list.loadingMore ? t('common.loading') : (label ?? t('common.loadMore'))}
        </Button>
      ) : null}
    </>
  );
}
