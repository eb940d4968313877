import { memo } from 'react';
import { formatDateIN, formatRupees, type Sale } from '@portal/shared';
import { POLICY_TYPE_META, policyTypeLabel } from '../policyTypes';
import typeStyles from '../policyTypes.module.css';
import styles from './PolicyCard.module.css';

export interface PolicyCardProps {
  sale: Sale;
  onView: (sale: Sale) => void;
  /** The policy whose document is being fetched. */
  opening?: boolean;
}

/** One policy: what was sold, to whom, for how much, by whom, and a button opening its PDF. */
export const PolicyCard = memo(function PolicyCard({ sale, onView, opening = false }: PolicyCardProps) {
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
        <Row label="Policy Number" value={sale.policyNumber} />
        <Row label="Client Name" value={sale.clientName} />
        <Row label="Risk Start Date" value={formatDateIN(sale.riskStart)} />
        <Row label="Risk End Date" value={formatDateIN(sale.riskEnd)} />
        <Row label="Net Premium" value={formatRupees(sale.netPremium)} />
        <Row label="Pay Out" value={formatRupees(sale.payOut)} />
        {sale.vehicleNo?.trim() ? <Row label="Vehicle No" value={sale.vehicleNo} /> : null}
        <Row label="Insurer" value={sale.insurer} />
        <Row label="Sold By" value={sale.soldByName ? `${sale.soldByName} (${sale.soldBy})` : sale.soldBy} />
      </dl>
      <button
        type="button"
        className={styles.view}
        onClick={() => onView(sale)}
        disabled={opening}
        aria-label={`View Policy ${sale.policyNumber}`}
      >
        {opening ? 'Opening…' : 'View Policy'}
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
