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
  // The refs apart: the hooks lint takes an object that holds a ref for a ref, unreadable while rendering.
  const { emailRef, passwordRef, ...form } = useLoginForm();
  const { mode, verifiedEmail } = form;

  return (
    <FormCard
      title={mode === 'reset' ? 'Reset Password' : 'Welcome Back'}
      intro={
        mode === 'reset'
          ? 'We will email you a link to choose a new password.'
          : 'Verify your email, then enter your password to log in.'
      }
    >
      <FormMessage tone="success">{form.notice}</FormMessage>
      <noscript>
        <p className={styles.noScript}>Logging in needs JavaScript, which is turned off in this browser.</p>
      </noscript>
      {/* POST: without the app, the e-mail never goes into a URL. */}
      <form className={styles.form} method="post" noValidate onSubmit={form.submit} aria-label={mode === 'reset' ? 'Reset password' : 'Login'}>
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
          value={form.email}
          onChange={(event) => form.changeEmail(event.target.value)}
          onBlur={form.leaveEmail}
          onKeyDown={form.emailKeyDown}
          error={form.emailError}
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
              onClick={() => void form.verifyEmail()}
              disabled={!form.inputHeld && (form.emailProblem !== null || form.busy || verifiedEmail !== null)}
              busy={form.checking}
              busyLabel="Verifying..."
            >
              Verify Email
            </Button>
          }
        />

        <FormMessage tone="info">
          {form.notRegistered ? (
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
            value={form.password}
            onChange={(event) => form.changePassword(event.target.value)}
            describedBy={form.passwordRejected ? form.errorId : undefined}
            aria-invalid={form.passwordRejected || undefined}
          />
        ) : null}

        {verifiedEmail ? (
          <div className={styles.toggleRow}>
            <Button variant="link" onClick={form.toggleMode} disabled={form.busy}>
              {mode === 'login' ? 'Forgot Password?' : 'Back to Login'}
            </Button>
          </div>
        ) : null}

        <FormMessage tone="error" id={form.errorId}>
          {form.error}
        </FormMessage>
        <FormMessage tone="success">{form.success}</FormMessage>

        <Button type="submit" block busy={form.busy} disabled={!form.inputHeld && !form.canSubmit}>
          {mode === 'reset' ? 'Send Reset Link' : 'Login'}
        </Button>
      </form>
      <p className={styles.footer}>
        New to Agent Portal? <Link to="/signup">Join our network</Link>
      </p>
    </FormCard>
  );
}
