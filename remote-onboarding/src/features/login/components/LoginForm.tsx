import type { PointerEvent } from 'react';
import { Link } from '@portal/shared/router';
import { Trans, usePrerendered, CheckIcon } from '@portal/shared';
import { Button, Feedback, TextField } from '@portal/shared/ui';
import { endpoints, LOGIN_EMAIL_PATTERN } from '@portal/shared/validation';
import { FormCard } from '../../../components/FormCard';
import { NewInviteRequest } from '../../password';
import { PasswordField } from '../../../components/PasswordField';
import { useT } from '../../../i18n';
import { useLoginForm } from '../hooks/useLoginForm';
import styles from './LoginForm.module.css';

/** The e-mail field's name, and the query parameter of the check that Verify Email asks the API. */
const EMAIL_FIELD = 'email';

/** A pointer released on a disabled button: the browser sends no click, but the press is still answered. */
const whenDisabled = (answer: () => void) => (event: PointerEvent<HTMLButtonElement>) => {
  if (event.button === 0 && event.currentTarget.disabled) answer();
};

/** The login screen: the email to verify, then the password, or the request for a reset link. */
export function LoginForm() {
  const { t } = useT();
  const verifying = t('login.verifying');
  // The refs apart: the hooks lint takes an object that holds a ref for a ref, unreadable while rendering.
  const { emailRef, passwordRef, ...form } = useLoginForm();
  const { mode, verifiedEmail } = form;
  // Pressed before the app has adopted the page, Verify Email, and Login (which verifies the e-mail
  // first), have the page's script send the check at once and show the busy label. Nothing is disabled
  // meanwhile: what the visitor types there is unknown to the markup, so such a press is carried out
  // (verified, or told what is wrong), never swallowed by a disabled button.
  const prerendered = usePrerendered();
  const earlyCheck = prerendered.earlyGet({
    path: endpoints.account.checkUser.path,
    field: EMAIL_FIELD,
    pattern: LOGIN_EMAIL_PATTERN,
    busyLabel: verifying,
  });

  return (
    <FormCard
      title={mode === 'reset' ? t('login.resetTitle') : t('login.title')}
      intro={mode === 'reset' ? t('login.resetIntro') : t('login.intro')}
    >
      <Feedback kind="success">{form.notice}</Feedback>
      <noscript>
        <p className={styles.noScript}>{t('login.noScript')}</p>
      </noscript>
      {/* POST: without the app, the e-mail never goes into a URL. */}
      <form
        className={styles.form}
        method="post"
        noValidate
        onSubmit={form.submit}
        aria-label={mode === 'reset' ? t('login.resetFormLabel') : t('login.formLabel')}
      >
        <TextField
          ref={emailRef}
          label={t('login.email')}
          type="email"
          name={EMAIL_FIELD}
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
                <CheckIcon size={16} /> {t('login.emailVerified')}
              </span>
            ) : undefined
          }
          addon={
            <Button
              variant="secondary"
              className={styles.verifyButton}
              onClick={() => void form.verifyEmail()}
              onPointerUp={whenDisabled(form.pressWhileDisabled)}
              disabled={!prerendered.held && (form.emailProblem !== null || form.busy || verifiedEmail !== null)}
              busy={form.checking}
              busyLabel={verifying}
              suppressHydrationWarning
              {...earlyCheck}
            >
              {t('login.verify')}
            </Button>
          }
        />

        <Feedback kind="info">
          {form.notRegistered ? (
            <p>
              <span>{t('common:login.notOnboarded')}</span>{' '}
              <Trans t={t} i18nKey="login.signUpInvite" components={{ signup: <Link to="/signup" /> }} />
            </p>
          ) : null}
          {form.underReview ? <p>{t('login.underReview')}</p> : null}
          {form.invitedEmail ? <p>{t('login.notActivated')}</p> : null}
        </Feedback>
        {form.invitedEmail ? <NewInviteRequest email={form.invitedEmail} /> : null}

        {verifiedEmail && mode === 'login' ? (
          <PasswordField
            ref={passwordRef}
            label={t('login.password')}
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
              {mode === 'login' ? t('login.forgotPassword') : t('login.backToLogin')}
            </Button>
          </div>
        ) : null}

        <Feedback kind="error" id={form.errorId}>
          {form.error}
        </Feedback>
        <Feedback kind="success">{form.success}</Feedback>

        <Button
          type="submit"
          block
          busy={form.busy}
          busyLabel={t('button.processing')}
          disabled={!prerendered.held && !form.canSubmit}
          onPointerUp={whenDisabled(form.pressWhileDisabled)}
          suppressHydrationWarning
          {...(verifiedEmail ? {} : earlyCheck)}
        >
          {mode === 'reset' ? t('login.sendResetLink') : t('login.submit')}
        </Button>
      </form>
      <p className={styles.footer}>
        <Trans t={t} i18nKey="login.newHere" components={{ signup: <Link to="/signup" /> }} />
      </p>
    </FormCard>
  );
}
