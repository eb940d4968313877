import { SkeletonBar } from '../../sales-area';
import styles from './PolicyCard.module.css';

/** Skeleton cards before the first page: as many as fill a phone's screen. */
export const SKELETON_CARDS = 4;

/** The rows of a policy card without a vehicle number, the usual one. */
const ROWS = 8;

/**
 * A policy card's frame before its policy arrives: the same box, header, rows and button, so the first
 * page takes the place the skeletons held. Hidden from assistive tech (the list's status line speaks).
 */
export function PolicyCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true" data-testid="policy-card-skeleton">
      <div className={styles.header}>
        <span className={styles.type}>
          <SkeletonBar width="5rem" />
        </span>
        <span className={styles.product}>
          <SkeletonBar width="70%" />
        </span>
      </div>
      <div className={styles.fields}>
        {Array.from({ length: ROWS }, (_, row) => (
          <div key={row}>
            <SkeletonBar width="70%" />
            <SkeletonBar width="85%" />
          </div>
        ))}
      </div>
      <span className={`${styles.view} ${styles.skeletonButton}`} />
    </div>
  );
}
