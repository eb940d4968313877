import { Button, ButtonRow, Dialog, SelectField } from '@portal/shared/ui';
import type { QueryDetail } from '@portal/shared/validation';
import { useRaiseQueryForm, type RaiseTarget } from '../hooks/useRaiseQueryForm';
import { typeLabel } from '../lib/queryText';
import { MessageAndFiles } from './MessageAndFiles';
import { MissingPolicyFields } from './MissingPolicyFields';
import styles from './Queries.module.css';
import { useT } from '../../../i18n';

export interface RaiseQueryDialogProps {
  /** The signed-in member's own code: a query is raised on their own book only. */
  coCode: string;
  target: RaiseTarget;
  onRaised: (query: QueryDetail) => void;
  onClose: () => void;
}

/**
 * Raises a query in a modal dialog: what it is about (the statement line or payment it was opened from,
 * or the missing policy's details), its type, a message and up to 3 files, with the sending's progress.
 * A failed send keeps everything typed and chosen, and shows the server's refusals at their fields.
 */
export function RaiseQueryDialog({ coCode, target, onRaised, onClose }: RaiseQueryDialogProps) {
  const { t } = useT();
  const form = useRaiseQueryForm(coCode, target, onRaised);
  const title =
    target.kind === 'line'
      ? t('queries.raise.titleLine')
      : target.kind === 'payment'
        ? t('queries.raise.titlePayment')
        : target.kind === 'missingPolicy'
          ? t('queries.raise.titleMissing')
          : t('queries.raise.titleOther');
  const about = target.kind === 'line' || target.kind === 'payment' ? t('queries.raise.about', { subject: target.about }) : undefined;
  // Closing while the query goes out would hide whether it was raised: the dialog stays until it is answered.
  const close = () => {
    if (!form.sending) onClose();
  };

  return (
    <Dialog title={title} closeLabel={t('queries.raise.close')} onClose={close} description={about} initialFocus="select, input, textarea">
      <form className={styles.form} onSubmit={(event) => void form.submit(event)} noValidate>
        {target.kind === 'missingPolicy' ? <MissingPolicyFields form={form} /> : null}
        {form.types.length > 1 ? (
          <SelectField
            label={t('queries.raise.type')}
            value={form.type}
            disabled={form.sending}
            error={form.errors.fields.type}
            onChange={(event) => form.setType(event.target.value as typeof form.type)}
          >
            {form.types.map((type) => (
              <option key={type} value={type}>
                {typeLabel(t, type)}
              </option>
            ))}
          </SelectField>
        ) : null}
        <MessageAndFiles form={form} label={t('queries.raise.message')} hint={t('queries.raise.messageHint')} />
        <ButtonRow align="end">
          <Button variant="outline" onClick={close} disabled={form.sending}>
            {t('queries.raise.cancel')}
          </Button>
          <Button type="submit" busy={form.sending} busyLabel={t('queries.raise.sending')}>
            {t('queries.raise.send')}
          </Button>
        </ButtonRow>
      </form>
    </Dialog>
  );
}
