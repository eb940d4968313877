import { useEffect, useRef, useState } from 'react';
import { Button, Card, DataTable, Status } from '@portal/shared/ui';
import type { AdminCertificate } from '@portal/shared/admin';
import { useCertificationMember, type CertificateAction } from '../hooks/useCertificationMember';
import { outcomeLabel, stageLabel, trainingText } from '../lib/certificationText';
import { CertificateActionForm } from './CertificateActionForm';
import { CertificateTable } from './CertificateTable';
import { formatWhen } from '../../../lib/format';
import { RetryAlert } from '../../../components/RetryAlert';
import feedback from '../../../styles/feedback.module.css';
import styles from './Certification.module.css';
import { useT } from '../../../i18n';

/** One member's certification: training per module, exam sittings, certificates with Revoke and Reissue. */
export function CertificationMemberDetails({ code, onClose }: { code: string; onClose: () => void }) {
  const { t } = useT();
  const state = useCertificationMember(code);
  const heading = useRef<HTMLHeadingElement>(null);
  const [acting, setActing] = useState<{ action: CertificateAction; certificate: AdminCertificate } | null>(null);
  const ready = state.resource.status === 'ready';
  useEffect(() => {
    if (ready && acting === null) heading.current?.focus();
  }, [ready, code, acting]);

  if (state.resource.status !== 'ready') {
    return (
      <Card aria-label={t('certification.details.region')}>
        {state.resource.status === 'error' ? (
          <RetryAlert message={state.resource.message} onRetry={state.reload} />
        ) : (
          <Status kind="loading">{t('certification.details.loading')}</Status>
        )}
      </Card>
    );
  }
  const { member, modules, attempts, certificates } = state.resource.value;
  const name = `${member.name} (${member.coCode})`;

  return (
    <Card
      title={name}
      titleId={`certification-${member.coCode}`}
      headingRef={heading}
      actions={
        <Button variant="quiet" onClick={onClose}>
          {t('certification.details.close')}
        </Button>
      }
    >
      <p>
        <span className={`${styles.badge} ${styles[member.stage]}`}>{stageLabel(member.stage)}</span>{' '}
        {trainingText(member.trainingMinutes, member.requiredMinutes)}
      </p>
      <DataTable
        caption={t('certification.details.modules')}
        columns={[
          { header: t('certification.details.module'), cell: (m) => m.title, rowHeader: true, breakable: true },
          {
            header: t('certification.details.time'),
            cell: (m) => trainingText(Math.floor(m.secondsDone / 60), Math.ceil(m.requiredSeconds / 60)),
          },
        ]}
        rows={modules}
        rowKey={(m) => m.id}
      />
      {attempts.length ? (
        <DataTable
          caption={t('certification.details.attempts')}
          columns={[
            { header: t('certification.details.started'), cell: (a) => formatWhen(a.startedAt), rowHeader: true },
            { header: t('certification.details.outcome'), cell: (a) => outcomeLabel(a.outcome) },
            {
              header: t('certification.details.score'),
              cell: (a) => (a.score === null ? '—' : `${a.score} / ${a.questionCount}`),
              numeric: true,
            },
          ]}
          rows={attempts}
          rowKey={(a) => a.id}
        />
      ) : (
        <p className={feedback.note}>{t('certification.details.noAttempts')}</p>
      )}
      <p className={feedback.success} role="status" aria-live="polite">
        {state.notice}
      </p>
      <CertificateTable certificates={certificates} onAct={(action, certificate) => setActing({ action, certificate })} />
      {acting ? (
        <CertificateActionForm
          key={`${acting.action}-${acting.certificate.number}`}
          action={acting.action}
          certificate={acting.certificate}
          member={name}
          state={state}
          onDone={() => setActing(null)}
          onCancel={() => setActing(null)}
        />
      ) : null}
    </Card>
  );
}
