import { useId, useState, type FormEvent } from 'react';
import { Button, ButtonRow, Feedback, TextField } from '@portal/shared/ui';
import { portalApi } from '@portal/shared';
import { fieldErrors } from '@portal/shared/validation';
import { adminEndpoints, rejectQueryBodySchema, type AdminQueryDetail } from '@portal/shared/admin';
import type { QueryDetailsState } from '../hooks/useQueryDetails';
import styles from './Queries.module.css';
import { useT } from '../../../i18n';

/** Rejecting a query with a reason, which is e-mailed to the agent and shown on the query. */
export function RejectForm({ query, state }: { query: AdminQueryDetail; state: QueryDetailsState }) {
  const { t } = useT();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = rejectQueryBodySchema.safeParse({ reason });
    if (!checked.success) {
      setError(fieldErrors(checked.error)['reason']);
      return;
    }
    const result = await state.run(
      () => portalApi.call(adminEndpoints.queries.adminRejectQuery, { params: { id: query.id }, body: checked.data }),
      (done) => t('queries.reject.done', { number: done.number, name: done.memberName }),
    );
    if (!result.ok) {
      setFormError(result.message);
      setError(result.fields['reason']);
    }
  };

  return (
    <form className={styles.action} noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.actionTitle}>
        {t('queries.reject.title')}
      </h3>
      <TextField
        id={`${id}-reason`}
        label={t('queries.reject.reason')}
        autoComplete="off"
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setError(undefined);
        }}
        hint={t('queries.reject.reasonHint')}
        error={error}
      />
      <ButtonRow>
        <Button type="submit" variant="danger" disabled={state.busy}>
          {t('queries.reject.submit')}
        </Button>
      </ButtonRow>
      {formError ? <Feedback kind="error">{formError}</Feedback> : null}
    </form>
  );
}
