import { useId, useState } from 'react';
import { Button, ButtonRow, Feedback, SelectField, TextField } from '@portal/shared/ui';
import { POLICY_TYPES } from '@portal/shared';
import type { QuerySubject } from '@portal/shared/validation';
import { useCreatePolicy } from '../hooks/useCreatePolicy';
import type { PolicyCsvColumn } from '../lib/policyCsv';
import feedback from '../../../styles/feedback.module.css';
import styles from './Queries.module.css';
import { useT } from '../../../i18n';

export interface CreatePolicyFormProps {
  subject: Extract<QuerySubject, { kind: 'missingPolicy' }>;
  coCode: string;
}

/** For a missing policy: create it on the agent's book (a one-row policy import), the agent's details filled in. */
export function CreatePolicyForm({ subject, coCode }: CreatePolicyFormProps) {
  const { t } = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const form = useCreatePolicy(subject, coCode);
  if (!open) {
    return (
      <div className={styles.action}>
        <p className={feedback.note}>{t('queries.create.help', { code: coCode })}</p>
        <ButtonRow>
          <Button variant="outline" onClick={() => setOpen(true)}>
            {t('queries.create.open')}
          </Button>
        </ButtonRow>
      </div>
    );
  }
  const text = (column: PolicyCsvColumn, label: string, extra: { type?: string; hint?: string; readOnly?: boolean } = {}) => (
    <TextField
      id={`${id}-${column}`}
      label={label}
      value={form.values[column]}
      autoComplete="off"
      onChange={(event) => form.change(column, event.currentTarget.value)}
      error={form.errors[column]}
      {...extra}
    />
  );
  return (
    <form className={styles.action} noValidate onSubmit={(event) => void form.submit(event)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.actionTitle}>
        {t('queries.create.title', { policy: subject.policyNumber, code: coCode })}
      </h3>
      <p className={feedback.note}>{t('queries.create.explain')}</p>
      <div className={styles.grid}>
        <SelectField
          id={`${id}-policyType`}
          label={t('queries.create.policyType')}
          value={form.values.policyType}
          onChange={(event) => form.change('policyType', event.currentTarget.value)}
          error={form.errors.policyType}
        >
          <option value="">{t('queries.create.choose')}</option>
          {POLICY_TYPES.map((type) => (
            <option key={type} value={type}>
              {
                {
                  life: t('queries.create.types.life'),
                  nonmotor: t('queries.create.types.nonmotor'),
                  health: t('queries.create.types.health'),
                  motor: t('queries.create.types.motor'),
                  loan: t('queries.create.types.loan'),
                }[type]
              }
            </option>
          ))}
        </SelectField>
        {text('productName', t('queries.create.productName'))}
        {text('policyNumber', t('queries.details.missingPolicy'))}
        {text('insurer', t('queries.details.insurer'))}
        {text('clientName', t('queries.details.client'))}
        {text('vehicleNo', t('queries.create.vehicleNo'), { hint: t('queries.create.vehicleHint') })}
        {text('riskStart', t('queries.details.riskStart'), { type: 'date' })}
        {text('riskEnd', t('queries.create.riskEnd'), { type: 'date' })}
        {text('netPremium', t('queries.create.netPremium'))}
        {text('payOut', t('queries.create.payOut'), { hint: t('queries.create.payOutHint') })}
        {text('soldBy', t('queries.create.soldBy'), { readOnly: true })}
      </div>
      <ButtonRow>
        <Button type="submit" variant="primary" disabled={form.busy}>
          {form.busy ? t('queries.create.creating') : t('queries.create.submit')}
        </Button>
        <Button variant="outline" disabled={form.busy} onClick={() => setOpen(false)}>
          {t('common.cancel')}
        </Button>
      </ButtonRow>
      {form.problems.length ? (
        <Feedback kind="error">
          <ul className={styles.problems}>
            {form.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Feedback>
      ) : null}
      <p className={feedback.success} role="status" aria-live="polite">
        {form.notice}
      </p>
    </form>
  );
}
