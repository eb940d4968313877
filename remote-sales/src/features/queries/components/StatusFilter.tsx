import { Chip, ChipGroup } from '@portal/shared/ui';
import { QUERY_STATUSES, type QueryStatus } from '@portal/shared/validation';
import { statusLabel } from '../lib/queryText';
import { useT } from '../../../i18n';

export interface StatusFilterProps {
  status: QueryStatus | null;
  onStatus: (status: QueryStatus | null) => void;
}

/** The list's status filter: All, or one status (a row of toggle chips, one pressed). */
export function StatusFilter({ status, onStatus }: StatusFilterProps) {
  const { t } = useT();
  return (
    <ChipGroup label={t('queries.filter.label')}>
      <Chip pressed={status === null} onClick={() => onStatus(null)}>
        {t('queries.filter.all')}
      </Chip>
      {QUERY_STATUSES.map((candidate) => (
        <Chip key={candidate} pressed={status === candidate} onClick={() => onStatus(candidate)}>
          {statusLabel(t, candidate)}
        </Chip>
      ))}
    </ChipGroup>
  );
}
