import { Button, ButtonRow, Card, DetailRow, Feedback, Status } from '@portal/shared/ui';
import { useEffect, useRef } from 'react';
import type { ApplicationDetails as Details } from '@portal/shared/admin';
import { memberLabel } from '../../../lib/memberText';
import { ApproveForm } from './ApproveForm';
import { RejectForm } from './RejectForm';
import { DuplicateWarning } from './DuplicateWarning';
import { formatWhen, statusLabel } from '../lib/applicationText';
import { useT } from '../../../i18n';
import { useApplicationDetails } from '../hooks/useApplicationDetails';
import { RetryAlert } from '../../../components/RetryAlert';
import feedback from '../../../styles/feedback.module.css';
import styles from './Applications.module.css';

export interface ApplicationDetailsProps {
  id: number;
  onClose: () => void;
}

/** One application: its details (PAN and Aadhaar masked until revealed) and what can be done with it. */
export function ApplicationDetails({ id, onClose }: ApplicationDetailsProps) {
  const { t } = useT();
  const view = useApplicationDetails(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = view.resource.status === 'ready';
  const decided = view.resource.status === 'ready' ? view.resource.value.status : null;

  // Opening an application, a decision on it, or a form closing (whose button had the focus) takes the
  // focus to its name, so a keyboard or screen-reader user is not left on nothing.
  useEffect(() => {
    if (ready && view.form === null) heading.current?.focus();
  }, [ready, id, decided, view.form]);

  if (view.resource.status === 'loading' || view.resource.status === 'idle') {
    return (
      <Card aria-label={t('applications.details.region')}>
        <Status kind="loading">{t('applications.details.loading')}</Status>
      </Card>
    );
  }
  if (view.resource.status === 'error') {
    return (
      <Card aria-label={t('applications.details.region')}>
        <RetryAlert message={view.resource.message} onRetry={view.reload} />
      </Card>
    );
  }

  const app: Details = view.resource.value;
  const hasNumbers = Boolean(app.pan || app.aadhaar);
  const busy = view.busy !== null;
  return (
    <Card
      title={app.name}
      titleId={`application-${app.id}`}
      headingRef={heading}
      titleClassName={styles.detailsTitle}
      actions={
        <Button variant="quiet" onClick={onClose}>
          {t('applications.details.close')}
        </Button>
      }
    >
      {app.duplicateOf ? <DuplicateWarning duplicate={app.duplicateOf} /> : null}
      <dl className={styles.fields}>
        <DetailRow label={t('applications.details.status')}>
          <span className={`${styles.badge} ${styles[app.status]}`}>{statusLabel(app.status)}</span>
        </DetailRow>
        <DetailRow label={t('applications.details.email')}>{app.email}</DetailRow>
        <DetailRow label={t('applications.details.phone')}>{app.phone}</DetailRow>
        <DetailRow label={t('applications.details.applied')}>{formatWhen(app.createdAt)}</DetailRow>
        <DetailRow label={t('applications.details.referredBy')}>{app.referralId ?? '—'}</DetailRow>
        <DetailRow label={t('applications.details.foundUs')}>{app.reason}</DetailRow>
        <DetailRow label={t('applications.details.pan')}>
          <span className={styles.number}>{view.revealed ? (view.revealed.pan ?? '—') : (app.pan ?? t('common.notGiven'))}</span>
        </DetailRow>
        <DetailRow label={t('applications.details.aadhaar')}>
          <span className={styles.number}>{view.revealed ? (view.revealed.aadhaar ?? '—') : (app.aadhaar ?? t('common.notGiven'))}</span>
        </DetailRow>
        {app.decidedAt ? (
          <DetailRow label={app.status === 'rejected' ? t('applications.status.rejected') : t('applications.status.approved')}>
            {formatWhen(app.decidedAt)}
            {app.decidedBy ? t('applications.details.decidedBy', { name: app.decidedBy }) : ''}
          </DetailRow>
        ) : null}
        {app.rejectionReason ? <DetailRow label={t('applications.details.reasonGiven')}>{app.rejectionReason}</DetailRow> : null}
        {app.member ? (
          <DetailRow label={t('applications.details.member')}>
            {memberLabel(app.member)}
            {app.member.parentCoCode
              ? t('applications.details.memberUnder', { name: app.member.parentName ?? '', code: app.member.parentCoCode })
              : ''}
            {app.member.hasAccount ? t('applications.details.hasPassword') : t('applications.details.noPassword')}
          </DetailRow>
        ) : null}
      </dl>

      {hasNumbers && !view.revealed ? (
        <ButtonRow>
          <Button variant="outline" onClick={() => void view.reveal()} disabled={busy}>
            {view.busy === 'reveal' ? t('applications.details.revealing') : t('applications.details.reveal')}
          </Button>
          <p className={feedback.note}>{t('applications.details.revealNote')}</p>
        </ButtonRow>
      ) : null}

      <p className={feedback.success} role="status" aria-live="polite">
        {view.notice}
      </p>
      {view.error ? <Feedback kind="error">{view.error}</Feedback> : null}

      {app.status === 'pending' && view.form === null ? (
        <ButtonRow>
          <Button variant="primary" onClick={() => view.openForm('approve')} disabled={busy}>
            {t('applications.details.approve')}
          </Button>
          <Button variant="danger" onClick={() => view.openForm('reject')} disabled={busy}>
            {t('applications.details.reject')}
          </Button>
        </ButtonRow>
      ) : null}
      {app.status === 'pending' && view.form === 'approve' ? (
        <ApproveForm applicant={app.name} busy={view.busy === 'approve'} onSubmit={view.approve} onCancel={() => view.openForm(null)} />
      ) : null}
      {app.status === 'pending' && view.form === 'reject' ? (
        <RejectForm applicant={app.name} busy={view.busy === 'reject'} onSubmit={view.reject} onCancel={() => view.openForm(null)} />
      ) : null}
      {app.canResendInvite ? (
        <ButtonRow>
          <Button variant="outline" onClick={() => void view.resend()} disabled={busy}>
            {view.busy === 'resend' ? t('applications.details.sending') : t('applications.details.resend')}
          </Button>
          <p className={feedback.note}>{t('applications.details.resendNote')}</p>
        </ButtonRow>
      ) : null}
    </Card>
  );
}
