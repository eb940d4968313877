import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError, CheckIcon, apiFormAction, apiPaths, defaultMessageForStatus, messages, portalApi, type ContactMessage } from '@portal/shared';
import {
  CONTACT_FIELDS,
  checkContact,
  checkField,
  loadValidation,
  prepare,
  type ContactErrors,
  type ContactField,
  type ContactValues,
  type ValidationModule,
} from './contactValidation';
import styles from './ContactForm.module.css';

const EMPTY: ContactValues = { name: '', email: '', phone: '', message: '', referer: '' };
export const CONTACT_SUCCESS_FALLBACK = 'Thank you! Your message has been sent.';

type Status = { kind: 'success' | 'error'; text: string } | null;

/** An HTTP error whose message came from the server (not the client's per-status default). */
function serverMessageOf(error: ApiError): string | null {
  if (error.kind !== 'http') return null;
  const hasFieldErrors = Object.keys(error.fieldErrors).length > 0;
  const isDefault = error.status !== null && error.message === defaultMessageForStatus(error.status);
  return isDefault && !hasFieldErrors ? null : error.message;
}

function knownFieldErrors(raw: Record<string, string>): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) if (raw[field]) errors[field] = raw[field];
  return errors;
}

/**
 * The contact form (spec §2, §4, §8): name, email, phone and message required, "how did you find us"
 * optional. Checked with the shared contactSchema, whose zod code loads on the form's first use.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const validation = useRef<ValidationModule | null>(null);
  const dirty = useRef(new Set<ContactField>());
  const busy = useRef(false);
  const inputs = useRef(new Map<ContactField, HTMLInputElement | HTMLTextAreaElement>());
  // Not useId: the ids are in the pre-rendered markup, where the page was rendered on its own, so
  // React's generated ids would differ from the ones it generates when it adopts the page.
  const baseId = 'contact-form';

  const fieldId = (field: ContactField) => `${baseId}-${field}`;
  const errorId = (field: ContactField) => `${baseId}-${field}-error`;
  const hintId = (field: ContactField) => `${baseId}-${field}-hint`;

  const ensureValidation = async (): Promise<ValidationModule | null> => {
    if (validation.current) return validation.current;
    try {
      validation.current = await loadValidation();
    } catch {
      // The rules could not be fetched (offline, a bad deploy): the server checks the same rules.
      validation.current = null;
    }
    return validation.current;
  };

  const focusFirstError = (found: ContactErrors) => {
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) inputs.current.get(first)?.focus();
  };

  const onChange = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    dirty.current.add(field);
    // From the current state, not this render's: when the page is adopted with several fields already
    // typed, their changes arrive in one batch, and each must keep the others.
    setValues((current) => ({ ...current, [field]: value }));
    // A field showing a message is re-checked as it is corrected.
    if (errors[field] && validation.current) {
      const message = checkField(validation.current, field, { ...values, [field]: value });
      setErrors((current) => ({ ...current, [field]: message }));
    }
  };

  const onBlur = (field: ContactField) => () => {
    if (!dirty.current.has(field)) return;
    void ensureValidation().then((loaded) => {
      if (!loaded) return;
      const message = checkField(loaded, field, values);
      setErrors((current) => ({ ...current, [field]: message }));
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setStatus(null);
    setErrors({});
    setSending(true);
    try {
      const loaded = await ensureValidation();
      let payload: ContactMessage;
      if (loaded) {
        const checked = checkContact(loaded, values);
        if (!checked.ok) {
          setErrors(checked.errors);
          focusFirstError(checked.errors);
          return;
        }
        payload = checked.data;
      } else {
        const prepared = prepare(values);
        payload = {
          name: prepared.name.trim(),
          email: prepared.email.trim(),
          phone: prepared.phone,
          message: prepared.message.trim(),
          ...(prepared.referer.trim() ? { referer: prepared.referer.trim() } : {}),
        };
      }

      try {
        const response = await portalApi.sendContact(payload);
        if (response.status === 'success') {
          setStatus({ kind: 'success', text: response.message?.trim() || CONTACT_SUCCESS_FALLBACK });
          setValues(EMPTY);
          dirty.current.clear();
        } else {
          setStatus({ kind: 'error', text: response.message?.trim() || messages.contact.failed });
        }
      } catch (error) {
        const serverMessage = error instanceof ApiError ? serverMessageOf(error) : null;
        setStatus({ kind: 'error', text: serverMessage ?? messages.contact.failed });
        if (error instanceof ApiError) {
          const fromServer = knownFieldErrors(error.fieldErrors);
          setErrors(fromServer);
          focusFirstError(fromServer);
        }
      }
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  const describedBy = (field: ContactField, hint = false) =>
    [hint ? hintId(field) : null, errors[field] ? errorId(field) : null].filter(Boolean).join(' ') || undefined;

  const register = (field: ContactField) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: onChange(field),
    onBlur: onBlur(field),
    'aria-invalid': errors[field] ? true : undefined,
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      if (element) inputs.current.set(field, element);
      else inputs.current.delete(field);
    },
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
      method="post"
      action={apiFormAction(apiPaths.contactUs)}
      data-portal-native=""
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void ensureValidation()}
    >
      <h3 id="contact-form-title" className={styles.title}>
        Send us a message
      </h3>
      <p className={styles.required}>
        Fields marked <span aria-hidden="true">*</span>
        <span className={styles.visuallyHidden}>with an asterisk</span> are required.
      </p>

      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={fieldId('name')} className={styles.label}>
            Name <span aria-hidden="true">*</span>
          </label>
          <input {...register('name')} className={styles.input} type="text" autoComplete="name" required aria-describedby={describedBy('name')} />
          {fieldError('name')}
        </div>
        <div className={styles.field}>
          <label htmlFor={fieldId('email')} className={styles.label}>
            Email <span aria-hidden="true">*</span>
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
            Phone <span aria-hidden="true">*</span>
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
            10-digit mobile number
          </p>
          {fieldError('phone')}
        </div>
        <div className={styles.field}>
          <label htmlFor={fieldId('referer')} className={styles.label}>
            How did you find us? <span className={styles.optional}>(optional)</span>
          </label>
          <input
            {...register('referer')}
            className={styles.input}
            type="text"
            autoComplete="off"
            aria-describedby={describedBy('referer', true)}
          />
          <p id={hintId('referer')} className={styles.hint}>
            For example a friend, an agent, a search engine or social media
          </p>
          {fieldError('referer')}
        </div>
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId('message')} className={styles.label}>
          Message <span aria-hidden="true">*</span>
        </label>
        <textarea {...register('message')} className={styles.textarea} rows={5} required aria-describedby={describedBy('message')} />
        {fieldError('message')}
      </div>

      <div className={styles.footer}>
        <button type="submit" className={styles.submit} disabled={sending}>
          {sending ? 'Sending...' : 'Send Message'}
        </button>
        <div role="status" aria-live="polite" className={styles.status}>
          {status ? (
            <p className={status.kind === 'success' ? styles.success : styles.error} data-kind={status.kind}>
              {status.kind === 'success' ? <CheckIcon size={18} /> : null}
              <span>{status.text}</span>
            </p>
          ) : null}
        </div>
      </div>
    </form>
  );
}
