import styles from './RemoteErrorBoundary.module.css';

export interface RemoteFallbackProps {
  /** What the user was trying to open: "the home page". */
  label: string;
  remoteName: string;
  /** The remote's release no longer speaks this portal's page contract. */
  contractBroken?: boolean;
  onRetry: () => void;
}

/** What a page whose remote could not be loaded shows instead, with "Try again" (only that remote reloads). */
export function RemoteFallback({ label, remoteName, contractBroken = false, onRetry }: RemoteFallbackProps) {
  return (
    <section className={styles.fallback} role="alert" aria-labelledby="remote-error-title">
      <h1 id="remote-error-title" className={styles.title}>
        We couldn't load {label}
      </h1>
      <p>
        {contractBroken
          ? `This part of the portal (${remoteName}) was updated and does not match this version of the portal yet.`
          : `This part of the portal (${remoteName}) is unavailable right now.`}{' '}
        The rest of the portal still works. Please try again in a moment.
      </p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}
