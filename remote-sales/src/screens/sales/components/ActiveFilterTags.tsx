import { CloseIcon, formatDateIN, type PolicyType } from '@portal/shared';
import { POLICY_TYPE_META } from '../policyTypes';
import type { FilterValues } from '../salesQueryState';
import typeStyles from '../policyTypes.module.css';
import styles from './ActiveFilterTags.module.css';

export interface ActiveFilterTagsProps {
  filters: FilterValues;
  onRemoveType: (type: PolicyType) => void;
  onRemove: (field: 'fromDate' | 'toDate' | 'clientName') => void;
}

/** One removable tag per active filter. */
export function ActiveFilterTags({ filters, onRemoveType, onRemove }: ActiveFilterTagsProps) {
  const tags: { key: string; text: string; className?: string; remove: () => void }[] = [
    ...filters.policyTypes.map((type) => ({
      key: `type-${type}`,
      text: POLICY_TYPE_META[type].label,
      className: typeStyles[type],
      remove: () => onRemoveType(type),
    })),
    ...(filters.fromDate ? [{ key: 'from', text: `From: ${formatDateIN(filters.fromDate)}`, remove: () => onRemove('fromDate') }] : []),
    ...(filters.toDate ? [{ key: 'to', text: `To: ${formatDateIN(filters.toDate)}`, remove: () => onRemove('toDate') }] : []),
    ...(filters.clientName ? [{ key: 'client', text: `Client: ${filters.clientName}`, remove: () => onRemove('clientName') }] : []),
  ];
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label="Active filters">
      {tags.map((tag) => (
        <li key={tag.key} className={`${styles.tag} ${typeStyles.tag} ${tag.className ?? typeStyles.neutral}`}>
          <span>{tag.text}</span>
          <button type="button" className={styles.remove} aria-label={`Remove filter ${tag.text}`} onClick={tag.remove}>
            <CloseIcon size={14} />
          </button>
        </li>
      ))}
    </ul>
  );
}
