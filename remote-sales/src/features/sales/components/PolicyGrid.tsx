import { Button, Status } from '@portal/shared/ui';
import { memo, startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Sale } from '../../sales-area';
import { useT } from '../../../i18n';
import { PolicyCard } from './PolicyCard';
import styles from './PolicyGrid.module.css';

/**
 * Cards per block. A multiple of every column count the grid uses (1–4), so blocks tile seamlessly.
 * Blocks far from the viewport are swapped for an empty box of their measured height, which keeps the
 * DOM at a few hundred cards however far the user scrolls (100,000 policies included).
 */
export const BLOCK_SIZE = 48;
/** How far outside the viewport a block stays rendered. */
const KEEP_MARGIN = '1500px 0px';
/** How early the next page is asked for. */
const PREFETCH_MARGIN = '800px 0px';
/** Cards a new list draws at once (a phone's screen and more, two rows of four); the rest follow in a transition. */
export const FIRST_CARDS = 8;

/**
 * How many of the list's cards to draw: a list that starts (from none) draws its first cards, then the
 * rest in a transition, so the first screen paints before the whole page of cards is laid out.
 */
function useDrawnCount(total: number): number {
  const [drawn, setDrawn] = useState({ total, limit: Math.min(total, FIRST_CARDS) });
  let { limit } = drawn;
  if (drawn.total !== total) {
    limit = drawn.total === 0 ? Math.min(total, FIRST_CARDS) : total;
    setDrawn({ total, limit });
  }
  useEffect(() => {
    if (limit < total) startTransition(() => setDrawn({ total, limit: total }));
  }, [limit, total]);
  return Math.min(limit, total);
}

export interface PolicyGridProps {
  items: Sale[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onView: (sale: Sale) => void;
  openingSrNo: string | null;
  /** The list of the previous member or filters, shown faded while the new one loads. */
  dimmed?: boolean;
}

export function PolicyGrid({ items, hasMore, loadingMore, onLoadMore, onView, openingSrNo, dimmed = false }: PolicyGridProps) {
  const count = useDrawnCount(items.length);
  const blocks = Math.ceil(count / BLOCK_SIZE);
  return (
    <div className={dimmed ? `${styles.container} ${styles.dimmed}` : styles.container} inert={dimmed} aria-busy={dimmed}>
      <div className={styles.blocks}>
        {Array.from({ length: blocks }, (_, index) => {
          const start = index * BLOCK_SIZE;
          const end = Math.min(start + BLOCK_SIZE, count);
          const opening = openingSrNo !== null && items.slice(start, end).some((sale) => sale.srNo === openingSrNo);
          return (
            <PolicyBlock key={index} items={items} start={start} end={end} onView={onView} openingSrNo={opening ? openingSrNo : null} />
          );
        })}
      </div>
      {/* Not before the whole page is drawn: a short list would bring the sentinel into view and the next page too early. */}
      <LoadMoreSentinel hasMore={hasMore && count === items.length} loadingMore={loadingMore} onLoadMore={onLoadMore} />
    </div>
  );
}

interface PolicyBlockProps {
  items: Sale[];
  start: number;
  end: number;
  onView: (sale: Sale) => void;
  openingSrNo: string | null;
}

/** Same block when the range holds the same policies: appending a page renders only the new cards. */
function sameBlock(a: PolicyBlockProps, b: PolicyBlockProps): boolean {
  if (a.start !== b.start || a.end !== b.end || a.onView !== b.onView || a.openingSrNo !== b.openingSrNo) return false;
  if (a.items === b.items) return true;
  for (let i = a.start; i < a.end; i += 1) if (a.items[i] !== b.items[i]) return false;
  return true;
}

const PolicyBlock = memo(function PolicyBlock({ items, start, end, onView, openingSrNo }: PolicyBlockProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Far from the viewport, a block that has been shown is replaced by a placeholder of its height.
  const [view, setView] = useState({ near: true, height: 0 });
  const { near } = view;

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        const measured = !entry.isIntersecting && element.dataset['rendered'] === 'true' ? element.offsetHeight : null;
        setView((current) => ({ near: entry.isIntersecting, height: measured ?? current.height }));
      },
      { rootMargin: KEEP_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    if (ref.current) ref.current.dataset['rendered'] = String(near);
  }, [near]);

  if (!near && view.height > 0) {
    return <div ref={ref} className={styles.placeholder} style={{ height: view.height }} aria-hidden="true" />;
  }
  const cards = [];
  for (let i = start; i < end; i += 1) {
    const sale = items[i]!;
    cards.push(<PolicyCard key={sale.srNo} sale={sale} onView={onView} opening={sale.srNo === openingSrNo} />);
  }
  return (
    <div ref={ref} className={styles.block}>
      {cards}
    </div>
  );
}, sameBlock);

function LoadMoreSentinel({ hasMore, loadingMore, onLoadMore }: { hasMore: boolean; loadingMore: boolean; onLoadMore: () => void }) {
  const { t } = useT();
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useLayoutEffect(() => {
    latest.current = onLoadMore;
  });
  const visible = useRef(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        visible.current = entries.some((entry) => entry.isIntersecting);
        if (visible.current) latest.current();
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore]);

  // A short page may leave the sentinel on screen: once a page has arrived, ask for the next one.
  useEffect(() => {
    if (hasMore && !loadingMore && visible.current) latest.current();
  }, [hasMore, loadingMore]);

  if (!hasMore && !loadingMore) return null;
  return (
    <div ref={ref} className={styles.sentinel} data-sales-sentinel="">
      {loadingMore ? (
        <Status kind="loading">{t('list.loadingMore')}</Status>
      ) : (
        <Button variant="outline" size="sm" onClick={() => latest.current()}>
          {t('list.loadMore')}
        </Button>
      )}
    </div>
  );
}
