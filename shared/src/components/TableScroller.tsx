import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A table's box that scrolls sideways when the table is wider than it (a phone), so the page itself
 * never does. While it scrolls it is a labelled region in the tab order, so a keyboard can scroll it.
 */
export interface TableScrollerProps {
  label: string;
  /** The box's look: each remote's own stylesheet. */
  className?: string | undefined;
  children: ReactNode;
}

export function TableScroller({ label, className, children }: TableScrollerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className={className}
      role={overflows ? 'region' : undefined}
      aria-label={overflows ? label : undefined}
      tabIndex={overflows ? 0 : undefined}
    >
      {children}
    </div>
  );
}
