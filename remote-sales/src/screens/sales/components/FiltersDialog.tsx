import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon, keepFocusInside, type PolicyType } from '@portal/shared';
import { EMPTY_FILTERS, normalizeTypes, type FilterValues } from '../salesQueryState';
import { FilterPanel } from './FilterPanel';
import styles from './FiltersDialog.module.css';

/** What Tab goes round in the filters sheet. */
const DIALOG_CONTROLS = 'button:not(:disabled), input';

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

  // Escape and Tab on the dialog's own element: it owns focus while it is open.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => keepFocusInside(element, event, onClose, DIALOG_CONTROLS);
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const toggle = (type: PolicyType) =>
    setDraft((current) => ({
      ...current,
      policyTypes: normalizeTypes(
        current.policyTypes.includes(type) ? current.policyTypes.filter((t) => t !== type) : [...current.policyTypes, type],
      ),
    }));

  return createPortal(
    <div className={styles.backdrop}>
      {/* A click beside the dialog closes it; the keyboard has Escape and the close button. */}
      <div className={styles.scrim} aria-hidden="true" onClick={onClose} />
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
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
