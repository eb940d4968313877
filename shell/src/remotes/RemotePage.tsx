import { Suspense, lazy, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { PageStatus } from '../layout/PageStatus';
import { revealApp } from './prerenderedPage';
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
  const Page = useMemo(() => lazy(() => loadRemotePage(id)), [id, attempt]);
  const remoteName = remoteNameOf(id);

  return (
    <RemoteErrorBoundary
      key={`${remoteName}#${attempt}`}
      label={label}
      remoteName={remoteName}
      onRetry={() => {
        resetRemote(remoteName);
        setAttempt((value) => value + 1);
      }}
    >
      <Suspense fallback={<PageStatus>Loading...</PageStatus>}>
        <RevealApp>
          <Page />
        </RevealApp>
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** Once its page has rendered (before the browser paints), the app replaces the pre-rendered `/`. */
export function RevealApp({ children }: { children?: ReactNode }) {
  useLayoutEffect(revealApp, []);
  return children;
}
