import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';
import styles from './Banner.module.css';

/** neutral: a quiet note (the data shown is not the latest, say); warning: something the member must act on. */
export type BannerTone = 'neutral' | 'warning';

export interface BannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  tone: BannerTone;
  /** What it says, in one line where there is room. */
  children: ReactNode;
  /** Beside the text (a link to where the member acts, say). */
  action?: ReactNode;
}

/**
 * A line across the page under the header, about the whole portal rather than one page: a bordered box
 * with an accent on its left in the tone's colour. Other attributes (a role) go on its box.
 */
export function Banner({ tone, children, action, className, ...box }: BannerProps) {
  return (
    <div {...box} className={cx(styles.banner, styles[tone], className)}>
      <p className={styles.text}>{children}</p>
      {action}
    </div>
  );
}
