import { Button } from '@portal/shared/ui';
import { useRef } from 'react';
import { formatPaise } from '@portal/shared';
import { type RenewalItem, type RenewalOutcome, policyTypeLabel } from '../../sales-area';
import { ShareReminder } from './ShareReminder';
import { useLocaleFormat } from '../../../lib/useLocaleFormat';
import { t, useT } from '../../../i18n';
import { daysLeftText, dueTone } from '../lib/renewalText';
import { useClearMark } from '../hooks/useClearMark';
import { useQueuedMark } from '../hooks/useQueuedMark';
import type { MarkKind } from '../hooks/useRenewalsPage';
import styles from './RenewalRow.module.css';

export interface RenewalRowProps {
  /** The selected member, whose subtree the policy is in (the API's scope for marking). */
  coCode: string;
  item: RenewalItem;
  onMark: (item: RenewalItem, kind: MarkKind) => void;
  onChanged: (item: RenewalItem) => void;
}

/**
 * "Renewed (new policy P-2) · marked by Asha on 12 Nov 2026", or the reason it is not renewing, in the
 * current language; `date` writes the mark's day in it.
 */
export function outcomeText(outcome: RenewalOutcome, date: (iso: string) => string): string {
  const when = date(outcome.at);
  const head =
    outcome.kind === 'not_renewing'
      ? t('renewals.outcome.notRenewing', { reason: outcome.reason })
      : outcome.renewedPolicyNumber
        ? t('renewals.outcome.renewedAs', { number: outcome.renewedPolicyNumber })
        : t('renewals.outcome.renewed');
  const tail =
    outcome.kind === 'renewed' && outcome.automatic
      ? t('renewals.outcome.automatic', { date: when })
      : outcome.byName
        ? t('renewals.outcome.markedBy', { name: outcome.byName, date: when })
        : t('renewals.outcome.marked', { date: when });
  return `${head} · ${tail}`;
}

/** One due or lapsed policy: when it ends, what it is, its mark, and what can be done about it. */
export function RenewalRow({ coCode, item, onMark, onChanged }: RenewalRowProps) {
  const { t } = useT();
  const format = useLocaleFormat();
  const markButton = useRef<HTMLButtonElement>(null);
  const { clearing, error, clear } = useClearMark(coCode, item, onChanged);
  const queued = useQueuedMark(coCode, item.srNo);
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
          <dt>{t('renewals.row.product')}</dt>
          <dd>
            {product} · {policyTypeLabel(item.policyType)}
          </dd>
        </div>
        <div>
          <dt>{t('renewals.row.insurer')}</dt>
          <dd>{item.insurer}</dd>
        </div>
        <div>
          <dt>{t('renewals.row.policyNo')}</dt>
          <dd>{item.policyNumber}</dd>
        </div>
        <div>
          <dt>{item.status === 'lapsed' ? t('renewals.row.endedOn') : t('renewals.row.dueOn')}</dt>
          <dd>{format.date(item.riskEnd)}</dd>
        </div>
        <div>
          <dt>{t('renewals.row.premium')}</dt>
          <dd>{formatPaise(item.netPremiumPaise)}</dd>
        </div>
        <div>
          <dt>{t('renewals.row.soldBy')}</dt>
          <dd>
            {item.soldByName ?? item.soldBy} ({item.soldBy})
          </dd>
        </div>
      </dl>
      {item.outcome ? (
        <p className={`${styles.outcome} ${item.outcome.kind === 'renewed' ? styles.renewed : styles.notRenewing}`}>
          {outcomeText(item.outcome, format.date)}
        </p>
      ) : null}
      {queued?.kind === 'pending' ? (
        <p role="status" className={styles.queued}>
          {queued.text}
        </p>
      ) : null}
      {queued?.kind === 'refused' ? (
        <p role="alert" className={styles.rowError}>
          {queued.text}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={styles.rowError}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button ref={markButton} variant="outline" size="sm" aria-haspopup="dialog" onClick={() => onMark(item, 'renewed')}>
          {t('renewals.row.markRenewed')}
        </Button>
        <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={() => onMark(item, 'not_renewing')}>
          {t('renewals.row.notRenewing')}
        </Button>
        {item.outcome ? (
          <Button variant="outline" size="sm" disabled={clearing} onClick={() => void onClear()}>
            {clearing ? t('renewals.row.clearing') : t('renewals.row.clearMark')}
          </Button>
        ) : null}
        <ShareReminder item={item} />
      </div>
    </article>
  );
}
