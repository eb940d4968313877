import type { CSSProperties } from 'react';
import { cx } from './cx';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** Words the placeholder takes the width of; drawn in transparent ink, never seen. */
  text?: string | undefined;
  /** Or a blank of about this many characters: the room a name or a figure will take. */
  chars?: number | undefined;
  /** Or a CSS width, for a placeholder with no words. */
  width?: string | undefined;
  /** On a line of its own instead of inline in the text. */
  block?: boolean | undefined;
  /** The layout a screen adds: a size, a round avatar, a button's shape. */
  className?: string | undefined;
}

/**
 * A pulsing grey placeholder of the size of what replaces it, so nothing moves when the data arrives.
 * Hidden from assistive technology: the region it sits in says what loads.
 */
export function Skeleton({ text, chars, width, block = false, className }: SkeletonProps) {
  const style: CSSProperties | undefined = width === undefined ? undefined : { width };
  return (
    <span className={cx(styles.skeleton, block && styles.block, className)} style={style} aria-hidden="true">
      {text ?? (chars === undefined ? null : '\u00a0'.repeat(chars))}
    </span>
  );
}
