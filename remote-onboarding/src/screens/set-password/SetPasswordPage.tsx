import { useMemo, useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from '@portal/shared/router';
import { ApiError, getConfig, messages, portalApi, signInWithPassword } from '@portal/shared';
import { Button } from '../../components/Button';
import { FormCard } from '../../components/FormCard';
import { FormMessage } from '../../components/FormMessage';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { TextField } from '../../components/TextField';
import { useNewPasswordForm } from '../../components/useNewPasswordForm';
import { useNewPasswordSubmit } from '../../components/useNewPasswordSubmit';
import { decodeEmailParam } from './decodeEmailParam';
import formStyles from '../../components/Form.module.css';

/** Answers meaning the invite itself is no good (expired, used, tampered with, unknown). */
const INVITE_PROBLEM_STATUSES = new Set([400, 401, 403, 404, 410, 422]);
export const INVALID_INVITE_MESSAGE = 'This invitation link is invalid or has expired.';
export const PASSWORD_SET_NOTICE = 'Your password is set. Please log in.';

type Failure = { kind: 'invite'; message: string } | { kind: 'registered' } | { kind: 'failed' };

function contactEmail(): string | null {
  try {
    return getConfig().contact.email;
  } catch {
    return null;
  }
}

/** How to get a new invitation: a prepared email to the provider, else the contact form. */
function AskForNewInvite({ email }: { email: string }) {
  const to = contactEmail();
  if (!to) {
    return (
      <p>
        Please <Link to="/contact">contact us</Link> for a new invitation.
      </p>
    );
  }
  const subject = encodeURIComponent('New invitation link');
  const body = encodeURIComponent(`Please send a new invitation link to ${email}.`);
  return (
    <p>
      Ask for a new one: email <a href={`mailto:${to}?subject=${subject}&body=${body}`}>{to}</a> or use our{' '}
      <Link to="/contact">contact form</Link>.
    </p>
  );
}

/**
 * Set password ('Set Your Password'): the onboarding email's link carries the member's email
 * (base64) and a single-use invite token. Missing or undecodable parameters go to '/'.
 */
export default function SetPasswordPage() {
  const [params] = useSearchParams();
  const email = useMemo(() => decodeEmailParam(params.get('email')), [params]);
  const token = params.get('token')?.trim() || null;
  if (!email || !token) return <Navigate to="/" replace />;
  return <SetPasswordForm email={email} token={token} />;
}

function SetPasswordForm({ email, token }: { email: string; token: string }) {
  const navigate = useNavigate();
  const form = useNewPasswordForm(messages.setPassword.tooShort);
  const [failure, setFailure] = useState<Failure | null>(null);
  const { busy, handleSubmit } = useNewPasswordSubmit(form, async (password) => {
    setFailure(null);
    try {
      const response = await portalApi.setPassword({ email, token, password });
      if (response?.status !== 'success') {
        setFailure({ kind: 'failed' });
        return;
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setFailure({ kind: 'registered' });
      else if (error instanceof ApiError && error.status !== null && INVITE_PROBLEM_STATUSES.has(error.status)) {
        const passwordProblem = error.fieldErrors['password'];
        if (passwordProblem) form.setFieldError('password', passwordProblem);
        else {
          setFailure({ kind: 'invite', message: error.fromServer ? error.message : INVALID_INVITE_MESSAGE });
        }
      } else setFailure({ kind: 'failed' });
      return;
    }
    // The account exists now: sign the member in and take them home.
    try {
      await signInWithPassword(email, password);
      navigate('/', { replace: true });
    } catch {
      navigate('/login', { replace: true, state: { notice: PASSWORD_SET_NOTICE } });
    }
  });

  let failureMessage: ReactNode = null;
  if (failure?.kind === 'registered') {
    failureMessage = (
      <>
        <p>{messages.setPassword.alreadyRegistered}</p>
        <p>
          Already set your password? <Link to="/login">Go to login</Link>
        </p>
      </>
    );
  } else if (failure?.kind === 'invite') {
    failureMessage = (
      <>
        <p>{failure.message}</p>
        <AskForNewInvite email={email} />
      </>
    );
  } else if (failure?.kind === 'failed') {
    failureMessage = <p>{messages.setPassword.failed}</p>;
  }

  return (
    <FormCard title="Set Your Password" intro="Choose a password to finish setting up your account.">
      <form className={formStyles.form} noValidate onSubmit={handleSubmit} aria-label="Set password">
        <TextField label="Email" type="email" name="email" autoComplete="username" value={email} readOnly />
        <NewPasswordFields form={form} passwordLabel="Password" />
        <FormMessage tone="error">{failureMessage}</FormMessage>
        <Button type="submit" block busy={busy}>
          Register
        </Button>
      </form>
    </FormCard>
  );
}
