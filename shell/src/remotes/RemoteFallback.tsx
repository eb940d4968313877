import { Suspense, lazy, type ComponentProps } from 'react';
import { useLanguage } from '@portal/shared';
import { REMOTES } from '@portal/shared/topology';
import { useT } from '../i18n';
import styles from './RemoteErrorBoundary.module.css';
import { SectionTabs } from './SectionTabs';
import { useOnline, useRetryWhenBack } from './useRetryWhenBack';

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
  /** The remote's federation name: for the logs, shown to members by its topology label. */
  remoteName: string;
  /** The page, as `<container>/<exposed name>`: a tab of a section keeps the section's tabs above. */
  pageId?: string | undefined;
  /** The remote's release no longer speaks this portal's page contract. */
  contractBroken?: boolean;
  /** The remote's code did not load (rather than its page breaking): retried once the network is back. */
  loadFailed?: boolean;
  onRetry: () => void;
  /**
   * Tried by itself once the network is back: loads the remote in the background and swaps the page
   * in only once it loaded, so the fallback (and what is under it) stays meanwhile. Without it, no
   * retry happens by itself.
   */
  onRecover?: (() => void) | undefined;
}

/** What a page whose remote could not be loaded shows instead, with "Try again" (only that remote reloads). */
export function RemoteFallback({
  label,
  remoteName,
  pageId,
  contractBroken = false,
  loadFailed = false,
  onRetry,
  onRecover,
}: RemoteFallbackProps) {
  const { t } = useT();
  const language = useLanguage();
  const online = useOnline();
  const recovers = loadFailed && !contractBroken;
  useRetryWhenBack(onRecover, recovers);
  // A remote missing from the topology (a test's, say) keeps its name: there is no other.
  const part = REMOTES.find((remote) => remote.name === remoteName)?.label[language] ?? remoteName;
  return (
    <>
      {pageId ? <SectionTabs pageId={pageId} sectionName={part} /> : null}
      <section className={styles.fallback} role="alert" aria-labelledby="remote-error-title">
        <h1 id="remote-error-title" className={styles.title}>
          {t('remote.title', { page: label })}
        </h1>
        <p>
          {contractBroken ? (
            <>
              {t('remote.contractBroken', { remote: part })} {t('remote.restWorks')}
            </>
          ) : recovers && !online ? (
            t('remote.offline')
          ) : (
            <>
              {t('remote.unavailable', { remote: part })} {t('remote.restWorks')}
            </>
          )}
        </p>
        <Suspense fallback={null}>
          <Button className={styles.retry} onClick={onRetry}>
            {t('remote.tryAgain')}
          </Button>
        </Suspense>
      </section>
    </>
  );
}
