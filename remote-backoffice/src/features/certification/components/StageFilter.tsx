import { TextField } from '@portal/shared/ui';
import { CERTIFICATION_STAGES, type CertificationStage } from '@portal/shared/validation';
import type { CertificationMembersResponse } from '@portal/shared/admin';
import { stageLabel } from '../lib/certificationText';
import { count } from '../../../lib/format';
import layout from '../../../styles/layout.module.css';
import styles from './Certification.module.css';
import { useT } from '../../../i18n';

export interface StageFilterProps {
  stage: CertificationStage | null;
  counts: CertificationMembersResponse['counts'] | null;
  onStage: (stage: CertificationStage | null) => void;
  search: string;
  onSearch: (text: string) => void;
}

/** All / Training / Exam / Certified / Revoked (with the network's counts), and the search by name or code. */
export function StageFilter({ stage, counts, onStage, search, onSearch }: StageFilterProps) {
  const { t } = useT();
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : null;
  const options: [CertificationStage | null, string, number | null][] = [
    [null, t('certification.members.all'), total],
    ...CERTIFICATION_STAGES.map((value): [CertificationStage, string, number | null] => [
      value,
      stageLabel(value),
      counts ? counts[value] : null,
    ]),
  ];
  return (
    <div className={styles.toolbar}>
      <div role="group" aria-label={t('certification.members.stageGroup')} className={layout.segments}>
        {options.map(([value, label, n]) => (
          <button
            key={value ?? 'all'}
            type="button"
            aria-pressed={value === stage}
            className={value === stage ? `${layout.segment} ${layout.segmentOn}` : layout.segment}
            onClick={() => onStage(value)}
          >
            {label}
            {n === null ? null : ` (${count(n)})`}
          </button>
        ))}
      </div>
      <TextField
        label={t('certification.members.search')}
        fieldClassName={styles.search}
        type="search"
        value={search}
        maxLength={100}
        placeholder={t('certification.members.searchPlaceholder')}
        onChange={(event) => onSearch(event.target.value)}
      />
    </div>
  );
}
