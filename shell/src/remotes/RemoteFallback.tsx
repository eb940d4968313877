import { Suspense, lazy, type ComponentProps } from 'react';
import { useT } from '../i18n';
import styles from './RemoteErrorBoundary.module.css';

/** The browser's own button: "Try again" when the kit cannot load either (offline, say). */
function PlainButton(props: ComponentProps<'button'>) {
  return <button type="button" {...props} />;
}

// The UI kit's button, loaded once a page has failed: nothing else in the shell needs the kit, so the
// first paint of every page does without it. A kit that fails to load too must not blank the page: the
// fallback is itself inside the error boundary's fallback, which no boundary catches.
const Button = lazy(() =>
  import('@portal/shared/ui').then(
    (kit) => ({ default: kit.Button as (props: ComponentProps<'button'>) => React.JSX.Element }),
    () => ({ default: PlainButton }),
  ),
);

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
