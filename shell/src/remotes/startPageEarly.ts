import { exposedPageIdOf, hasStoredSession, type PortalConfig } from '@portal/shared';
import { PAGES, type Page } from '@portal/shared/topology';
import { prefetchRemotePage } from './remoteRegistry';

/** The members' page at `pathname` (a trailing slash aside), if it is one. */
export function memberPageAt(pathname: string, pages: readonly Page[] = PAGES): Page | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pages.find((page) => page.auth && page.route === path) ?? null;
}

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
 * A members' page opened with a stored session waits for Firebase to restore that session (its SDK,
 * then a round trip) before it is rendered. Its remote's code, the UI kit and the data layer (which
 * puts back what this device kept for a member) load meanwhile, from the start; its first reads are
 * asked for as soon as the session gives a token, and the connections the page needs first are opened:
 * the page then renders as soon as the member is known, its data already under way.
 */
export function startPageEarly(config: PortalConfig, location: Pick<Location, 'pathname' | 'href'> = window.location): void {
  const page = memberPageAt(location.pathname);
  if (!page || !hasStoredSession()) return;
  for (const origin of originsToOpen(page, config, location.href)) preconnect(origin);
  prefetchRemotePage(exposedPageIdOf(page));
  // Failures are left to the page, which loads these again and says what failed.
  void import('@portal/shared/ui').catch(() => undefined);
  const firstReads = page.firstReads ?? [];
  void import('@portal/shared/data').then(({ startReads }) => startReads(firstReads)).catch(() => undefined);
}
