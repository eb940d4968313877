import { hasStoredSession, showStoredSession, useAuthStore, type PortalConfig } from '@portal/shared';
import { memberPageAt, type Page } from '@portal/shared/topology';

/** The origins other than this page's that a members' page talks to first: its remote, the API, the identity service. */
export function originsToOpen(page: Page, config: PortalConfig, here: string): string[] {
  const entry = config.remotes.find((remote) => remote.name === page.remote)?.entry;
  const urls = [entry, config.apiBaseUrl, config.authEmulatorUrl ?? 'https://identitytoolkit.googleapis.com'];
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url) continue;
    try {
      origins.add(new URL(url, here).origin);
    } catch {
      // Not a URL: nothing to open ahead.
    }
  }
  origins.delete(new URL(here).origin);
  return [...origins];
}

function preconnect(origin: string): void {
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  // The remotes' code and the API are read with CORS and no credentials: only such a connection is reused.
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}

/**
 * A members' page opened with a stored session does not wait for Firebase to restore that session (its
 * SDK, then a round trip): the member it names is shown at once, unconfirmed, while Firebase confirms
 * it. From the start, the page's remote code, the UI kit and the data layer (which puts back what this
 * device kept for the member) load, its first reads are asked for, and the connections it needs first
 * are opened. `loadCode` loads the page's code (its remote's, for the shell), settling once it has,
 * failed or not. Returns what settles once the page has started (its code loaded, its reads answered and
 * none following them), or null for any other page.
 */
export function startPageEarly(
  config: PortalConfig,
  loadCode: (page: Page) => Promise<void>,
  location: Pick<Location, 'pathname' | 'href'> = window.location,
): Promise<void> | null {
  const page = memberPageAt(location.pathname);
  if (!page || !hasStoredSession()) return null;
  showStoredSession();
  for (const origin of originsToOpen(page, config, location.href)) preconnect(origin);
  const code = loadCode(page);
  // Failures are left to the page, which loads these again and says what failed.
  void import('@portal/shared/ui').catch(() => undefined);
  // An operator is no member: the members' reads are not theirs to ask for.
  const firstReads = useAuthStore.getState().user?.role ? [] : (page.firstReads ?? []);
  return import('@portal/shared/data').then(
    async ({ startReads, whenReadsSettle }) => {
      await Promise.all([code, startReads(firstReads)]);
      await whenReadsSettle();
    },
    () => undefined,
  );
}
