import { RENEWABLE_POLICY_TYPES, type PolicyType } from '@portal/shared';
import { Chip, ChipGroup } from '@portal/shared/ui';
import { type RenewalCounts, POLICY_TYPE_META } from '../../sales-area';
import { RENEWALS_VIEWS, type RenewalsView } from '../lib/renewalsQuery';
import styles from './ViewChips.module.css';
import { t, useT } from '../../../i18n';

export function viewLabel(view: RenewalsView): string {
  return view === 'lapsed' ? t('renewals.chips.lapsed') : t('renewals.chips.days', { days: view });
}

export function countOf(counts: RenewalCounts, view: RenewalsView): number {
  return view === 'lapsed' ? counts.lapsed : counts[`within${view}`];
}

export interface ViewChipsProps {
  view: RenewalsView;
  /** Over the whole window for the member and types; null while unknown. */
  counts: RenewalCounts | null;
  onView: (view: RenewalsView) => void;
  policyTypes: PolicyType[];
  onToggleType: (type: PolicyType) => void;
}

/** The windows (7/15/30/60 days, Lapsed) with their counts, and the policy-type filter. */
export function ViewChips({ view, counts, onView, policyTypes, onToggleType }: ViewChipsProps) {
  const { t } = useT();
  return (
    <div className={styles.bar}>
      <ChipGroup label={t('renewals.chips.label')}>
        {RENEWALS_VIEWS.map((candidate) => (
          <Chip
            key={candidate}
            pressed={candidate === view}
            count={<span className={styles.count}>{counts ? countOf(counts, candidate) : '…'}</span>}
            onClick={() => onView(candidate)}
          >
            {viewLabel(candidate)}{' '}
          </Chip>
        ))}
      </ChipGroup>
      <ChipGroup label={t('renewals.chips.types')}>
        {RENEWABLE_POLICY_TYPES.map((type) => (
          <Chip key={type} light pressed={policyTypes.includes(type)} onClick={() => onToggleType(type)}>
            {POLICY_TYPE_META[type].label}
          </Chip>
        ))}
      </ChipGroup>
    </div>
  );
}
