import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@portal/shared/router';
import { ApiError, messages, portalApi, type SignupApplication } from '@portal/shared';
import { fieldErrors, signupSchema } from '@portal/shared/validation';
import { Button } from '../../components/Button';
import { FormCard } from '../../components/FormCard';
import { FormMessage } from '../../components/FormMessage';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { RegistrationSuccessDialog } from './RegistrationSuccessDialog';
import styles from './SignupPage.module.css';

type FieldName = 'name' | 'phone' | 'email' | 'panNo' | 'aadharNo' | 'referralId' | 'reason';
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;

/** In the order they appear, so the first invalid one can take the focus. */
const FIELDS: readonly FieldName[] = ['name', 'phone', 'email', 'panNo', 'aadharNo', 'referralId', 'reason'];
const EMPTY: Values = { name: '', phone: '', email: '', panNo: '', aadharNo: '', referralId: '', reason: '' };

/**
 * "98765 43210", "98765-43210" and "+91 98765 43210" (what browsers autofill for `tel`) are the same
 * 10-digit number; anything else goes to the schema as typed and gets its message.
 */
export function normalisePhone(value: string): string {
  const compact = value.replace(/[\s-]/g, '');
  const national = compact.replace(/^\+91/, '');
  return /^\d{10}$/.test(national) ? national : value;
}

function parse(values: Values) {
  return signupSchema.safeParse({ ...values, phone: normalisePhone(values.phone) });
}

function errorsOf(values: Values): Errors {
  const result = parse(values);
  return result.success ? {} : (fieldErrors(result.error) as Errors);
}

/** Sign-up ('Join Our Network'): an application the provider reviews before onboarding the member. */
export default function SignupPage() {
  const navigate = useNavigate();
  const formErrorId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<{ message: string; field?: FieldName } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const busyRef = useRef(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const fieldRefs = useRef<Partial<Record<FieldName, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  function focusFirstInvalid(found: Errors) {
    const first = FIELDS.find((field) => found[field]);
    if (first) fieldRefs.current[first]?.focus();
  }

  function update(field: FieldName, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    setSubmitted(false);
    // Once a field shows an error (or after a submit attempt) its message follows what is typed.
    if (attempted || errors[field]) setErrors((current) => ({ ...current, [field]: errorsOf(next)[field] }));
    if (formError?.field === field) setFormError(null);
  }

  function check(field: FieldName) {
    if (!attempted && values[field].trim() === '') return;
    setErrors((current) => ({ ...current, [field]: errorsOf(values)[field] }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busyRef.current) return;
    setAttempted(true);
    setFormError(null);
    const result = parse(values);
    if (!result.success) {
      const found = fieldErrors(result.error) as Errors;
      setErrors(found);
      focusFirstInvalid(found);
      return;
    }
    setErrors({});
    busyRef.current = true;
    setBusy(true);
    try {
      const application: SignupApplication = result.data;
      await portalApi.sendRegistration(application);
      setValues(EMPTY);
      setAttempted(false);
      setDialogOpen(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setFormError({ message: error.fromServer ? error.message : messages.signup.alreadyRegistered, field: 'email' });
      } else if (error instanceof ApiError) {
        const fromServer: Errors = {};
        for (const field of FIELDS) if (error.fieldErrors[field]) fromServer[field] = error.fieldErrors[field];
        if (Object.keys(fromServer).length) {
          setErrors(fromServer);
          focusFirstInvalid(fromServer);
        }
        setFormError({ message: error.message });
      } else {
        setFormError({ message: error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.' });
      }
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  function closeDialog() {
    setDialogOpen(false);
    setSubmitted(true);
  }

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    error: errors[name],
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      fieldRefs.current[name] = element;
    },
    onBlur: () => check(name),
  });

  return (
    <FormCard title="Join Our Network" intro="Apply to become an agent. We review every application and email you once you are onboarded." wide>
      <form className={styles.form} noValidate onSubmit={handleSubmit} aria-label="Sign up">
        <p className={`${styles.note} ${styles.full}`}>
          Fields marked <span>*</span> are required.
        </p>
        <TextField
          {...field('name')}
          label="Full Name"
          required
          autoComplete="name"
          autoCapitalize="words"
          onChange={(event) => update('name', event.target.value)}
        />
        <TextField
          {...field('phone')}
          label="Phone Number"
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint="10 digits"
          onChange={(event) => update('phone', event.target.value)}
        />
        <div className={styles.full}>
        <TextField
          {...field('email')}
          label="Email Address"
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          describedBy={formError?.field === 'email' ? formErrorId : undefined}
          aria-invalid={formError?.field === 'email' || undefined}
          onChange={(event) => update('email', event.target.value)}
        />
        </div>
        <TextField
          {...field('panNo')}
          label="PAN Number"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint="Optional, e.g. ABCDE1234F"
          onChange={(event) => update('panNo', event.target.value)}
        />
        <TextField
          {...field('aadharNo')}
          label="Aadhar Number"
          autoComplete="off"
          inputMode="numeric"
          hint="Optional, 12 digits"
          onChange={(event) => update('aadharNo', event.target.value)}
        />
        <div className={styles.full}>
          <TextField
            {...field('referralId')}
            label="Referral Name"
            autoComplete="off"
            hint="Optional: who referred you"
            onChange={(event) => update('referralId', event.target.value)}
          />
        </div>
        <div className={styles.full}>
          <TextAreaField
            {...field('reason')}
            label="How did you know about us?"
            required
            onChange={(event) => update('reason', event.target.value)}
          />
        </div>
        <div className={styles.full}>
          <FormMessage tone="error" id={formErrorId}>
            {formError ? (
              <p>
                <span>{formError.message}</span>
                {formError.field === 'email' ? (
                  <>
                    {' '}
                    <Link to="/login">Go to login</Link>
                  </>
                ) : null}
              </p>
            ) : null}
          </FormMessage>
          <FormMessage tone="success">
            {submitted ? <p>Your application has been sent. We will email you once your onboarding is completed.</p> : null}
          </FormMessage>
        </div>
        <div className={styles.full}>
          <Button ref={submitRef} type="submit" block busy={busy}>
            Sign Up
          </Button>
        </div>
      </form>
      <p className={styles.footer}>
        Already a member? <Link to="/login">Log in</Link>
      </p>
      {dialogOpen ? <RegistrationSuccessDialog onContinue={() => navigate('/login')} onClose={closeDialog} returnFocusRef={submitRef} /> : null}
    </FormCard>
  );
}
