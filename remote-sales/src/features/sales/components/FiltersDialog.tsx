import { startTransition, useState } from 'react';
import type { PolicyType } from '@portal/shared';
import { useT } from '../../../i18n';
import { EMPTY_FILTERS, filterErrors, normalizeTypes, type FilterValues } from '../../sales-area';
import { Button, Dialog } from '@portal/shared/ui';
import { FilterPanel } from './FilterPanel';

/** What Tab goes round in the filters sheet. */
const DIALOG_CONTROLS = 'button:not(:disabled), input';

export interface FiltersDialogProps {
  filters: FilterValues;
  onApply: (filters: FilterValues) => void;
  onClose: () => void;
}

/**
 * The small-screen filters: a bottom sheet editing a draft copy; 'Apply Filters' applies it, closing
 * (✕, Escape, the backdrop) discards it.
 */
export function FiltersDialog({ filters, onApply, onClose }: FiltersDialogProps) {
  const { t } = useT();
  const [draft, setDraft] = useState<FilterValues>(filters);

  const toggle = (type: PolicyType) =>
    setDraft((current) => ({
      ...current,
      policyTypes: normalizeTypes(
        current.policyTypes.includes(type) ? current.policyTypes.filter((t) => t !== type) : [...current.policyTypes, type],
      ),
    }));

  return (
    <Dialog
      title={t('filters.dialogTitle')}
      closeLabel={t('filters.close')}
      onClose={onClose}
      closeOnBackdrop
      placement="sheet"
      initialFocus="button, input"
      focusable={DIALOG_CONTROLS}
    >
      <FilterPanel
        filters={draft}
        onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
        onToggleType={toggle}
        onClearAll={() => setDraft(EMPTY_FILTERS)}
        clientDebounceMs={0}
        layout="stack"
      />
      <Button
        onClick={(event) => {
          // Filters the form refuses stay in the sheet, their field focused, the reason beside it.
          if (Object.keys(filterErrors(draft)).length) {
            event.currentTarget.parentElement?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
            return;
          }
          // The new list renders in a transition: the tap paints at once, the list follows.
          startTransition(() => onApply({ ...draft, clientName: draft.clientName.trim() }));
        }}
      >
        {t('filters.apply')}
      </Button>
    </Dialog>
  );
}
