import type { ReactNode } from 'react';
import { cx } from './cx';
import { ScrollBox } from './ScrollBox';
import styles from './Table.module.css';

export interface TableScrollerProps {
  /** The box's name while it scrolls (a region in the tab order), e.g. the table's caption. */
  label: string;
  /** Shown above it while the table is wider than its box, e.g. "Swipe sideways to see every column". */
  hint?: string | undefined;
  /** Added to the box's own look. */
  className?: string | undefined;
  /** Replaces the hint's own look. */
  hintClassName?: string | undefined;
  /** The table's first column stays on screen while it scrolls (and its columns keep a readable width on a phone). */
  stickyFirst?: boolean;
  /** In a bordered box: the table's last row needs no line of its own. */
  boxed?: boolean;
  children: ReactNode;
}

/**
 * A table's box that scrolls sideways when the table is wider than it (a phone), so the page itself
 * never does: while it scrolls it is a labelled region in the tab order, says so in its hint, and fades
 * out the edge with more columns beyond it.
 */
export function TableScroller({ stickyFirst = false, boxed = false, className, hintClassName, ...props }: TableScrollerProps) {
  return (
    <ScrollBox
      {...props}
      className={cx(styles.scroller, stickyFirst && styles.stickyFirst, boxed && styles.boxed, className)}
      hintClassName={hintClassName ?? styles.scrollHint}
    />
  );
}
