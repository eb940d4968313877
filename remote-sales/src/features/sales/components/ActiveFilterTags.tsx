import { CloseIcon } from '@portal/shared';
import type { PolicyType } from '@portal/shared';
import { useT } from '../../../i18n';
import { useLocaleFormat } from '../../../lib/useLocaleFormat';
import { POLICY_TYPE_META, type FilterValues } from '../../sales-area';
import typeStyles from './policyTypes.module.css';
import styles from './ActiveFilterTags.module.css';

export interface ActiveFilterTagsProps {
  filters: FilterValues;
  onRemoveType: (type: PolicyType) => void;
  onRemove: (field: 'fromDate' | 'toDate' | 'clientName') => void;
}

/** One removable tag per active filter. */
export function ActiveFilterTags({ filters, onRemoveType, onRemove }: ActiveFilterTagsProps) {
  const { t } = useT();
  const format = useLocaleFormat();
  const tags: { key: string; text: string; className?: string; remove: () => void }[] = [
    ...filters.policyTypes.map((type) => ({
      key: `type-${type}`,
      text: POLICY_TYPE_META[type].label,
      className: typeStyles[type],
      remove: () => onRemoveType(type),
    })),
    ...(filters.fromDate
      ? [{ key: 'from', text: t('filters.tagFrom', { date: format.date(filters.fromDate) }), remove: () => onRemove('fromDate') }]
      : []),
    ...(filters.toDate
      ? [{ key: 'to', text: t('filters.tagTo', { date: format.date(filters.toDate) }), remove: () => onRemove('toDate') }]
      : []),
    ...(filters.clientName
      ? [{ key: 'client', text: t('filters.tagClient', { name: filters.clientName }), remove: () => onRemove('clientName') }]
      : []),
  ];
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={t('filters.active')}>
      {tags.map((tag) => (
        <li key={tag.key} className={`${styles.tag} ${typeStyles.tag} ${tag.className ?? typeStyles.neutral}`}>
          <span>{tag.text}</span>
          <button type="button" className={styles.remove} aria-label={t('filters.remove', { filter: tag.text })} onClick={tag.remove}>
            <CloseIcon size={14} />
          </button>
        </li>
      ))}
    </ul>
  );
}
