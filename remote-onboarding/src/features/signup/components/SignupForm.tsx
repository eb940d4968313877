import { useId, useRef } from 'react';
import { Trans } from '@portal/shared';
import { Link, useNavigate } from '@portal/shared/router';
import { Button, Feedback, TextAreaField, TextField } from '@portal/shared/ui';
import { FormCard } from '../../../components/FormCard';
import { useT } from '../../../i18n';
import { RegistrationSuccessDialog } from './RegistrationSuccessDialog';
import { useSignupForm, type SignupField } from '../hooks/useSignupForm';
import formStyles from '../../../components/Form.module.css';
import styles from './SignupForm.module.css';

/** Sign-up ('Join Our Network'): an application the provider reviews before onboarding the member. */
export function SignupForm() {
  const { t } = useT();
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
    <FormCard title={t('signup.title')} intro={t('signup.intro')} wide>
      <form className={styles.form} noValidate onSubmit={handleSubmit} aria-label={t('signup.formLabel')}>
        <p className={`${styles.note} ${styles.full}`}>
          <Trans t={t} i18nKey="signup.requiredNote" components={{ mark: <span /> }} />
        </p>
        <TextField
          {...field('name')}
          label={t('signup.name')}
          required
          autoComplete="name"
          autoCapitalize="words"
          onChange={(event) => update('name', event.target.value)}
        />
        <TextField
          {...field('phone')}
          label={t('signup.phone')}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t('signup.phoneHint')}
          onChange={(event) => update('phone', event.target.value)}
        />
        <div className={styles.full}>
          <TextField
            {...field('email')}
            label={t('signup.email')}
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
          label={t('signup.pan')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={t('signup.panHint')}
          onChange={(event) => update('panNo', event.target.value)}
        />
        <TextField
          {...field('aadharNo')}
          label={t('signup.aadhaar')}
          autoComplete="off"
          inputMode="numeric"
          hint={t('signup.aadhaarHint')}
          onChange={(event) => update('aadharNo', event.target.value)}
        />
        <div className={styles.full}>
          <TextField
            {...field('referralId')}
            label={t('signup.referral')}
            autoComplete="off"
            hint={t('signup.referralHint')}
            onChange={(event) => update('referralId', event.target.value)}
          />
        </div>
        <div className={styles.full}>
          <TextAreaField
            {...field('reason')}
            label={t('signup.reason')}
            required
            onChange={(event) => update('reason', event.target.value)}
          />
        </div>
        <div className={styles.full}>
          <Feedback kind="error" id={formErrorId}>
            {formError ? (
              <p>
                <span>{formError.message}</span>
                {formError.field === 'email' ? (
                  <>
                    {' '}
                    <Link to="/login">{t('signup.goToLogin')}</Link>
                  </>
                ) : null}
              </p>
            ) : null}
          </Feedback>
          <Feedback kind="success">{submitted ? <p>{t('signup.sent')}</p> : null}</Feedback>
        </div>
        <div className={styles.full}>
          <Button ref={submitRef} type="submit" block busy={busy} busyLabel={t('button.processing')}>
            {t('signup.submit')}
          </Button>
        </div>
      </form>
      <p className={formStyles.footer}>
        <Trans t={t} i18nKey="signup.alreadyMember" components={{ login: <Link to="/login" /> }} />
      </p>
      {dialogOpen ? (
        <RegistrationSuccessDialog onContinue={() => navigate('/login')} onClose={closeDialog} returnFocusRef={submitRef} />
      ) : null}
    </FormCard>
  );
}
