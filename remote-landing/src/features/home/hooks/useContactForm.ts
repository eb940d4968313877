import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError, defaultMessageForStatus, portalApi } from '@portal/shared';
import type { ContactInput } from '@portal/shared/validation';
import en from '../../../i18n/en';
import {
  CONTACT_FIELDS,
  checkContact,
  checkField,
  loadContactEndpoint,
  loadValidation,
  prepare,
  type ContactErrors,
  type ContactField,
  type ContactValues,
  type ValidationModule,
} from '../lib/contactValidation';

const EMPTY: ContactValues = { name: '', email: '', phone: '', message: '', referer: '' };
/** The success text (in English) when the server's answer carries none. */
export const CONTACT_SUCCESS_FALLBACK = en.form.sent;

/**
 * What the status region says: the server's own text, or (null) the form's default for that kind,
 * which the form shows in the current language.
 */
export type ContactStatus = { kind: 'success' | 'error'; text: string | null } | null;
type FieldElement = HTMLInputElement | HTMLTextAreaElement;

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
 * State of the contact form: name, email, phone and message required, "how did you find us"
 * optional. Checked with the shared contactSchema, whose zod code loads on the form's first use.
 */
export function useContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<ContactStatus>(null);
  const validation = useRef<ValidationModule | null>(null);
  const dirty = useRef(new Set<ContactField>());
  const busy = useRef(false);
  const inputs = useRef(new Map<ContactField, FieldElement>());

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

  const onChange = (field: ContactField) => (event: ChangeEvent<FieldElement>) => {
    const value = event.target.value;
    dirty.current.add(field);
    // From the current state, not this render's: several fields' changes can arrive in one batch, and
    // each must keep the others.
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
      let payload: ContactInput;
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
        // Without the contract (the entry cannot be loaded), the send fails like one the network refused.
        const response = await portalApi.call(await loadContactEndpoint(), { body: payload });
        if (response.status === 'success') {
          setStatus({ kind: 'success', text: response.message?.trim() || null });
          setValues(EMPTY);
          dirty.current.clear();
        } else {
          setStatus({ kind: 'error', text: response.message?.trim() || null });
        }
      } catch (error) {
        const serverMessage = error instanceof ApiError ? serverMessageOf(error) : null;
        setStatus({ kind: 'error', text: serverMessage });
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

  /** The ref callback of a field's element, which the first invalid field's focus needs. */
  const inputRef = (field: ContactField) => (element: FieldElement | null) => {
    if (element) inputs.current.set(field, element);
    else inputs.current.delete(field);
  };

  return { values, errors, sending, status, ensureValidation, onChange, onBlur, onSubmit, inputRef };
}
