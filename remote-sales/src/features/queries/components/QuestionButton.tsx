import { formatPaise } from '@portal/shared';
import { Button } from '@portal/shared/ui';
import type { StatementLine, StatementPayment } from '@portal/shared/validation';
import type { RaiseTarget } from '../hooks/useRaiseQueryForm';
import styles from './Queries.module.css';
import { useLocaleFormat } from '../../../lib/useLocaleFormat';
import { useT } from '../../../i18n';

export type QuestionButtonProps = (
  | { line: Pick<StatementLine, 'policyNumber' | 'clientName' | 'productName' | 'date' | 'payOutPaise'>; payment?: never }
  | { payment: Pick<StatementPayment, 'reference' | 'date' | 'amountPaise'>; line?: never }
) & {
  /** The ledger entry the line or payment is. */
  entryId: number;
  onQuestion: (target: RaiseTarget) => void;
};

/**
 * "Question this line" under a statement line, "Question this payment" under a payment: opens the raise
 * dialog about it. Its accessible name says which line or payment, as a table has many of them.
 */
export function QuestionButton({ line, payment, entryId, onQuestion }: QuestionButtonProps) {
  const { t } = useT();
  const format = useLocaleFormat();
  const target: RaiseTarget = line
    ? {
        kind: 'line',
        entryId,
        about: t('queries.subject.line', {
          policy: line.policyNumber,
          product: line.productName,
          amount: formatPaise(line.payOutPaise),
          date: format.date(line.date),
        }),
      }
    : {
        kind: 'payment',
        entryId,
        about: t('queries.subject.payment', {
          reference: payment.reference,
          amount: formatPaise(payment.amountPaise),
          date: format.date(payment.date),
        }),
      };
  const label = line
    ? t('queries.raise.questionLineOf', { policy: line.policyNumber, client: line.clientName, date: format.date(line.date) })
    : t('queries.raise.questionPaymentOf', { reference: payment.reference, date: format.date(payment.date) });
  return (
    <Button variant="inline" className={styles.question} aria-label={label} onClick={() => onQuestion(target)}>
      {line ? t('queries.raise.questionLine') : t('queries.raise.questionPayment')}
    </Button>
  );
}
