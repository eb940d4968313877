import { ButtonRow, SelectField } from '@portal/shared/ui';
import { QUERY_STATUSES, QUERY_TYPES, type QueryStatus, type QueryType } from '@portal/shared/validation';
import type { QueryFilterField, QueryFilterValues } from '../hooks/useQueryList';
import { queryStatusLabel, queryTypeLabel } from '../lib/queryText';
import styles from './Queries.module.css';
import { useT } from '../../../i18n';

export interface QueryFiltersProps {
  values: QueryFilterValues;
  onChange: <F extends QueryFilterField>(field: F, value: QueryFilterValues[F]) => void;
}

/** The list's filters, each applied as soon as it is chosen: status, type, and overdue only. */
export function QueryFilters({ values, onChange }: QueryFiltersProps) {
  const { t } = useT();
  return (
    <form className={styles.filters} aria-label={t('queries.filters')} onSubmit={(event) => event.preventDefault()}>
      <ButtonRow>
        <SelectField
          id="query-filter-status"
          label={t('queries.filter.status')}
          size="sm"
          value={values.status}
          onChange={(event) => onChange('status', event.currentTarget.value as QueryStatus | '')}
        >
          <option value="">{t('queries.filter.any')}</option>
          {QUERY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {queryStatusLabel(status)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="query-filter-type"
          label={t('queries.filter.type')}
          size="sm"
          value={values.type}
          onChange={(event) => onChange('type', event.currentTarget.value as QueryType | '')}
        >
          <option value="">{t('queries.filter.any')}</option>
          {QUERY_TYPES.map((type) => (
            <option key={type} value={type}>
              {queryTypeLabel(type)}
            </option>
          ))}
        </SelectField>
        <label className={styles.check}>
          <input type="checkbox" checked={values.overdue} onChange={(event) => onChange('overdue', event.currentTarget.checked)} />
          {t('queries.filter.overdue')}
        </label>
      </ButtonRow>
    </form>
  );
}
