import { Button, ButtonRow, Card, Feedback, Status, TextAreaField } from '@portal/shared/ui';
import { useId, useState } from 'react';
import type { AdminBankChange } from '@portal/shared/admin';
import { RetryAlert } from '../../../components/RetryAlert';
import feedback from '../../../styles/feedback.module.css';
import layout from '../../../styles/layout.module.css';
import styles from './Members.module.css';
import { indiaDateTime } from '../../../lib/format';
import { useT } from '../../../i18n';
import { useBankChanges } from '../hooks/useBankChanges';

const asked = (iso: string) =>
  indiaDateTime({ day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** Payout account changes members asked for: each is used for payouts only once approved here. */
export function BankChangesPanel() {
  const { t } = useT();
  const headingId = useId();
  const changes = useBankChanges();
  const { resource, outcome } = changes;
  return (
    <Card title={t('bankChanges.title')} titleId={headingId}>
      {resource.status === 'loading' || resource.status === 'idle' ? (
        <Status kind="loading">{t('common.loading')}</Status>
      ) : resource.status === 'error' ? (
        <RetryAlert message={resource.message} onRetry={changes.reload} />
      ) : resource.value.length === 0 ? (
        <p className={feedback.note}>{t('bankChanges.none')}</p>
      ) : (
        <ul className={layout.plainList}>
          {resource.value.map((change) => (
            <li key={change.id} className={styles.bankChange}>
              <BankChangeItem change={change} changes={changes} />
            </li>
          ))}
        </ul>
      )}
      <Feedback kind="success">{outcome.status === 'done' ? outcome.message : ''}</Feedback>
      {outcome.status === 'error' ? <Feedback kind="error">{outcome.message}</Feedback> : null}
    </Card>
  );
}

function BankChangeItem({ change, changes }: { change: AdminBankChange; changes: ReturnType<typeof useBankChanges> }) {
  const { t } = useT();
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const busy = changes.outcome.status === 'busy';
  const member = `${change.memberName} (${change.coCode})`;
  return (
    <>
      <p>
        <strong>{member}</strong> · {t('bankChanges.asked', { at: asked(change.requestedAt) })}
      </p>
      <p>{t('bankChanges.newAccount', { holder: change.holderName, bank: change.bankName, account: change.account, ifsc: change.ifsc })}</p>
      <p className={feedback.note}>
        {change.previous
          ? t('bankChanges.previous', { bank: change.previous.bankName ?? '', account: change.previous.account })
          : t('bankChanges.noPrevious')}
      </p>
      {changes.rejecting === change.id ? (
        <form
          noValidate
          aria-label={t('bankChanges.rejectLabel', { member })}
          onSubmit={(event) => {
            event.preventDefault();
            void changes.reject(change, reason);
          }}
        >
          <TextAreaField
            id={reasonId}
            label={t('bankChanges.reason')}
            size="sm"
            rows={2}
            value={reason}
            error={changes.reasonError}
            errorRole="alert"
            onChange={(event) => setReason(event.target.value)}
          />
          <ButtonRow>
            <Button type="submit" variant="danger" disabled={busy}>
              {t('bankChanges.reject')}
            </Button>
            <Button variant="outline" onClick={() => changes.startReject(null)} disabled={busy}>
              {t('common.cancel')}
            </Button>
          </ButtonRow>
        </form>
      ) : (
        <ButtonRow>
          <Button
            variant="primary"
            onClick={() => void changes.approve(change)}
            disabled={busy}
            aria-label={t('bankChanges.approveLabel', { member })}
          >
            {t('bankChanges.approve')}
          </Button>
          <Button
            variant="outline"
            onClick={() => changes.startReject(change.id)}
            disabled={busy}
            aria-label={t('bankChanges.rejectLabel', { member })}
          >
            {t('bankChanges.reject')}
          </Button>
        </ButtonRow>
      )}
    </>
  );
}
