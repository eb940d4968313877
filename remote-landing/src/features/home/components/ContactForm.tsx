import { CONTACT_FORM_PATH, CheckIcon, Trans, usePrerendered } from '@portal/shared';
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

  const fieldId = (field: ContactField) => `${baseId}-${field}`;
  const errorId = (field: ContactField) => `${baseId}-${field}-error`;
  const hintId = (field: ContactField) => `${baseId}-${field}-hint`;

  const describedBy = (field: ContactField, hint = false) =>
    [hint ? hintId(field) : null, errors[field] ? errorId(field) : null].filter(Boolean).join(' ') || undefined;

  const register = (field: ContactField) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: onChange(field),
    onBlur: onBlur(field),
    'aria-invalid': errors[field] ? true : undefined,
    ref: inputRef(field),
  });

  const fieldError = (field: ContactField) =>
    errors[field] ? (
      <p id={errorId(field)} className={styles.fieldError}>
        {errors[field]}
      </p>
    ) : null;

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
          components={{ star: <span aria-hidden="true" />, hidden: <span className={styles.visuallyHidden} /> }}
        />
      </p>

      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={fieldId('name')} className={styles.label}>
            {t('form.name')} <span aria-hidden="true">*</span>
          </label>
          <input
            {...register('name')}
            className={styles.input}
            type="text"
            autoComplete="name"
            required
            aria-describedby={describedBy('name')}
          />
          {fieldError('name')}
        </div>
        <div className={styles.field}>
          <label htmlFor={fieldId('email')} className={styles.label}>
            {t('form.email')} <span aria-hidden="true">*</span>
          </label>
          <input
            {...register('email')}
            className={styles.input}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            required
            aria-describedby={describedBy('email')}
          />
          {fieldError('email')}
        </div>
      </div>

      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={fieldId('phone')} className={styles.label}>
            {t('form.phone')} <span aria-hidden="true">*</span>
          </label>
          <input
            {...register('phone')}
            className={styles.input}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            aria-describedby={describedBy('phone', true)}
          />
          <p id={hintId('phone')} className={styles.hint}>
            {t('form.phoneHint')}
          </p>
          {fieldError('phone')}
        </div>
        <div className={styles.field}>
          <label htmlFor={fieldId('referer')} className={styles.label}>
            {t('form.referer')} <span className={styles.optional}>{t('form.optional')}</span>
          </label>
          <input
            {...register('referer')}
            className={styles.input}
            type="text"
            autoComplete="off"
            aria-describedby={describedBy('referer', true)}
          />
          <p id={hintId('referer')} className={styles.hint}>
            {t('form.refererHint')}
          </p>
          {fieldError('referer')}
        </div>
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId('message')} className={styles.label}>
          {t('form.message')} <span aria-hidden="true">*</span>
        </label>
        <textarea {...register('message')} className={styles.textarea} rows={5} required aria-describedby={describedBy('message')} />
        {fieldError('message')}
      </div>

      <div className={styles.footer}>
        <button type="submit" className={styles.submit} disabled={sending}>
          {sending ? t('form.sending') : t('form.send')}
        </button>
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
