import { Button } from '@portal/shared/ui';
import { useEffect, useId, useRef } from 'react';
import type { RenewalItem } from '../../sales-area';
import { reminderMessage, whatsappShareUrl } from '../lib/renewalText';
import { useCopyText } from '../hooks/useCopyText';
import { useT } from '../../../i18n';
import styles from './RenewalRow.module.css';

/**
 * 'Share reminder' on WhatsApp (the agent's own app, recipient chosen there) and 'Copy text' for any
 * other channel; the message is built here, in the browser, and sent to no server of ours.
 */
export function ShareReminder({ item }: { item: RenewalItem }) {
  const { t } = useT();
  const message = reminderMessage(item);
  const { state, copy, reset } = useCopyText();
  const fallbackId = useId();
  const fallback = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (state === 'refused') fallback.current?.select();
  }, [state]);

  return (
    <div className={styles.share}>
      <a
        className={styles.action}
        href={whatsappShareUrl(message)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('renewals.share.whatsappLabel', { client: item.clientName })}
      >
        {t('renewals.share.whatsapp')}
      </a>
      <Button
        variant="outline"
        size="sm"
        aria-label={t('renewals.share.copyLabel', { client: item.clientName })}
        onClick={() => void copy(message)}
      >
        {t('renewals.share.copy')}
      </Button>
      <span role="status" className={styles.copied}>
        {state === 'copied' ? t('renewals.share.copied') : ''}
      </span>
      {state === 'refused' ? (
        <div className={styles.fallback}>
          <label htmlFor={fallbackId}>{t('renewals.share.copyByHand')}</label>
          <textarea id={fallbackId} ref={fallback} readOnly rows={6} value={message} />
          <Button variant="outline" size="sm" onClick={reset}>
            {t('renewals.share.done')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
