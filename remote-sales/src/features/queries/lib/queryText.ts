import { formatPaise } from '@portal/shared';
import type { QueryStatus, QuerySubject, QuerySummary, QueryType } from '@portal/shared/validation';
import type { useLocaleFormat } from '../../../lib/useLocaleFormat';
import type { useT } from '../../../i18n';

type T = ReturnType<typeof useT>['t'];
type Format = ReturnType<typeof useLocaleFormat>;

/** A query's status in the page's language. */
export function statusLabel(t: T, status: QueryStatus): string {
  if (status === 'open') return t('queries.status.open');
  if (status === 'in_review') return t('queries.status.in_review');
  if (status === 'accepted') return t('queries.status.accepted');
  return t('queries.status.rejected');
}

/** A query's type in the page's language. */
export function typeLabel(t: T, type: QueryType): string {
  if (type === 'wrong_amount') return t('queries.type.wrong_amount');
  if (type === 'missing_policy') return t('queries.type.missing_policy');
  if (type === 'missing_payment') return t('queries.type.missing_payment');
  return t('queries.type.other');
}

/** What a query is about, in one line: the statement line, the payment, the missing policy. */
export function subjectText(t: T, format: Format, subject: QuerySubject): string {
  if (subject.kind === 'line') {
    return t('queries.subject.line', {
      policy: subject.policyNumber,
      product: subject.productName,
      amount: formatPaise(subject.amountPaise),
      date: format.date(subject.date),
    });
  }
  if (subject.kind === 'payment') {
    return t('queries.subject.payment', {
      reference: subject.reference,
      amount: formatPaise(subject.amountPaise),
      date: format.date(subject.date),
    });
  }
  if (subject.kind === 'missingPolicy')
    return t('queries.subject.missingPolicy', { policy: subject.policyNumber, client: subject.clientName });
  return t('queries.subject.general');
}

/** How a query stands against its due day: due in so many days, overdue, or closed (with its age). */
export function dueText(
  t: T,
  format: Format,
  query: Pick<QuerySummary, 'status' | 'dueOn' | 'overdue' | 'decidedOn'>,
  today: string,
): string {
  if (query.status === 'accepted' || query.status === 'rejected') {
    return query.decidedOn ? t('queries.due.closed', { date: format.date(query.decidedOn) }) : statusLabel(t, query.status);
  }
  const days = daysBetween(today, query.dueOn);
  if (days === 0) return t('queries.due.today');
  if (days > 0) return t('queries.due.in', { count: days });
  return t('queries.due.overdue', { count: -days });
}

/** Whole days from one India date (`YYYY-MM-DD`) to another: negative when `to` is before `from`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
