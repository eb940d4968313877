import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon, type PolicyType } from '@portal/shared';
import { EMPTY_FILTERS, normalizeTypes, type FilterValues } from '../salesQueryState';
import { FilterPanel } from './FilterPanel';
import styles from './FiltersDialog.module.css';

export interface FiltersDialogProps {
  filters: FilterValues;
  onApply: (filters: FilterValues) => void;
  onClose: () => void;
}

/**
 * The small-screen filters: an overlay editing a draft copy; 'Apply Filters' applies it, closing
 * (✕, Escape, the backdrop) discards it. Focus moves in on open, stays inside, and returns on close.
 * Rendered into document.body: a fixed overlay inside the host's page container would be positioned
 * against that container (the shell's page transition animates `transform`), not the viewport.
 */
export function FiltersDialog({ filters, onApply, onClose }: FiltersDialogProps) {
  const [draft, setDraft] = useState<FilterValues>(filters);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.querySelector<HTMLElement>('button, input')?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>('button:not(:disabled), input')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const toggle = (type: PolicyType) =>
    setDraft((current) => ({
      ...current,
      policyTypes: normalizeTypes(
        current.policyTypes.includes(type) ? current.policyTypes.filter((t) => t !== type) : [...current.policyTypes, type],
      ),
    }));

  return createPortal(
    <div className={styles.backdrop} onClick={onClose}>
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={onKeyDown}
      >
        <header className={styles.header}>
          <h2 id={titleId}>Filters</h2>
          <button type="button" className={styles.close} aria-label="Close filters" onClick={onClose}>
            <CloseIcon />
          </button>
        </header>
        <FilterPanel
          filters={draft}
          onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
          onToggleType={toggle}
          onClearAll={() => setDraft(EMPTY_FILTERS)}
          clientDebounceMs={0}
          layout="stack"
        />
        <button type="button" className={styles.apply} onClick={() => onApply({ ...draft, clientName: draft.clientName.trim() })}>
          Apply Filters
        </button>
      </div>
    </div>,
    document.body,
  );
}
