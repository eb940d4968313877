import { Button, Feedback, Status } from '@portal/shared/ui';
import { useId } from 'react';
import type { RenewalItem } from '../../sales-area';
import { RenewalRow } from './RenewalRow';
import { RenewalRowSkeleton, SKELETON_ROWS } from './RenewalRowSkeleton';
import { countOf } from './ViewChips';
import type { RenewalsView } from '../lib/renewalsQuery';
import type { RenewalsListState } from '../hooks/useRenewalsList';
import type { MarkKind } from '../hooks/useRenewalsPage';
import styles from './RenewalsList.module.css';
import { t, useT } from '../../../i18n';

export interface RenewalsListProps {
  coCode: string | null;
  view: RenewalsView;
  list: RenewalsListState;
  onMark: (item: RenewalItem, kind: MarkKind) => void;
  onRetry: () => void;
}

/** What the view holds, in words: also what the live region announces when it changes. */
export function summaryText(view: RenewalsView, count: number): string {
  return view === 'lapsed' ? t('renewals.list.lapsed', { count }) : t('renewals.list.due', { count, days: view });
}

export function emptyText(view: RenewalsView): string {
  return view === 'lapsed' ? t('renewals.list.emptyLapsed') : t('renewals.list.emptyDue', { days: view });
}

/** The policies of the view, soonest end first, page by page; loading, empty and failure states. */
export function RenewalsList({ coCode, view, list, onMark, onRetry }: RenewalsListProps) {
  const { t } = useT();
  const headingId = useId();
  const dueCount = list.counts ? countOf(list.counts, view) : null;
  const lapsedShown = view !== 'lapsed' ? list.items.filter((item) => item.status === 'lapsed').length : 0;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('renewals.list.heading')}
      </h2>
      {/* Announced when the view's count is known or changes, not on every page. Outside the busy
          outlines: assistive tech may hold back what a busy element's content says. */}
      <p role="status" className={styles.summary}>
        {list.loading || dueCount === null
          ? t('renewals.list.loading')
          : lapsedShown && list.counts
            ? t('renewals.list.andLapsed', { summary: summaryText(view, dueCount), count: list.counts.lapsed })
            : summaryText(view, dueCount)}
      </p>
      {list.error ? (
        <Feedback kind="error" retry={{ label: t('renewals.list.tryAgain'), onRetry }}>
          {list.error}
        </Feedback>
      ) : null}
      {!list.loading && !list.error && dueCount === 0 ? <Status kind="empty">{emptyText(view)}</Status> : null}
      {list.loading && !list.error ? (
        <ul className={styles.list} aria-hidden="true" aria-busy="true">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <li key={index}>
              <RenewalRowSkeleton />
            </li>
          ))}
        </ul>
      ) : null}
      {coCode && list.items.length ? (
        <ul className={styles.list}>
          {list.items.map((item) => (
            <li key={item.srNo}>
              <RenewalRow coCode={coCode} item={item} onMark={onMark} onChanged={list.replaceItem} />
            </li>
          ))}
        </ul>
      ) : null}
      {list.moreError ? (
        <Feedback kind="error" retry={{ label: t('renewals.list.tryAgain'), onRetry }}>
          {list.moreError}
        </Feedback>
      ) : null}
      {list.hasMore && !list.moreError ? (
        <Button variant="outline" className={styles.more} disabled={list.loadingMore} onClick={list.loadMore}>
          {list.loadingMore ? t('renewals.list.loadingMore') : t('renewals.list.loadMore')}
        </Button>
      ) : null}
    </section>
  );
}
