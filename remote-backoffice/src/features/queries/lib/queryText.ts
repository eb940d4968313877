import { formatPaise } from '@portal/shared';
import type { QuerySubject, QueryStatus, QueryType } from '@portal/shared/validation';
import { count, formatDate } from '../../../lib/format';
import { t } from '../../../i18n';

/** A query's status as the back office says it. */
export function queryStatusLabel(status: QueryStatus): string {
  return {
    open: t('queries.status.open'),
    in_review: t('queries.status.in_review'),
    accepted: t('queries.status.accepted'),
    rejected: t('queries.status.rejected'),
  }[status];
}

/** A query's type as the back office says it. */
export function queryTypeLabel(type: QueryType): string {
  return {
    wrong_amount: t('queries.type.wrong_amount'),
    missing_policy: t('queries.type.missing_policy'),
    missing_payment: t('queries.type.missing_payment'),
    other: t('queries.type.other'),
  }[type];
}

/** How old a query is: "Today", "1 day", "12 days". */
export const ageText = (days: number): string =>
  days === 0 ? t('queries.age.today') : t('queries.age.days', { count: days, n: count(days) });

/** What a query is about, in one line: the statement line, the payment, the missing policy, or nothing. */
export function subjectText(subject: QuerySubject): string {
  switch (subject.kind) {
    case 'line':
      return t('queries.subject.line', {
        policy: subject.policyNumber,
        product: subject.productName,
        date: formatDate(subject.date),
        amount: formatPaise(subject.amountPaise),
      });
    case 'payment':
      return t('queries.subject.payment', {
        reference: subject.reference,
        date: formatDate(subject.date),
        amount: formatPaise(subject.amountPaise),
      });
    case 'missingPolicy':
      return t('queries.subject.missingPolicy', { policy: subject.policyNumber, insurer: subject.insurer });
    case 'none':
      return t('queries.subject.none');
  }
}

/** A file's size: "820 KB", "1.4 MB". */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return t('queries.thread.kb', { n: count(Math.max(1, Math.round(bytes / 1024))) });
  return t('queries.thread.mb', { n: (bytes / (1024 * 1024)).toFixed(1) });
}
