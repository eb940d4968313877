import { useId, useRef } from 'react';
import { Link, useNavigate } from '@portal/shared/router';
import { Button } from '../../components/Button';
import { FormCard } from '../../components/FormCard';
import { FormMessage } from '../../components/FormMessage';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { RegistrationSuccessDialog } from './RegistrationSuccessDialog';
import { useSignupForm, type SignupField } from './useSignupForm';
import styles from './SignupPage.module.css';

export { normalisePhone } from './useSignupForm';

/** Sign-up ('Join Our Network'): an application the provider reviews before onboarding the member. */
export default function SignupPage() {
  const navigate = useNavigate();
  const formErrorId = useId();
  const submitRef = useRef<HTMLButtonElement>(null);
  const { values, errors, busy, formError, dialogOpen, submitted, update, check, handleSubmit, closeDialog, fieldRef } = useSignupForm();

  const field = (name: SignupField) => ({
    name,
    value: values[name],
    error: errors[name],
    ref: fieldRef(name),
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
