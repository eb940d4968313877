import { useCallback, useEffect, useRef, useState } from 'react';
import { DownloadIcon, formatDateIN, useLanguage } from '@portal/shared';
import { Link } from '@portal/shared/router';
import { Button, Card, DetailRow, Feedback } from '@portal/shared/ui';
import type { OwnCertificate } from '@portal/shared/validation';
import { downloadCertificate } from '../lib/certificateDownload';
import { verifyPath } from '../../../lib/verifyPath';
import styles from './Certification.module.css';
import { useT } from '../../../i18n';

/** The certificate's PDF in the page's language: one download at a time, its outcome said. */
function useCertificateDownload(number: string) {
  const { t } = useT();
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ error: string | null; done: string | null }>({ error: null, done: null });
  const busyRef = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const download = useCallback(() => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setOutcome({ error: null, done: null });
    downloadCertificate(number, language)
      .then(
        () => mounted.current && setOutcome({ error: null, done: t('certification.certificate.downloaded') }),
        (failure: unknown) => {
          const reason = failure instanceof Error ? failure.message : String(failure);
          if (mounted.current) setOutcome({ error: t('certification.certificate.downloadFailed', { reason }), done: null });
        },
      )
      .finally(() => {
        busyRef.current = false;
        if (mounted.current) setBusy(false);
      });
  }, [number, language, t]);
  return { busy, ...outcome, download };
}

/** The member's certificate: number, date and status, its PDF, and the public address that checks it. */
export function CertificateCard({ certificate }: { certificate: OwnCertificate }) {
  const { t } = useT();
  const { busy, error, done, download } = useCertificateDownload(certificate.number);
  const path = verifyPath(certificate.number);
  const valid = certificate.status === 'valid';
  return (
    <Card title={t('certification.certificate.heading')}>
      <dl className={styles.details}>
        <DetailRow label={t('certification.certificate.number')}>{certificate.number}</DetailRow>
        <DetailRow label={t('certification.certificate.issuedOn')}>{formatDateIN(certificate.issuedOn)}</DetailRow>
        <DetailRow label={t('certification.certificate.status')}>
          {valid ? t('certification.certificate.valid') : t('certification.certificate.revoked')}
        </DetailRow>
      </dl>
      {valid ? (
        <>
          <div>
            <Button variant="outline" onClick={download} busy={busy} busyLabel={t('certification.certificate.downloading')}>
              <DownloadIcon size={16} />
              {t('certification.certificate.download')}
            </Button>
          </div>
          <Feedback kind="error">{error}</Feedback>
          <Feedback kind="success">{done}</Feedback>
          <p className={styles.note}>
            {t('certification.certificate.share')}{' '}
            <Link to={path} className={styles.shareLink}>
              {`${window.location.origin}${path}`}
            </Link>
          </p>
        </>
      ) : null}
    </Card>
  );
}
