import { memo } from 'react';
import { formatRupees } from '@portal/shared';
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
        <Row label={t('policy.number')} value={sale.policyNumber} />
        <Row label={t('policy.client')} value={sale.clientName} />
        <Row label={t('policy.riskStart')} value={format.date(sale.riskStart)} />
        <Row label={t('policy.riskEnd')} value={format.date(sale.riskEnd)} />
        <Row label={t('policy.netPremium')} value={formatRupees(sale.netPremium)} />
        <Row label={t('policy.payOut')} value={formatRupees(sale.payOut)} />
        {sale.vehicleNo?.trim() ? <Row label={t('policy.vehicleNo')} value={sale.vehicleNo} /> : null}
        <Row label={t('policy.insurer')} value={sale.insurer} />
        <Row label={t('policy.soldBy')} value={sale.soldByName ? `${sale.soldByName} (${sale.soldBy})` : sale.soldBy} />
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

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
