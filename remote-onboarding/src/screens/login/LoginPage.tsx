import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from '@portal/shared/router';
import { CheckIcon, firebaseErrorCode, limits, messages, portalApi, signInWithPassword, usePrerenderedInputHeld } from '@portal/shared';
import { LOGIN_EMAIL_PATTERN } from '@portal/shared/validation';
import { Button } from '../../components/Button';
import { FormCard } from '../../components/FormCard';
import { FormMessage } from '../../components/FormMessage';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { noticeFrom, returnPath } from '../../lib/returnPath';
import { useEmailVerification } from './useEmailVerification';
import styles from './LoginPage.module.css';

type Mode = 'login' | 'reset';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** The login email rule of spec §5: empty, or not text@domain.tld without spaces, is refused. */
export function loginEmailProblem(email: string): string | null {
  const value = email.trim();
  if (!value) return messages.login.emptyEmail;
  return LOGIN_EMAIL_PATTERN.test(value) ? null : INVALID_EMAIL_MESSAGE;
}

function isInvalidCredential(error: unknown): boolean {
  const code = firebaseErrorCode(error);
  if (code === 'auth/invalid-credential' || code === 'auth/wrong-password') return true;
  return error instanceof Error && error.message.includes('auth/invalid-credential');
}

/**
 * Login (spec §2 Login screen): verify the email against the API first, then sign in with Firebase,
 * or switch to reset mode and ask the API to email a reset link.
 */
export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const errorId = useId();

  const [email, setEmail] = useState('');
  const [showEmailProblem, setShowEmailProblem] = useState(false);
  const [password, setPassword] = useState('');
  const [mode, setMode] = useState<Mode>('login');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [passwordRejected, setPasswordRejected] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [resetSent, setResetSent] = useState(false);
  const [notice, setNotice] = useState(() => noticeFrom(location.state));
  const { verification, verify, clear } = useEmailVerification();

  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const busyRef = useRef(false);
  const emailEditedRef = useRef(false);

  const emailProblem = loginEmailProblem(email);
  const checking = verification.state === 'checking';
  const verifiedEmail = verification.state === 'registered' ? verification.email : null;
  const canSubmit = verifiedEmail !== null && !busy && !resetSent && (mode === 'reset' || password.length > 0);
  // In the pre-rendered form nothing is disabled: what the visitor types there is unknown to the
  // markup, so a press on Verify Email or Login is taken (held until the app runs, then handled as
  // here: verified, or told what is wrong), never swallowed by a disabled button.
  const inputHeld = usePrerenderedInputHeld();

  // A notice handed over by another page (e.g. after a password reset) shows for 5 seconds.
  useEffect(() => {
    const handedOver = noticeFrom(location.state);
    if (handedOver) setNotice(handedOver);
  }, [location.key, location.state]);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), limits.loginNoticeMs);
    return () => clearTimeout(timer);
  }, [notice]);

  // After a reset link is sent, reset mode closes by itself after 3 seconds.
  useEffect(() => {
    if (!resetSent) return;
    const timer = setTimeout(() => {
      setResetSent(false);
      setMode('login');
    }, limits.resetModeCloseMs);
    return () => clearTimeout(timer);
  }, [resetSent]);

  // Once the email is verified, the password field appears: take the user there.
  useEffect(() => {
    if (verifiedEmail) passwordRef.current?.focus();
  }, [verifiedEmail]);

  function handleEmailChange(value: string) {
    emailEditedRef.current = true;
    setEmail(value);
    // A different email needs verifying again.
    clear();
    setMode('login');
    setResetSent(false);
    setError(null);
    setPasswordRejected(false);
    setSuccess(null);
  }

  async function handleVerify() {
    if (busyRef.current || checking) return;
    if (emailProblem) {
      setShowEmailProblem(true);
      emailRef.current?.focus();
      return;
    }
    setError(null);
    setSuccess(null);
    const result = await verify(email.trim());
    if (result?.state === 'failed') setError(result.message);
  }

  function handleEmailKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter in the email field verifies it until it is verified; after that it submits the form.
    if (event.key === 'Enter' && !verifiedEmail) {
      event.preventDefault();
      void handleVerify();
    }
  }

  function toggleMode() {
    setMode((current) => (current === 'login' ? 'reset' : 'login'));
    setResetSent(false);
    setError(null);
    setPasswordRejected(false);
    setSuccess(null);
  }

  async function signIn(userEmail: string) {
    try {
      // Resolves once the shared auth store shows the user, so the guarded page we go to sees them.
      await signInWithPassword(userEmail, password);
      navigate(returnPath(location.state), { replace: true });
    } catch (signInError) {
      const rejected = isInvalidCredential(signInError);
      setPasswordRejected(rejected);
      setError(rejected ? messages.login.invalidPassword : messages.login.failed);
      if (rejected) passwordRef.current?.focus();
    }
  }

  async function sendResetLink(userEmail: string) {
    try {
      const response = await portalApi.requestPasswordReset(userEmail);
      if (response?.status === 'success') {
        setSuccess(response.message?.trim() || messages.login.resetSent);
        setResetSent(true);
      } else {
        setError(messages.login.resetFailed);
      }
    } catch {
      // Any failure (HTTP error, network, unreadable answer) is reported: the original's check never was.
      setError(messages.login.resetFailed);
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busyRef.current) return;
    if (!verifiedEmail) {
      void handleVerify();
      return;
    }
    if (!canSubmit) return;
    busyRef.current = true;
    setBusy(true);
    setError(null);
    setPasswordRejected(false);
    setSuccess(null);
    try {
      if (mode === 'reset') await sendResetLink(verifiedEmail);
      else await signIn(verifiedEmail);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  const emailError =
    (showEmailProblem && emailProblem) || (verification.state === 'not-registered' ? messages.login.notRegistered : null);

  return (
    <FormCard
      title={mode === 'reset' ? 'Reset Password' : 'Welcome Back'}
      intro={
        mode === 'reset'
          ? 'We will email you a link to choose a new password.'
          : 'Verify your email, then enter your password to log in.'
      }
    >
      <FormMessage tone="success">{notice}</FormMessage>
      <noscript>
        <p className={styles.noScript}>Logging in needs JavaScript, which is turned off in this browser.</p>
      </noscript>
      {/* POST: without the app, the e-mail never goes into a URL. */}
      <form className={styles.form} method="post" noValidate onSubmit={handleSubmit} aria-label={mode === 'reset' ? 'Reset password' : 'Login'}>
        <TextField
          ref={emailRef}
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          value={email}
          onChange={(event) => handleEmailChange(event.target.value)}
          onBlur={() => {
            // Only once the user has typed: tabbing through an empty field is not an error yet.
            if (emailEditedRef.current) setShowEmailProblem(true);
          }}
          onKeyDown={handleEmailKeyDown}
          error={emailError}
          hint={
            verifiedEmail ? (
              <span className={styles.verified}>
                <CheckIcon size={16} /> Email verified
              </span>
            ) : undefined
          }
          addon={
            <Button
              variant="secondary"
              className={styles.verifyButton}
              onClick={() => void handleVerify()}
              disabled={!inputHeld && (emailProblem !== null || busy || verifiedEmail !== null)}
              busy={checking}
              busyLabel="Verifying..."
            >
              Verify Email
            </Button>
          }
        />

        <FormMessage tone="info">
          {verification.state === 'not-registered' ? (
            <p>
              <span>{messages.login.notOnboarded}</span> <Link to="/signup">Sign up</Link> if you want to join our network.
            </p>
          ) : null}
        </FormMessage>

        {verifiedEmail && mode === 'login' ? (
          <PasswordField
            ref={passwordRef}
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setPasswordRejected(false);
            }}
            describedBy={passwordRejected ? errorId : undefined}
            aria-invalid={passwordRejected || undefined}
          />
        ) : null}

        {verifiedEmail ? (
          <div className={styles.toggleRow}>
            <Button variant="link" onClick={toggleMode} disabled={busy}>
              {mode === 'login' ? 'Forgot Password?' : 'Back to Login'}
            </Button>
          </div>
        ) : null}

        <FormMessage tone="error" id={errorId}>
          {error}
        </FormMessage>
        <FormMessage tone="success">{success}</FormMessage>

        <Button type="submit" block busy={busy} disabled={!inputHeld && !canSubmit}>
          {mode === 'reset' ? 'Send Reset Link' : 'Login'}
        </Button>
      </form>
      <p className={styles.footer}>
        New to Agent Portal? <Link to="/signup">Join our network</Link>
      </p>
    </FormCard>
  );
}
