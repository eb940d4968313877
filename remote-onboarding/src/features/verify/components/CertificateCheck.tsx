import { useState, type FormEvent } from 'react';
import { ApiError, formatDateIN } from '@portal/shared';
import { useEndpointQuery } from '@portal/shared/data';
import { useNavigate } from '@portal/shared/router';
import { Button, Card, DetailRow, PageFrame, Status, TextField } from '@portal/shared/ui';
import { CERTIFICATE_NUMBER_PATTERN, endpoints, type CertificateVerifyResponse } from '@portal/shared/validation';
import { verifyPath } from '../../../lib/verifyPath';
import styles from './CertificateCheck.module.css';
import { useT } from '../../../i18n';

/** A number as the certificates print it: trimmed, in capitals. */
const normalised = (value: string) => value.trim().toUpperCase();

/**
 * The public check of a certificate: a form to type its number, and for the number in the address, the
 * holder's name, the status and the date of issue (the API gives nothing else).
 */
export function CertificateCheck({ number }: { number: string | null }) {
  const { t } = useT();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(number ?? '');
  const [error, setError] = useState<string | null>(null);
  const asked = number !== null && CERTIFICATE_NUMBER_PATTERN.test(normalised(number)) ? normalised(number) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = normalised(typed);
    if (!CERTIFICATE_NUMBER_PATTERN.test(value)) {
      setError(t('verify.badNumber'));
      return;
    }
    setError(null);
    void navigate(verifyPath(value));
  };

  return (
    <PageFrame title={t('verify.title')} intro={t('verify.intro')}>
      <div className={styles.layout}>
        <form aria-label={t('verify.formLabel')} onSubmit={onSubmit} noValidate className={styles.form}>
          <TextField
            label={t('verify.number')}
            hint={t('verify.numberHint')}
            name="number"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={error}
            errorRole="alert"
            required
            requiredMark={false}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
          />
          <div>
            <Button type="submit">{t('verify.check')}</Button>
          </div>
        </form>
        {number === null ? null : asked === null ? <Status kind="error">{t('verify.badNumber')}</Status> : <CheckResult number={asked} />}
      </div>
    </PageFrame>
  );
}

function CheckResult({ number }: { number: string }) {
  const { t } = useT();
  const read = useEndpointQuery(endpoints.certification.verifyCertificate, { params: { number } });
  if (read.isPending) return <Status kind="loading">{t('verify.checking')}</Status>;
  if (read.isError) {
    if (read.error instanceof ApiError && read.error.status === 404) return <Status kind="empty">{t('verify.notFound')}</Status>;
    if (read.error instanceof ApiError && read.error.status === 400) return <Status kind="error">{t('verify.badNumber')}</Status>;
    return (
      <Status kind="error" retry={{ label: t('certification.tryAgain'), onRetry: () => void read.refetch() }}>
        {t('verify.failed', { reason: read.error.message })}
      </Status>
    );
  }
  return <CertificateFound certificate={read.data.certificate} />;
}

function CertificateFound({ certificate }: { certificate: CertificateVerifyResponse['certificate'] }) {
  const { t } = useT();
  const valid = certificate.status === 'valid';
  return (
    <Card title={t('verify.resultHeading', { number: certificate.number })}>
      <dl className={styles.details}>
        <DetailRow label={t('verify.name')}>{certificate.name}</DetailRow>
        <DetailRow label={t('verify.status')}>
          <strong className={valid ? styles.valid : styles.revoked}>{valid ? t('verify.valid') : t('verify.revoked')}</strong>
        </DetailRow>
        <DetailRow label={t('verify.issuedOn')}>{formatDateIN(certificate.issuedOn)}</DetailRow>
      </dl>
    </Card>
  );
}
