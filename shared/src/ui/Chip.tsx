import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';
import styles from './Chip.module.css';

export interface ChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-pressed' | 'type'> {
  /** Chosen: filled, and aria-pressed for assistive technology. */
  pressed: boolean;
  /** A count after the label, in a small pill ("12", or "…" while unknown). */
  count?: ReactNode;
  /** A lighter label (a filter among views). */
  light?: boolean;
}

/** A toggle in a row of them: a view to show, or a filter that is on or off. */
export function Chip({ pressed, count, light = false, className, children, ...button }: ChipProps) {
  return (
    <button {...button} type="button" className={cx(styles.chip, light && styles.light, className)} aria-pressed={pressed}>
      {children}
      {count !== undefined ? <span className={styles.count}>{count}</span> : null}
    </button>
  );
}

export interface ChipGroupProps {
  /** The group's accessible name ("Renewal window"). */
  label: string;
  children: ReactNode;
  className?: string | undefined;
}

/** Chips that belong together: a labelled group, wrapping on a phone. */
export function ChipGroup({ label, children, className }: ChipGroupProps) {
  return (
    <div role="group" aria-label={label} className={cx(styles.group, className)}>
      {children}
    </div>
  );
}
