import { Suspense, lazy, useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { PageStatus } from '../layout/PageStatus';
import { adoptTypedValues, finishAdoption } from './adoptPrerenderedPage';
import { keepPrerenderedPage } from './KeptPrerenderedPage';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { loadRemotePage, remoteNameOf, resetRemote, type RemoteModuleId } from './remoteRegistry';

interface RemotePageProps {
  id: RemoteModuleId;
  /** What the user was trying to open, for the fallback: "the sales page". */
  label: string;
}

/** A remote's page, lazy, with its own loading state and a fallback that can retry without a reload. */
export function RemotePage({ id, label }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const remoteName = remoteNameOf(id);
  const retry = useCallback(() => {
    resetRemote(remoteName);
    setAttempt((value) => value + 1);
  }, [remoteName]);
  const Page = useMemo(
    // A pre-rendered page whose remote cannot load stays as it is (its links and forms work without
    // the app), under the fallback's message, instead of being replaced by it.
    () => lazy(() => loadRemotePage(id).catch((error: unknown) => keepPrerenderedPage(error, { label, remoteName, onRetry: retry }))),
    // A new attempt makes a new lazy page.
    [id, attempt, label, remoteName, retry],
  );

  return (
    <RemoteErrorBoundary key={`${remoteName}#${attempt}`} label={label} remoteName={remoteName} onRetry={retry}>
      <Suspense fallback={<PageStatus>Loading...</PageStatus>}>
        <PageShown>
          <Page />
        </PageShown>
      </Suspense>
    </RemoteErrorBoundary>
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
