import { useEffect, useId, useRef, useState } from 'react';
import { POLICY_TYPES, type PolicyType, SearchIcon } from '@portal/shared';
import { Button, Input } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { useDebouncedCallback } from '../hooks/useDebouncedCallback';
import { POLICY_TYPE_META, countActiveFilters, filterErrors, type FilterValues } from '../../sales-area';
import typeStyles from './policyTypes.module.css';
import styles from './FilterPanel.module.css';

export const CLIENT_SEARCH_DEBOUNCE_MS = 300;

export interface FilterPanelProps {
  filters: FilterValues;
  onChange: (change: Partial<FilterValues>) => void;
  onToggleType: (type: PolicyType) => void;
  onClearAll: () => void;
  /** Delay before a typed client name is applied; 0 applies each keystroke (the mobile dialog's draft). */
  clientDebounceMs?: number;
  /** Wide layout lays the controls out in a row. */
  layout?: 'bar' | 'stack';
}

/** Policy-type toggles, the date range, the client-name search and 'Clear All Filters'. */
export function FilterPanel({
  filters,
  onChange,
  onToggleType,
  onClearAll,
  clientDebounceMs = CLIENT_SEARCH_DEBOUNCE_MS,
  layout = 'bar',
}: FilterPanelProps) {
  const { t } = useT();
  const id = useId();
  const [clientText, setClientText] = useState(filters.clientName);
  const applied = useRef(filters.clientName);
  const {
    run: runDebounced,
    cancel: cancelDebounced,
    flush: flushDebounced,
  } = useDebouncedCallback((value: string) => {
    applied.current = value.trim();
    onChange({ clientName: value.trim() });
  }, clientDebounceMs);

  // The URL changed from elsewhere (a removed tag, Clear All, Back): show it, drop a pending edit.
  useEffect(() => {
    if (filters.clientName !== applied.current) {
      applied.current = filters.clientName;
      cancelDebounced();
      setClientText(filters.clientName);
    }
  }, [filters.clientName, cancelDebounced]);

  const onClientInput = (value: string) => {
    setClientText(value);
    if (value.trim() === applied.current) {
      cancelDebounced();
      return;
    }
    if (clientDebounceMs > 0) runDebounced(value);
    else {
      applied.current = value.trim();
      onChange({ clientName: value.trim() });
    }
  };

  const active = countActiveFilters(filters);
  const toDateError = filterErrors(filters).toDate;

  return (
    <div className={`${styles.panel} ${styles[layout]}`}>
      <fieldset className={styles.types}>
        <legend className={styles.legend}>{t('filters.policyType')}</legend>
        <div className={styles.typeButtons}>
          {POLICY_TYPES.map((type) => {
            const { label, Icon } = POLICY_TYPE_META[type];
            const pressed = filters.policyTypes.includes(type);
            return (
              <button
                key={type}
                type="button"
                className={`${styles.typeButton} ${typeStyles.button} ${typeStyles[type]}`}
                aria-pressed={pressed}
                onClick={() => onToggleType(type)}
              >
                <Icon size={16} />
                <span>{label}</span>
              </button>
            );
          })}
        </div>
      </fieldset>
      <div className={styles.dates}>
        <label className={styles.field} htmlFor={`${id}-from`}>
          <span className={styles.legend}>{t('filters.fromDate')}</span>
          <Input
            size="sm"
            className={styles.input}
            id={`${id}-from`}
            type="date"
            value={filters.fromDate}
            max={filters.toDate || undefined}
            onChange={(event) => onChange({ fromDate: event.target.value })}
          />
        </label>
        <div className={styles.field}>
          <label className={styles.field} htmlFor={`${id}-to`}>
            <span className={styles.legend}>{t('filters.toDate')}</span>
            <Input
              size="sm"
              className={styles.input}
              id={`${id}-to`}
              type="date"
              value={filters.toDate}
              min={filters.fromDate || undefined}
              aria-invalid={toDateError ? true : undefined}
              aria-describedby={toDateError ? `${id}-to-error` : undefined}
              onChange={(event) => onChange({ toDate: event.target.value })}
            />
          </label>
          {toDateError ? (
            <span id={`${id}-to-error`} className={styles.error} role="alert">
              {toDateError}
            </span>
          ) : null}
        </div>
      </div>
      <label className={`${styles.field} ${styles.search}`} htmlFor={`${id}-client`}>
        <span className={styles.legend}>{t('filters.clientName')}</span>
        <Input
          size="sm"
          className={styles.searchBox}
          icon={<SearchIcon size={16} />}
          id={`${id}-client`}
          type="search"
          placeholder={t('filters.searchClient')}
          autoComplete="off"
          value={clientText}
          onChange={(event) => onClientInput(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') flushDebounced();
          }}
        />
      </label>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          cancelDebounced();
          applied.current = '';
          setClientText('');
          onClearAll();
        }}
        disabled={active === 0 && !clientText.trim()}
      >
        {t('filters.clearAll')}
      </Button>
    </div>
  );
}
