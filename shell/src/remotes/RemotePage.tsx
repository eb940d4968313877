import { Suspense, lazy, useCallback, useLayoutEffect, useReducer, useRef, type ComponentType, type ReactNode } from 'react';
import { adoptTypedValues, finishAdoption, whenLanguageLoaded } from '@portal/shared';
import { useT } from '../i18n';
import { PageStatus } from '../layout/PageStatus';
import { RemoteRetry, keepPrerenderedPage } from './KeptPrerenderedPage';
import { markLoadFailure } from './loadFailures';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { loadRemotePage, remoteNameOf, resetRemote, type RemoteModuleId } from './remoteRegistry';

interface RemotePageProps {
  id: RemoteModuleId;
  /** What the user was trying to open, for the fallback: "the sales page". */
  label: string;
}

/** A remote's page, lazy, with its own loading state and a fallback that can retry without a reload. */
export function RemotePage({ id, label }: RemotePageProps) {
  const { t } = useT();
  const remoteName = remoteNameOf(id);
  // Made here, outside the Suspense boundary: what a component makes while it is suspended is not kept.
  const [page, nextAttempt] = useReducer(nextLazyPage, { id, label, attempt: -1 }, nextLazyPage);
  const retry = useCallback(() => {
    resetRemote(remoteName);
    nextAttempt();
  }, [remoteName]);
  // The fallback stays on screen while the remote loads again; a load that fails again changes nothing.
  const recovering = useRef(false);
  const recover = useCallback(() => {
    if (recovering.current) return;
    recovering.current = true;
    resetRemote(remoteName);
    loadRemotePage(id)
      .then(
        () => nextAttempt(),
        () => undefined,
      )
      .finally(() => {
        recovering.current = false;
      });
  }, [id, remoteName]);

  return (
    // A new attempt mounts a new boundary, and with it the new lazy page.
    <RemoteErrorBoundary
      key={`${remoteName}#${page.attempt}`}
      label={label}
      remoteName={remoteName}
      pageId={id}
      onRetry={retry}
      onRecover={recover}
    >
      <Suspense fallback={<PageStatus>{t('loading')}</PageStatus>}>
        <PageShown>
          <RemoteRetry value={retry}>
            <page.Page />
          </RemoteRetry>
        </PageShown>
      </Suspense>
    </RemoteErrorBoundary>
  );
}

interface Attempt extends RemotePageProps {
  attempt: number;
}

/** The page of the next attempt to load it. */
function nextLazyPage({ id, label, attempt }: Attempt): Attempt & { Page: ComponentType } {
  const remoteName = remoteNameOf(id);
  // A pre-rendered page whose remote cannot load stays as it is (its links and forms work without
  // the app), under the fallback's message, instead of being replaced by it.
  const Page = lazy(() =>
    loadRemotePage(id)
      .then(inCurrentLanguage)
      .catch((error: unknown) => keepPrerenderedPage(markLoadFailure(error), { label, remoteName })),
  );
  return { id, label, attempt: attempt + 1, Page };
}

/**
 * A remote's page is shown once its texts are there in the current language: its module registered
 * its catalogues as it loaded, and another language's load on demand. Never English first in Hindi
 * (nor a pre-rendered Hindi page adopted with English texts); a catalogue that cannot load leaves the
 * page in English rather than not at all.
 */
function inCurrentLanguage<T>(module: T): Promise<T> {
  return whenLanguageLoaded().then(
    () => module,
    (error: unknown) => {
      console.warn('A catalogue could not be loaded; the page is shown in English', error);
      return module;
    },
  );
}

/**
 * Once the first page is on screen from the app (a pre-rendered one adopted): in that commit, React
 * learns what was typed into it; right after, held input is carried out.
 */
export function PageShown({ children }: { children?: ReactNode }) {
  useLayoutEffect(() => {
    adoptTypedValues();
    queueMicrotask(finishAdoption);
  }, []);
  return children;
}
