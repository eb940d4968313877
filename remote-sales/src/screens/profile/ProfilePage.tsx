import { useEffect, useState } from 'react';
import { ApiError, messages, portalApi, type MemberProfile } from '@portal/shared';
import { ThemePreference } from './ThemePreference';
import styles from './ProfilePage.module.css';

type ProfileState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; profile: MemberProfile };

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd>{value?.trim() ? value : messages.notProvided}</dd>
    </div>
  );
}

export default function ProfilePage() {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    portalApi.getProfile(controller.signal).then(
      (response) => setState({ status: 'loaded', profile: response.profile }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: error instanceof ApiError ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, []);

  return (
    <div className={styles.page}>
      {state.status === 'loading' ? (
        <p role="status">Loading profile...</p>
      ) : state.status === 'error' ? (
        <p role="alert" className={styles.error}>
          Error: {state.message}
        </p>
      ) : (
        <ProfileDetails profile={state.profile} />
      )}
      <ThemePreference />
    </div>
  );
}

function ProfileDetails({ profile }: { profile: MemberProfile }) {
  return (
    <>
      <header className={styles.identity}>
        <span className={styles.avatar} aria-hidden="true">
          {profile.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <div>
          <h1 className={styles.name}>{profile.name}</h1>
          <p className={styles.code}>Member code: {profile.coCode || messages.notProvided}</p>
        </div>
      </header>
      <section className={styles.card} aria-labelledby="contact-info">
        <h2 id="contact-info">Contact Information</h2>
        <dl>
          <Field label="Mobile" value={profile.mobile} />
          <Field label="Email" value={profile.email} />
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="identity-info">
        <h2 id="identity-info">Identity Details</h2>
        <dl>
          <Field label="PAN" value={profile.pan} />
          <Field label="Aadhar" value={profile.aadhar} />
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="bank-info">
        <h2 id="bank-info">Banking Information</h2>
        <dl>
          <Field label="Bank Name" value={profile.bankName} />
          <Field label="Account Number" value={profile.bankAccount} />
        </dl>
      </section>
    </>
  );
}
