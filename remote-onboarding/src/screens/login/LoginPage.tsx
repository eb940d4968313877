import { Link } from '@portal/shared/router';
import { CheckIcon, messages } from '@portal/shared';
import { Button } from '../../components/Button';
import { FormCard } from '../../components/FormCard';
import { FormMessage } from '../../components/FormMessage';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { useLoginForm } from './useLoginForm';
import styles from './LoginPage.module.css';

/** The login screen: the email to verify, then the password, or the request for a reset link. */
export default function LoginPage() {
  const {
    mode,
    notice,
    email,
    emailError,
    emailProblem,
    verifiedEmail,
    checking,
    notRegistered,
    password,
    passwordRejected,
    busy,
    error,
    success,
    canSubmit,
    inputHeld,
    errorId,
    emailRef,
    passwordRef,
    changeEmail,
    leaveEmail,
    verifyEmail,
    emailKeyDown,
    changePassword,
    toggleMode,
    submit,
  } = useLoginForm();

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
      <form className={styles.form} method="post" noValidate onSubmit={submit} aria-label={mode === 'reset' ? 'Reset password' : 'Login'}>
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
          onChange={(event) => changeEmail(event.target.value)}
          onBlur={leaveEmail}
          onKeyDown={emailKeyDown}
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
              onClick={() => void verifyEmail()}
              disabled={!inputHeld && (emailProblem !== null || busy || verifiedEmail !== null)}
              busy={checking}
              busyLabel="Verifying..."
            >
              Verify Email
            </Button>
          }
        />

        <FormMessage tone="info">
          {notRegistered ? (
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
            onChange={(event) => changePassword(event.target.value)}
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
