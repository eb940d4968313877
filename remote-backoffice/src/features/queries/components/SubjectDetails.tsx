import { DetailRow } from '@portal/shared/ui';
import { formatPaise } from '@portal/shared';
import type { QuerySubject } from '@portal/shared/validation';
import { formatDate } from '../../../lib/format';
import { useT } from '../../../i18n';

/** What the query is about, in detail: the statement line, the payment, or the missing policy as the agent gave it. */
export function SubjectDetails({ subject }: { subject: QuerySubject }) {
  const { t } = useT();
  switch (subject.kind) {
    case 'line':
      return (
        <>
          <DetailRow label={t('queries.details.line')}>
            {subject.entryKind === 'earned' ? t('queries.details.earned') : t('queries.details.reversed')} · {formatDate(subject.date)}
          </DetailRow>
          <DetailRow label={t('queries.details.policy')}>
            {subject.policyNumber} · {subject.productName}
          </DetailRow>
          <DetailRow label={t('queries.details.lineAmount')}>{formatPaise(subject.amountPaise)}</DetailRow>
        </>
      );
    case 'payment':
      return (
        <>
          <DetailRow label={t('queries.details.payment')}>
            {subject.reference} · {formatDate(subject.date)}
          </DetailRow>
          <DetailRow label={t('queries.details.paymentAmount')}>{formatPaise(subject.amountPaise)}</DetailRow>
        </>
      );
    case 'missingPolicy':
      return (
        <>
          <DetailRow label={t('queries.details.missingPolicy')}>{subject.policyNumber}</DetailRow>
          <DetailRow label={t('queries.details.insurer')}>{subject.insurer}</DetailRow>
          <DetailRow label={t('queries.details.client')}>{subject.clientName}</DetailRow>
          <DetailRow label={t('queries.details.riskStart')}>{formatDate(subject.riskStart)}</DetailRow>
          <DetailRow label={t('queries.details.premium')}>{formatPaise(subject.premiumPaise)}</DetailRow>
        </>
      );
    case 'none':
      return <DetailRow label={t('queries.details.about')}>{t('queries.subject.none')}</DetailRow>;
  }
}
