import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from '@portal/shared/router';
import { ApiError, getConfig, portalApi, signInWithPassword, Trans } from '@portal/shared';
import { endpoints } from '@portal/shared/validation';
import { Button, Feedback, TextField } from '@portal/shared/ui';
import { FormCard } from '../../../components/FormCard';
import { NewPasswordFields } from './NewPasswordFields';
import { useNewPasswordForm } from '../hooks/useNewPasswordForm';
import { useNewPasswordSubmit } from '../hooks/useNewPasswordSubmit';
import { useT } from '../../../i18n';
import en from '../../../i18n/en';
import { MEMBER_HOME } from '../../../lib/returnPath';
import { DeadInviteLink } from './DeadInviteLink';
import { useInviteCheck } from '../hooks/useInviteCheck';
import formStyles from '../../../components/Form.module.css';

/** Answers meaning the invite itself is no good (expired, used, tampered with, unknown). */
const INVITE_PROBLEM_STATUSES = new Set([400, 401, 403, 404, 410, 422]);
/** In English; the page says them in the current language. */
export const INVALID_INVITE_MESSAGE = en.setPassword.invalidInvite;
export const PASSWORD_SET_NOTICE = en.setPassword.passwordSet;

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
  const { t } = useT();
  const to = contactEmail();
  if (!to) {
    return (
      <p>
        <Trans t={t} i18nKey="setPassword.contactUs" components={{ contact: <Link to="/contact" /> }} />
      </p>
    );
  }
  const subject = encodeURIComponent(t('setPassword.inviteMailSubject'));
  const body = encodeURIComponent(t('setPassword.inviteMailBody', { email }));
  return (
    <p>
      <Trans
        t={t}
        i18nKey="setPassword.askForNewInvite"
        values={{ to }}
        components={{ mail: <a href={`mailto:${to}?subject=${subject}&body=${body}`}>{to}</a>, contact: <Link to="/contact" /> }}
      />
    </p>
  );
}

/** The link is checked first: a used or expired one says so instead of showing the form. */
export function SetPassword({ email, token }: { email: string; token: string }) {
  const { t } = useT();
  const check = useInviteCheck(email, token);
  if (check === 'valid' || check === 'unknown') return <SetPasswordForm email={email} token={token} />;
  return (
    <FormCard title={t('setPassword.title')} intro={t('setPassword.intro')}>
      {check === 'checking' ? <p role="status">{t('setPassword.checking')}</p> : <DeadInviteLink email={email} problem={check} />}
    </FormCard>
  );
}

function SetPasswordForm({ email, token }: { email: string; token: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  const form = useNewPasswordForm(t('common:setPassword.tooShort'));
  const [failure, setFailure] = useState<Failure | null>(null);
  const { busy, handleSubmit } = useNewPasswordSubmit(form, async (password) => {
    setFailure(null);
    try {
      const response = await portalApi.call(endpoints.account.setPassword, { body: { email, token, password } });
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
          setFailure({ kind: 'invite', message: error.fromServer ? error.message : t('setPassword.invalidInvite') });
        }
      } else setFailure({ kind: 'failed' });
      return;
    }
    // The account exists now: sign the member in and take them to their sales, welcomed there.
    try {
      await signInWithPassword(email, password);
      navigate(MEMBER_HOME, { replace: true, state: { welcome: true } });
    } catch {
      navigate('/login', { replace: true, state: { notice: t('setPassword.passwordSet') } });
    }
  });

  let failureMessage: ReactNode = null;
  if (failure?.kind === 'registered') {
    failureMessage = (
      <>
        <p>{t('common:setPassword.alreadyRegistered')}</p>
        <p>
          <Trans t={t} i18nKey="setPassword.alreadySet" components={{ login: <Link to="/login" /> }} />
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
    failureMessage = <p>{t('common:setPassword.failed')}</p>;
  }

  return (
    <FormCard title={t('setPassword.title')} intro={t('setPassword.intro')}>
      <form className={formStyles.form} noValidate onSubmit={handleSubmit} aria-label={t('setPassword.formLabel')}>
        <TextField label={t('setPassword.email')} type="email" name="email" autoComplete="username" value={email} readOnly />
        <NewPasswordFields form={form} passwordLabel={t('setPassword.password')} />
        <Feedback kind="error">{failureMessage}</Feedback>
        <Button type="submit" block busy={busy} busyLabel={t('button.processing')}>
          {t('setPassword.submit')}
        </Button>
      </form>
    </FormCard>
  );
}
