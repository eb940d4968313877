import type { ReactNode } from 'react';
import { PageFrame } from '@portal/shared/ui';
import { SalesTabs } from './SalesTabs';

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
    <PageFrame title={title} actions={actions} tabs={<SalesTabs />}>
      {children}
    </PageFrame>
  );
}
