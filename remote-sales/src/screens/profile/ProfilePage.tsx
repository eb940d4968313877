import { useEffect, useState } from 'react';
import { ShieldIcon, UserIcon, messages, portalApi, type MemberProfile } from '@portal/shared';
import { RenewalRemindersPreference } from './RenewalRemindersPreference';
import { ThemePreference } from './ThemePreference';
import styles from './ProfilePage.module.css';
import { LinkButton } from '../../components/LinkButton';

type ProfileState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; profile: MemberProfile };

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      {value?.trim() ? <dd>{value}</dd> : <dd className={styles.missing}>{messages.notProvided}</dd>}
    </div>
  );
}

export default function ProfilePage() {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  // Bumped by 'Try again': the API was unreachable or failed, and the member asks again (no reload).
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    portalApi.getProfile(controller.signal).then(
      (response) => {
        if (controller.signal.aborted) return;
        if (response.status !== 'success' || !response.profile) {
          setState({ status: 'error', message: response.message || 'Profile unavailable' });
        } else {
          setState({ status: 'loaded', profile: response.profile });
        }
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // The server's message (ApiError carries it); never "Error: Error: …".
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  };

  return (
    <div className={styles.page}>
      {state.status === 'loading' ? (
        <p role="status">Loading profile...</p>
      ) : state.status === 'error' ? (
        <div className={styles.failure}>
          <p role="alert" className={styles.error}>
            Error: {state.message}
          </p>
          <LinkButton onClick={retry}>Try again</LinkButton>
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

function ProfileDetails({ profile }: { profile: MemberProfile }) {
  return (
    <>
      <header className={styles.identity}>
        <span className={styles.avatar} aria-hidden="true" data-testid="profile-avatar">
          {initial(profile.name)}
        </span>
        <div className={styles.identityText}>
          <h1 className={styles.name}>{profile.name?.trim() || messages.notProvided}</h1>
          <p className={styles.code}>Member code: {profile.coCode || messages.notProvided}</p>
        </div>
      </header>
      <section className={styles.card} aria-labelledby="contact-info">
        <h2 id="contact-info">
          <UserIcon size={18} />
          Contact Information
        </h2>
        <dl>
          <Field label="Mobile" value={profile.mobile} />
          <Field label="Email" value={profile.email} />
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="identity-info">
        <h2 id="identity-info">
          <ShieldIcon size={18} />
          Identity Details
        </h2>
        <dl>
          <Field label="PAN" value={profile.pan} />
          <Field label="Aadhar" value={profile.aadhar} />
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="bank-info">
        <h2 id="bank-info">
          <BankIcon />
          Banking Information
        </h2>
        <dl>
          <Field label="Bank Name" value={profile.bankName} />
          <Field label="Account Number" value={profile.bankAccount} />
        </dl>
      </section>
    </>
  );
}

/** The avatar's letter: the name's first letter (not a leading space or symbol), else '?'. */
export function initial(name: string | null | undefined): string {
  const match = /\p{L}|\p{N}/u.exec(name ?? '');
  return match ? match[0].toLocaleUpperCase('en-IN') : '?';
}

function BankIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M3 21h18M4 10h16M5 10v8M9.5 10v8M14.5 10v8M19 10v8M12 3 3 8h18z" />
    </svg>
  );
}
