import { useEffect, useState } from 'react';
import { Banner, indiaDate, indiaDateTimeFormat, useAuthStore, useConnectivityStore } from '@portal/shared';
import { useT } from '../i18n';

/** When the data on screen was read, in India's time and the current language: the hour, and the day too if it was not today. */
export function shownAt(instant: number, now: number = Date.now()): string {
  const today = indiaDate(new Date(instant)) === indiaDate(new Date(now));
  const time = { hour: 'numeric', minute: '2-digit', hour12: true } as const;
  return indiaDateTimeFormat(today ? time : { day: 'numeric', month: 'short', ...time }).format(instant);
}

/**
 * How long after the live region is put on the page before anything is written in it: a screen reader
 * learns of a new region with the browser's next accessibility update, and a change made before that
 * is read as part of the region's creation, which is not announced.
 */
const REGION_KNOWN_AFTER_MS = 150;

/**
 * For a signed-in member: whether the pages show what this device kept rather than the server's
 * latest. Offline, it says so, with the time that data is from; online, it says so only when a
 * refresh failed and the earlier data stays on screen. The live region is on the page, empty and
 * taking no room, from the first render for a signed-in member, and a message is put in only once
 * screen readers know the region, so the first one is announced too (a session restored offline
 * would otherwise create the region together with its text). Nothing for a visitor.
 */
export function OfflineBanner() {
  const { t } = useT();
  const signedIn = useAuthStore((state) => state.user !== null);
  const online = useConnectivityStore((state) => state.online);
  const shownAsOf = useConnectivityStore((state) => state.shownAsOf);
  const refreshFailed = useConnectivityStore((state) => state.refreshFailed);
  const [regionKnown, setRegionKnown] = useState(false);
  if (!signedIn && regionKnown) setRegionKnown(false);
  useEffect(() => {
    if (!signedIn) return undefined;
    const known = setTimeout(() => setRegionKnown(true), REGION_KNOWN_AFTER_MS);
    return () => clearTimeout(known);
  }, [signedIn]);
  if (!signedIn) return null;
  let message: string | null = null;
  if (!online) message = shownAsOf === null ? t('connectivity.offline') : t('connectivity.offlineShowing', { time: shownAt(shownAsOf) });
  else if (refreshFailed && shownAsOf !== null) message = t('connectivity.stale', { time: shownAt(shownAsOf) });
  return (
    // Empty, it takes no room: the box and its margins are the Banner's.
    <div role="status">{message && regionKnown && <Banner tone="neutral">{message}</Banner>}</div>
  );
}
