import type { ReactNode } from 'react';
import { BackOfficeTabs } from './BackOfficeTabs';
import styles from './BackOfficePage.module.css';

export interface BackOfficePageProps {
  /** The section's `<h1>`. */
  title: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of every back-office section: the section tabs, then the title and its actions, then the content. */
export function BackOfficePage({ title, actions, children }: BackOfficePageProps) {
  return (
    <div className={styles.page}>
      <BackOfficeTabs />
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{title}</h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}
