// The shell's routes (shell/src/routes/portalRoutes.tsx) with each page's screen imported directly:
// `./screens` is generated from the portal's topology by this monolith's build (rspack.config.mjs).
import { Suspense, lazy, useState, type ComponentType } from 'react';
import { createBrowserRouter } from '@portal/shared/router';
import { useLanguage } from '@portal/shared';
import { pageIdOf, type Labels, type Page } from '@portal/shared/topology';
import { PageStatus } from '../../../shell/src/layout/PageStatus';
import { RemoteErrorBoundary } from '../../../shell/src/remotes/RemoteErrorBoundary';
import { portalRoutes } from '../../../shell/src/routes/portalRoutes';
import { screens } from './screens';

type Loader = () => Promise<{ default: ComponentType }>;

function LocalPage({ load, label, name }: { load: Loader; label: Labels; name: string }) {
  const language = useLanguage();
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary key={`${name}#${attempt}`} label={label[language]} remoteName={name} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageStatus>Loading...</PageStatus>}>
        <LazyPage load={load} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function LazyPage({ load }: { load: Loader }) {
  const [Page] = useState(() => lazy(load));
  return <Page />;
}

const screenOf = (page: Page): Loader => {
  const load = screens[pageIdOf(page)];
  if (!load) throw new Error(`monolith: no screen for ${pageIdOf(page)}`);
  return load;
};

export const router = createBrowserRouter(
  portalRoutes({
    element: (page) => <LocalPage load={screenOf(page)} label={page.label} name={page.remote} />,
    prefetch: (page) => () => void screenOf(page)(),
  }),
);
