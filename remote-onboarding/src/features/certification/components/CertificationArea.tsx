import { formatDateIN } from '@portal/shared';
import { useEndpointQuery } from '@portal/shared/data';
import { Feedback, PageFrame, Status } from '@portal/shared/ui';
import { endpoints, type CertificationStatusResponse } from '@portal/shared/validation';
import { CertificateCard } from './CertificateCard';
import { ExamCard } from './ExamCard';
import { TrainingCard } from './TrainingCard';
import styles from './Certification.module.css';
import { useT } from '../../../i18n';

/** Where the member stands, in one sentence at the top of the page. */
function StageNotice({ status }: { status: CertificationStatusResponse }) {
  const { t } = useT();
  const { stage, certifiedOn } = status.certification;
  const certificate = status.certificate;
  switch (stage) {
    case 'training':
      return <Feedback kind="info">{t('certification.stage.training')}</Feedback>;
    case 'exam':
      return <Feedback kind="info">{t('certification.stage.exam')}</Feedback>;
    case 'certified':
      return (
        <Feedback kind="success">
          {t('certification.stage.certified', { date: formatDateIN(certifiedOn ?? certificate?.issuedOn) })}
        </Feedback>
      );
    case 'revoked':
      return (
        <Feedback kind="warning">
          {t('certification.stage.revoked', { date: formatDateIN(certificate?.revokedOn) })}
          {certificate?.revokedReason ? ` ${t('certification.stage.revokedReason', { reason: certificate.revokedReason })}` : null}
        </Feedback>
      );
  }
}

/**
 * What there is to do next comes first: the training until it is complete, then the examination. Keyed,
 * so that a card moved as the stage changes keeps its state (the module open, the sitting).
 */
function StepCards({ status }: { status: CertificationStatusResponse }) {
  const training = <TrainingCard key="training" progress={status.training} />;
  const exam = <ExamCard key="exam" status={status} />;
  return status.certification.stage === 'training' ? [training, exam] : [exam, training];
}

/** The member's certification: the stage, the training with its recorded time, the examination, the certificate. */
export function CertificationArea() {
  const { t } = useT();
  const read = useEndpointQuery(endpoints.certification.certificationStatus);
  let content;
  if (read.isPending) {
    content = <Status kind="loading">{t('certification.loading')}</Status>;
  } else if (read.isError) {
    content = (
      <Status kind="error" retry={{ label: t('certification.tryAgain'), onRetry: () => void read.refetch() }}>
        {t('certification.loadFailed', { reason: read.error.message })}
      </Status>
    );
  } else {
    const status = read.data;
    const { stage } = status.certification;
    content = (
      <div className={styles.sections}>
        <StageNotice status={status} />
        {status.certificate ? <CertificateCard certificate={status.certificate} /> : null}
        {stage === 'revoked' ? null : <StepCards status={status} />}
      </div>
    );
  }
  return (
    <PageFrame title={t('certification.title')} intro={t('certification.intro')}>
      {content}
    </PageFrame>
  );
}
