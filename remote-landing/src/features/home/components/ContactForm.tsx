import { CONTACT_FORM_PATH, Trans, usePrerendered, CheckIcon } from '@portal/shared';
import { Button, TextAreaField, TextField, visuallyHidden } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import type { ContactField } from '../lib/contactValidation';
import { useContactForm } from '../hooks/useContactForm';
import styles from './ContactForm.module.css';

export { CONTACT_SUCCESS_FALLBACK } from '../hooks/useContactForm';

/** The contact form: its fields, their messages and the status region; the state is useContactForm's. */
export function ContactForm() {
  const { t } = useT();
  const { values, errors, sending, status, ensureValidation, onChange, onBlur, onSubmit, inputRef } = useContactForm();
  const prerendered = usePrerendered();
  // Not useId: the ids are in the pre-rendered markup, where the page was rendered on its own, so
  // React's generated ids would differ from the ones it generates when it adopts the page.
  const baseId = 'contact-form';

  const register = (field: ContactField) => ({
    id: `${baseId}-${field}`,
    name: field,
    value: values[field],
    onChange: onChange(field),
    onBlur: onBlur(field),
    error: errors[field],
    ref: inputRef(field),
  });

  return (
    <form
      className={styles.form}
      // Pre-rendered, the form shows before the page's script runs (or when it cannot load): the
      // browser then posts it to the API, which answers with a page of its own, and never puts the
      // visitor's details in a URL. With the script, onSubmit handles it.
      {...prerendered.postsWithoutScript(CONTACT_FORM_PATH)}
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void ensureValidation()}
    >
      <h3 id="contact-form-title" className={styles.title}>
        {t('form.title')}
      </h3>
      <p className={styles.required}>
        <Trans
          t={t}
          i18nKey="form.required"
          components={{ star: <span aria-hidden="true" />, hidden: <span className={visuallyHidden} /> }}
        />
      </p>

      <div className={styles.row}>
        <TextField {...register('name')} label={t('form.name')} type="text" autoComplete="name" required />
        <TextField
          {...register('email')}
          label={t('form.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          required
        />
      </div>

      <div className={styles.row}>
        <TextField
          {...register('phone')}
          label={t('form.phone')}
          hint={t('form.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
        />
        <TextField
          {...register('referer')}
          label={t('form.referer')}
          labelNote={t('form.optional')}
          hint={t('form.refererHint')}
          type="text"
          autoComplete="off"
        />
      </div>

      <TextAreaField {...register('message')} label={t('form.message')} rows={5} required />

      <div className={styles.footer}>
        <Button type="submit" className={styles.submit} busy={sending} busyLabel={t('form.sending')}>
          {t('form.send')}
        </Button>
        <div role="status" aria-live="polite" className={styles.status}>
          {status ? (
            <p className={status.kind === 'success' ? styles.success : styles.error} data-kind={status.kind}>
              {status.kind === 'success' ? <CheckIcon size={18} /> : null}
              <span>{status.text ?? (status.kind === 'success' ? t('form.sent') : t('common:contact.failed'))}</span>
            </p>
          ) : null}
        </div>
      </div>
    </form>
  );
}
