import { useId, useState, type FormEvent } from 'react';
import { Button, ButtonRow, Feedback, TextField } from '@portal/shared/ui';
import { formatPaise, portalApi } from '@portal/shared';
import { fieldErrors } from '@portal/shared/validation';
import { acceptQueryBodySchema, adminEndpoints, rupeesToPaise, RUPEES_AMOUNT_PATTERN, type AdminQueryDetail } from '@portal/shared/admin';
import type { QueryDetailsState } from '../hooks/useQueryDetails';
import styles from './Queries.module.css';
import { useT } from '../../../i18n';

type Field = 'amount' | 'reason';

/** The questioned amount a larger adjustment is compared with: the statement line's or the payment's. */
const questionedPaise = (query: AdminQueryDetail): number | null =>
  query.subject.kind === 'line' || query.subject.kind === 'payment' ? query.subject.amountPaise : null;

/**
 * Accepting a query with the adjustment credited to the agent, typed in rupees and sent in paise. The
 * reason is checked here only when the contract says (₹0); whether an amount above the line (or any amount
 * on a query about a payment) needs one is the server's to say, and its answer lands on the field.
 */
export function AcceptForm({ query, state }: { query: AdminQueryDetail; state: QueryDetailsState }) {
  const { t } = useT();
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ amount: '', reason: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const line = questionedPaise(query);
  // A payment that was only late pays the commission itself: money on top would pay it twice (the server wants a reason).
  const aboutPayment = query.type === 'missing_payment' || query.subject.kind === 'payment';

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const typed = values.amount.trim().replace(/,/g, '');
    if (!RUPEES_AMOUNT_PATTERN.test(typed)) {
      setErrors({ amount: typed ? t('queries.accept.amountInvalid') : t('queries.accept.amountRequired') });
      return;
    }
    const checked = acceptQueryBodySchema.safeParse({ adjustmentPaise: rupeesToPaise(typed), reason: values.reason });
    if (!checked.success) {
      const found = fieldErrors(checked.error);
      setErrors({ amount: found['adjustmentPaise'], reason: found['reason'] });
      return;
    }
    const result = await state.run(
      () => portalApi.call(adminEndpoints.queries.adminAcceptQuery, { params: { id: query.id }, body: checked.data }),
      (done) => t('queries.accept.done', { number: done.number, amount: formatPaise(done.adjustmentPaise ?? 0), name: done.memberName }),
    );
    if (!result.ok) {
      setFormError(result.message);
      setErrors({ amount: result.fields['adjustmentPaise'], reason: result.fields['reason'] });
    }
  };

  return (
    <form className={styles.action} noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.actionTitle}>
        {t('queries.accept.title')}
      </h3>
      <TextField
        id={`${id}-amount`}
        label={t('queries.accept.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={values.amount}
        onChange={(event) => change('amount', event.currentTarget.value)}
        hint={
          aboutPayment
            ? t('queries.accept.amountHintPayment')
            : line === null
              ? t('queries.accept.amountHint')
              : t('queries.accept.amountHintLine', { amount: formatPaise(line) })
        }
        error={errors.amount}
      />
      <TextField
        id={`${id}-reason`}
        label={t('queries.accept.reason')}
        autoComplete="off"
        value={values.reason}
        onChange={(event) => change('reason', event.currentTarget.value)}
        hint={aboutPayment ? t('queries.accept.reasonHintPayment') : t('queries.accept.reasonHint')}
        error={errors.reason}
      />
      <ButtonRow>
        <Button type="submit" variant="primary" disabled={state.busy}>
          {t('queries.accept.submit')}
        </Button>
      </ButtonRow>
      {formError ? <Feedback kind="error">{formError}</Feedback> : null}
    </form>
  );
}
