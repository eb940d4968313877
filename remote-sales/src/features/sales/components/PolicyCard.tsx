import { memo } from 'react';
import { formatRupees } from '@portal/shared';
import { DetailRow } from '@portal/shared/ui';
import { type Sale, POLICY_TYPE_META, policyTypeLabel } from '../../sales-area';
import { useT } from '../../../i18n';
import { useLocaleFormat } from '../../../lib/useLocaleFormat';
import typeStyles from './policyTypes.module.css';
import styles from './PolicyCard.module.css';

export interface PolicyCardProps {
  sale: Sale;
  onView: (sale: Sale) => void;
  /** The policy whose document is being fetched. */
  opening?: boolean;
}

/** One policy: what was sold, to whom, for how much, by whom, and a button opening its PDF. */
export const PolicyCard = memo(function PolicyCard({ sale, onView, opening = false }: PolicyCardProps) {
  const { t } = useT();
  const format = useLocaleFormat();
  const meta = POLICY_TYPE_META[sale.policyType];
  const Icon = meta?.Icon;
  const titleId = `policy-${sale.srNo}`;
  return (
    <article className={`${styles.card} ${typeStyles.accent} ${typeStyles[sale.policyType] ?? ''}`} aria-labelledby={titleId}>
      <header className={styles.header}>
        <span className={`${styles.type} ${typeStyles.label}`}>
          {Icon ? <Icon size={16} /> : null}
          {policyTypeLabel(sale.policyType)}
        </span>
        <h3 id={titleId} className={styles.product}>
          {sale.productName}
        </h3>
      </header>
      <dl className={styles.fields}>
        <DetailRow label={t('policy.number')}>{sale.policyNumber}</DetailRow>
        <DetailRow label={t('policy.client')}>{sale.clientName}</DetailRow>
        <DetailRow label={t('policy.riskStart')}>{format.date(sale.riskStart)}</DetailRow>
        <DetailRow label={t('policy.riskEnd')}>{format.date(sale.riskEnd)}</DetailRow>
        <DetailRow label={t('policy.netPremium')}>{formatRupees(sale.netPremium)}</DetailRow>
        <DetailRow label={t('policy.payOut')}>{formatRupees(sale.payOut)}</DetailRow>
        {sale.vehicleNo?.trim() ? <DetailRow label={t('policy.vehicleNo')}>{sale.vehicleNo}</DetailRow> : null}
        <DetailRow label={t('policy.insurer')}>{sale.insurer}</DetailRow>
        <DetailRow label={t('policy.soldBy')}>{sale.soldByName ? `${sale.soldByName} (${sale.soldBy})` : sale.soldBy}</DetailRow>
      </dl>
      <button
        type="button"
        className={styles.view}
        onClick={() => onView(sale)}
        disabled={opening}
        aria-label={t('policy.viewLabel', { number: sale.policyNumber })}
      >
        {opening ? t('policy.opening') : t('policy.view')}
      </button>
    </article>
  );
});
