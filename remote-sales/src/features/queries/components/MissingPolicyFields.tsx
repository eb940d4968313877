import { TextField } from '@portal/shared/ui';
import type { RaiseQueryForm } from '../hooks/useRaiseQueryForm';
import styles from './Queries.module.css';
import { useT } from '../../../i18n';

/** The details of a policy the member sold that is not on their statement: number, insurer, client, risk start, premium. */
export function MissingPolicyFields({ form }: { form: RaiseQueryForm }) {
  const { t } = useT();
  const { policy, setPolicyField, errors, sending } = form;
  return (
    <fieldset className={styles.fieldset} disabled={sending}>
      <legend className={styles.legend}>{t('queries.raise.policyLegend')}</legend>
      <div className={styles.fieldGrid}>
        <TextField
          label={t('queries.raise.policyNumber')}
          value={policy.policyNumber}
          required
          maxLength={80}
          autoComplete="off"
          error={errors.fields.policyNumber}
          onChange={(event) => setPolicyField('policyNumber', event.target.value)}
        />
        <TextField
          label={t('queries.raise.insurer')}
          value={policy.insurer}
          required
          maxLength={100}
          autoComplete="off"
          error={errors.fields.insurer}
          onChange={(event) => setPolicyField('insurer', event.target.value)}
        />
        <TextField
          label={t('queries.raise.clientName')}
          value={policy.clientName}
          required
          maxLength={100}
          autoComplete="off"
          error={errors.fields.clientName}
          onChange={(event) => setPolicyField('clientName', event.target.value)}
        />
        <TextField
          label={t('queries.raise.riskStart')}
          type="date"
          value={policy.riskStart}
          required
          error={errors.fields.riskStart}
          onChange={(event) => setPolicyField('riskStart', event.target.value)}
        />
        <TextField
          label={t('queries.raise.premium')}
          value={policy.premium}
          required
          inputMode="decimal"
          maxLength={16}
          autoComplete="off"
          hint={t('queries.raise.premiumHint')}
          error={errors.fields.premium}
          onChange={(event) => setPolicyField('premium', event.target.value)}
        />
      </div>
    </fieldset>
  );
}
