import { Button, ButtonRow, DataTable } from '@portal/shared/ui';
import type { AdminCertificate } from '@portal/shared/admin';
import type { CertificateAction } from '../hooks/useCertificationMember';
import { formatDate, formatWhen } from '../../../lib/format';
import feedback from '../../../styles/feedback.module.css';
import { useT } from '../../../i18n';

export interface CertificateTableProps {
  /** Newest first. */
  certificates: readonly AdminCertificate[];
  onAct: (action: CertificateAction, certificate: AdminCertificate) => void;
}

/**
 * A member's certificates with their state, and what can be done: a valid one revoked or reissued; a
 * revoked one reissued (reinstated under a new number) until a newer one was issued from it.
 */
export function CertificateTable({ certificates, onAct }: CertificateTableProps) {
  const { t } = useT();
  if (!certificates.length) return <p className={feedback.note}>{t('certification.details.noCertificate')}</p>;
  const stateOf = (c: AdminCertificate) => {
    if (c.status === 'revoked')
      return t('certification.details.revokedOn', { date: formatWhen(c.revokedAt), reason: c.revokedReason ?? '—' });
    if (c.reissuedFrom) return t('certification.details.reissuedFrom', { number: c.reissuedFrom, reason: c.reissueReason ?? '—' });
    return t('certification.details.valid');
  };
  const canReissue = (c: AdminCertificate) => c.status === 'valid' || !certificates.some((other) => other.reissuedFrom === c.number);
  return (
    <DataTable
      caption={t('certification.details.certificates')}
      columns={[
        { header: t('certification.details.number'), cell: (c) => c.number, rowHeader: true },
        { header: t('certification.details.issued'), cell: (c) => formatDate(c.issuedOn) },
        { header: t('certification.details.status'), cell: stateOf, breakable: true },
        {
          header: t('certification.details.actions'),
          cell: (c) =>
            canReissue(c) ? (
              <ButtonRow>
                {c.status === 'valid' ? (
                  <Button
                    variant="quiet"
                    size="sm"
                    onClick={() => onAct('revoke', c)}
                    aria-label={t('certification.details.revokeLabel', { number: c.number })}
                  >
                    {t('certification.details.revoke')}
                  </Button>
                ) : null}
                <Button
                  variant="quiet"
                  size="sm"
                  onClick={() => onAct('reissue', c)}
                  aria-label={t('certification.details.reissueLabel', { number: c.number })}
                >
                  {t('certification.details.reissue')}
                </Button>
              </ButtonRow>
            ) : (
              '—'
            ),
        },
      ]}
      rows={certificates}
      rowKey={(c) => c.number}
    />
  );
}
