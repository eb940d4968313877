import { Suspense, lazy } from 'react';
import { useT } from '../i18n';
import styles from './RemoteErrorBoundary.module.css';

// The UI kit's button, loaded once a page has failed: nothing else in the shell needs the kit, so the
// first paint of every page does without it.
const Button = lazy(() => import('@portal/shared/ui').then((kit) => ({ default: kit.Button })));

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
  const { t } = useT();
  return (
    <section className={styles.fallback} role="alert" aria-labelledby="remote-error-title">
      <h1 id="remote-error-title" className={styles.title}>
        {t('remote.title', { page: label })}
      </h1>
      <p>
        {contractBroken ? t('remote.contractBroken', { remote: remoteName }) : t('remote.unavailable', { remote: remoteName })}{' '}
        {t('remote.restWorks')}
      </p>
      <Suspense fallback={null}>
        <Button className={styles.retry} onClick={onRetry}>
          {t('remote.tryAgain')}
        </Button>
      </Suspense>
    </section>
  );
}
