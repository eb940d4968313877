import { useRef } from 'react';
import { formatDateIN, formatPaise, type RenewalItem, type RenewalOutcome } from '@portal/shared';
import { ShareReminder } from './ShareReminder';
import { policyTypeLabel } from '../../policyTypes';
import { daysLeftText, dueTone } from '../renewalText';
import { useClearMark } from '../useClearMark';
import type { MarkKind } from '../useRenewalsPage';
import styles from './RenewalRow.module.css';

export interface RenewalRowProps {
  /** The selected member, whose subtree the policy is in (the API's scope for marking). */
  coCode: string;
  item: RenewalItem;
  onMark: (item: RenewalItem, kind: MarkKind) => void;
  onChanged: (item: RenewalItem) => void;
}

/** "Renewed (new policy P-2) · marked by Asha on 12 Nov 2026", or the reason it is not renewing. */
export function outcomeText(outcome: RenewalOutcome): string {
  const by = outcome.byName ? ` by ${outcome.byName}` : '';
  const when = ` on ${formatDateIN(outcome.at)}`;
  if (outcome.kind === 'not_renewing') return `Not renewing: ${outcome.reason} · marked${by}${when}`;
  const renewedAs = outcome.renewedPolicyNumber ? ` (new policy ${outcome.renewedPolicyNumber})` : '';
  return outcome.automatic
    ? `Renewed${renewedAs} · matched automatically at import${when}`
    : `Renewed${renewedAs} · marked${by}${when}`;
}

/** One due or lapsed policy: when it ends, what it is, its mark, and what can be done about it. */
export function RenewalRow({ coCode, item, onMark, onChanged }: RenewalRowProps) {
  const markButton = useRef<HTMLButtonElement>(null);
  const { clearing, error, clear } = useClearMark(coCode, item, onChanged);
  const onClear = async () => {
    // The 'Clear mark' button goes away with the mark: focus stays in the row.
    if (await clear()) markButton.current?.focus();
  };
  const product = item.productName.trim() || policyTypeLabel(item.policyType);

  return (
    <article className={styles.row} aria-label={`${item.clientName}, ${product}, ${daysLeftText(item.daysLeft)}`}>
      <div className={styles.head}>
        <span className={`${styles.badge} ${styles[dueTone(item.daysLeft)]}`}>{daysLeftText(item.daysLeft)}</span>
        <h3 className={styles.client}>{item.clientName}</h3>
      </div>
      <dl className={styles.details}>
        <div>
          <dt>Product</dt>
          <dd>
            {product} · {policyTypeLabel(item.policyType)}
          </dd>
        </div>
        <div>
          <dt>Insurer</dt>
          <dd>{item.insurer}</dd>
        </div>
        <div>
          <dt>Policy no.</dt>
          <dd>{item.policyNumber}</dd>
        </div>
        <div>
          <dt>{item.status === 'lapsed' ? 'Ended on' : 'Due on'}</dt>
          <dd>{formatDateIN(item.riskEnd)}</dd>
        </div>
        <div>
          <dt>Premium</dt>
          <dd>{formatPaise(item.netPremiumPaise)}</dd>
        </div>
        <div>
          <dt>Sold by</dt>
          <dd>
            {item.soldByName ?? item.soldBy} ({item.soldBy})
          </dd>
        </div>
      </dl>
      {item.outcome ? (
        <p className={`${styles.outcome} ${item.outcome.kind === 'renewed' ? styles.renewed : styles.notRenewing}`}>
          {outcomeText(item.outcome)}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={styles.rowError}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button ref={markButton} type="button" className={styles.action} aria-haspopup="dialog" onClick={() => onMark(item, 'renewed')}>
          Mark renewed
        </button>
        <button type="button" className={styles.action} aria-haspopup="dialog" onClick={() => onMark(item, 'not_renewing')}>
          Not renewing
        </button>
        {item.outcome ? (
          <button type="button" className={styles.action} disabled={clearing} onClick={() => void onClear()}>
            {clearing ? 'Clearing…' : 'Clear mark'}
          </button>
        ) : null}
        <ShareReminder item={item} />
      </div>
    </article>
  );
}
