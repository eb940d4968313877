import type { ReactNode } from 'react';

export interface DetailRowProps {
  label: ReactNode;
  /** The value. */
  children: ReactNode;
  /** The row's look (the list's grid, a card's line): the caller's, the kit has none of its own. */
  className?: string | undefined;
  valueClassName?: string | undefined;
}

/** One label and its value in a description list (`<dl>`): a `<dt>` and a `<dd>` in a `<div>` the caller styles. */
export function DetailRow({ label, children, className, valueClassName }: DetailRowProps) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
