import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * TableScroller's behaviour without its look (no stylesheet): a table's box that scrolls sideways when
 * the table is wider than it (a phone), so the page itself never does. While it scrolls it is a labelled region in the tab order, so a keyboard can scroll it,
 * and it says so: the `hint` is shown above it and describes the region. Its scroll position is on the
 * box as `data-more-before` / `data-more-after`, so a stylesheet can shade the edge with more beyond it.
 */
export interface ScrollBoxProps {
  label: string;
  /** Shown while the table is wider than its box, e.g. "Swipe sideways to see every column". */
  hint?: string | undefined;
  className?: string | undefined;
  hintClassName?: string | undefined;
  children: ReactNode;
}

interface ScrollState {
  overflows: boolean;
  moreBefore: boolean;
  moreAfter: boolean;
}

const FITS: ScrollState = { overflows: false, moreBefore: false, moreAfter: false };

function sameState(a: ScrollState, b: ScrollState) {
  return a.overflows === b.overflows && a.moreBefore === b.moreBefore && a.moreAfter === b.moreAfter;
}

export function ScrollBox({ label, hint, className, hintClassName, children }: ScrollBoxProps) {
  const ref = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [state, setState] = useState<ScrollState>(FITS);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const overflows = box.scrollWidth > box.clientWidth + 1;
      // Right-to-left scripts scroll with a negative scrollLeft; the distance from the start is the same.
      const scrolled = Math.abs(box.scrollLeft);
      const next: ScrollState = {
        overflows,
        moreBefore: overflows && scrolled > 1,
        moreAfter: overflows && scrolled + box.clientWidth < box.scrollWidth - 1,
      };
      setState((current) => (sameState(current, next) ? current : next));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    box.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', measure);
    };
  }, []);
  const { overflows } = state;
  const showHint = overflows && Boolean(hint);
  return (
    <>
      {showHint ? (
        <p id={hintId} className={hintClassName}>
          {hint}
        </p>
      ) : null}
      <div
        ref={ref}
        className={className}
        role={overflows ? 'region' : undefined}
        aria-label={overflows ? label : undefined}
        aria-describedby={showHint ? hintId : undefined}
        tabIndex={overflows ? 0 : undefined}
        data-more-before={state.moreBefore || undefined}
        data-more-after={state.moreAfter || undefined}
      >
        {children}
      </div>
    </>
  );
}
