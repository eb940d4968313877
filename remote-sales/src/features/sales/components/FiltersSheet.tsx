import { useState } from 'react';
import type { FilterValues } from '../../sales-area';
import { FiltersButton } from './FiltersButton';
import { FiltersDialog } from './FiltersDialog';

export interface FiltersSheetProps {
  filters: FilterValues;
  activeCount: number;
  onApply: (filters: FilterValues) => void;
}

/**
 * The small-screen filters: the button with the number of filters set, and the sheet it opens. Whether
 * the sheet is open is this component's own state, so opening it renders the sheet alone, not the
 * page and its list of policies.
 */
export function FiltersSheet({ filters, activeCount, onApply }: FiltersSheetProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <FiltersButton open={open} activeCount={activeCount} onClick={() => setOpen(true)} />
      {open ? (
        <FiltersDialog
          filters={filters}
          onApply={(next) => {
            onApply(next);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
