import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';
import styles from './RoundBadge.module.css';

export interface RoundBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** sm: 2.25rem (a list's row); md: 2.75rem (the default); lg: 4rem, a larger letter (a profile's). */
  size?: 'sm' | 'md' | 'lg';
  /** solid: filled in the primary colour (the default); soft: the hover shade, the icon in the primary colour. */
  tone?: 'solid' | 'soft';
  children: ReactNode;
}

/** An icon or a letter in a circle (a member's avatar, a contact channel's icon). */
export function RoundBadge({ size = 'md', tone = 'solid', className, children, ...span }: RoundBadgeProps) {
  return (
    <span {...span} className={cx(styles.badge, styles[size], styles[tone], className)}>
      {children}
    </span>
  );
}
