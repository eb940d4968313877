import type { ReactNode } from 'react';
import { SalesTabs } from './SalesTabs';
import styles from './SalesAreaPage.module.css';

export interface SalesAreaPageProps {
  /** The section's `<h1>`. */
  title: string;
  /** Buttons beside the title (export, filters). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of every sales section: the section tabs, then the title and its actions, then the content. */
export function SalesAreaPage({ title, actions, children }: SalesAreaPageProps) {
  return (
    <div className={styles.page}>
      <SalesTabs />
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{title}</h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}
