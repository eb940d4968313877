import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './PageFrame.module.css';

export interface PageFrameProps {
  /** The page's `<h1>`. */
  title: ReactNode;
  /** A line under the title. */
  intro?: ReactNode;
  /** Buttons beside the title (export, filters). */
  actions?: ReactNode;
  /** The section's tabs, above the title: a `<TabBar>`. */
  tabs?: ReactNode;
  className?: string | undefined;
  children?: ReactNode;
}

/** The frame of a section's page: its tabs, then the title with its actions (and intro), then the content. */
export function PageFrame({ title, intro, actions, tabs, className, children }: PageFrameProps) {
  return (
    <div className={cx(styles.page, className)}>
      {tabs}
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{title}</h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </header>
      {children}
    </div>
  );
}
