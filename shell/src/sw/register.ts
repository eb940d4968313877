// Registers the service worker (sw.ts) once the page has loaded, and offers "Reload" when a new release
// of the shell (a new worker, waiting) or of a remote the page loaded is deployed. Loaded on its own,
// after the first render (bootstrap.tsx): never on the first page's critical path.
import { getInstance } from '@module-federation/enhanced/runtime';
import type { RemoteConfig } from '@portal/shared';
import { Workbox } from 'workbox-window';
import { changedRemotes, readDeployed } from './releases';
import { remoteOriginsOf, routeOf } from './routes';
import { offerUpdate } from './updateStore';

/** How often an open page checks for releases besides when it is shown again. */
const CHECK_EVERY_MS = 30 * 60 * 1000;

type UrlToCache = string | [string, RequestInit];

/**
 * What the page loaded before the worker controlled it, for the worker to keep (its CACHE_URLS
 * message), filtered to what its routes keep: config.json and the page first (the remotes' origins
 * are learned from config.json), then the rest. The API and anything else are never handed over.
 */
export function urlsToHandOver(loaded: string[], page: string, remotes: RemoteConfig[]): UrlToCache[][] {
  const shell = new URL(page).origin;
  const origins = { shell, remotes: remoteOriginsOf({ remotes }) };
  const rest = [...new Set(loaded)].filter((url) => {
    const route = routeOf(new URL(url), false, origins);
    return route !== null && route !== 'config';
  });
  return [[`${shell}/config.json`, [page, { headers: { Accept: 'text/html' } }]], rest];
}

async function handOver(wb: Workbox, remotes: RemoteConfig[]): Promise<void> {
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  for (const urlsToCache of urlsToHandOver(loaded, location.href.split('#')[0]!, remotes)) {
    await wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } });
  }
}

/** The remotes' manifests the federation runtime loaded for this page (URL → manifest). */
const loadedManifests = (): ReadonlyMap<string, unknown> => getInstance()?.snapshotHandler.manifestCache ?? new Map();

export function registerServiceWorker(remotes: RemoteConfig[]): void {
  const wb = new Workbox('/sw.js');
  let registration: ServiceWorkerRegistration | undefined;

  // A new shell: its worker waits for the member's "Reload", which activates it, then reloads.
  wb.addEventListener('waiting', () => {
    offerUpdate(() => {
      if (!registration?.waiting) return location.reload();
      wb.addEventListener('controlling', () => location.reload());
      wb.messageSkipWaiting();
    }, true);
  });
  // The first worker takes control at once (clientsClaim): hand it what this page loaded without it.
  wb.addEventListener('activated', (event) => {
    if (!event.isUpdate) void handOver(wb, remotes).catch(() => undefined);
  });

  const check = async () => {
    void wb.update().catch(() => undefined);
    if ((await changedRemotes(loadedManifests(), readDeployed)).length) offerUpdate(() => location.reload(), false);
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
  setInterval(() => void check(), CHECK_EVERY_MS);

  // Without a worker (refused by the browser, blocked by a policy) the portal works as it did without one.
  wb.register().then(
    (registered) => {
      registration = registered;
    },
    (error: unknown) => console.warn('The service worker could not be registered', error),
  );
}
