import { Skeleton, cx } from '@portal/shared/ui';
import styles from './Skeleton.module.css';

export interface SkeletonBarProps {
  /** Width of the bar (a CSS length); the full line when omitted. */
  width?: string;
  /** Extra class, e.g. to match the line height of the text it stands for. */
  className?: string;
}

/**
 * A grey bar standing for text that is not there yet, one line high. Hidden from assistive tech: the
 * region it sits in says it is busy, and its status line says what loads.
 */
export function SkeletonBar({ width, className }: SkeletonBarProps) {
  return <Skeleton width={width} className={cx(styles.bar, className)} />;
}
