import { BankIcon, ShieldIcon, UserIcon } from '@portal/shared';
import { Button, DetailRow, RoundBadge, Status, visuallyHidden } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { PayoutAccountChange } from './PayoutAccountChange';
import { ProfileSkeleton } from './ProfileSkeleton';
import { RenewalRemindersPreference } from './RenewalRemindersPreference';
import { ThemePreference } from './ThemePreference';
import { useProfile, type Profile } from '../hooks/useProfile';
import styles from './Profile.module.css';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  const { t } = useT();
  const given = Boolean(value?.trim());
  return (
    <DetailRow className={styles.field} label={label} valueClassName={given ? undefined : styles.missing}>
      {given ? value : t('common:notProvided')}
    </DetailRow>
  );
}

export function ProfileOverview() {
  const { t } = useT();
  const { state, retry } = useProfile();

  return (
    <div className={styles.page}>
      {/* Said, not shown: the outline of the profile shows it is on its way. Always there, so that
          its text appearing is what is announced; out of the flow, so the grid has no extra row. */}
      <Status kind="loading" className={visuallyHidden}>
        {state.status === 'loading' ? t('profile.loading') : ''}
      </Status>
      {state.status === 'loading' ? (
        <ProfileSkeleton />
      ) : state.status === 'error' ? (
        <div className={styles.failure}>
          <p role="alert" className={styles.error}>
            {t('profile.error', { message: state.message ?? t('profile.unavailable') })}
          </p>
          <Button variant="inline" onClick={retry}>
            {t('ui.tryAgain')}
          </Button>
        </div>
      ) : (
        <ProfileDetails profile={state.profile} />
      )}
      <ThemePreference>
        {state.status === 'loaded' && state.profile.preferences ? (
          <RenewalRemindersPreference initial={state.profile.preferences.renewalReminders} />
        ) : null}
      </ThemePreference>
    </div>
  );
}

function ProfileDetails({ profile }: { profile: Profile }) {
  const { t } = useT();
  const notProvided = t('common:notProvided');
  return (
    <>
      <header className={styles.identity}>
        <RoundBadge size="lg" aria-hidden="true" data-testid="profile-avatar">
          {initial(profile.name)}
        </RoundBadge>
        <div className={styles.identityText}>
          <h1 className={styles.name}>{profile.name?.trim() || notProvided}</h1>
          <p className={styles.code}>{t('profile.memberCode', { code: profile.coCode || notProvided })}</p>
        </div>
      </header>
      <section className={styles.card} aria-labelledby="contact-info">
        <h2 id="contact-info">
          <UserIcon size={18} />
          {t('profile.contact')}
        </h2>
        <dl>
          <Field label={t('profile.mobile')} value={profile.mobile} />
          <Field label={t('profile.email')} value={profile.email} />
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="identity-info">
        <h2 id="identity-info">
          <ShieldIcon size={18} />
          {t('profile.identity')}
        </h2>
        <dl>
          <Field label={t('profile.pan')} value={profile.pan} />
          <Field label={t('profile.aadhar')} value={profile.aadhar} />
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="bank-info">
        <h2 id="bank-info">
          <BankIcon size={18} />
          {t('profile.bank')}
        </h2>
        <dl>
          <Field label={t('profile.bankName')} value={profile.bankName} />
          <Field label={t('profile.account')} value={profile.bankAccount} />
        </dl>
        <PayoutAccountChange />
      </section>
    </>
  );
}

/** The avatar's letter: the name's first letter (not a leading space or symbol), else '?'. */
export function initial(name: string | null | undefined): string {
  const match = /\p{L}|\p{N}/u.exec(name ?? '');
  return match ? match[0].toLocaleUpperCase('en-IN') : '?';
}
