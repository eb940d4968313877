import { useState } from 'react';
import { indiaDate, indiaDateTimeFormat, useAuthStore, useConnectivityStore } from '@portal/shared';
import styles from './OfflineBanner.module.css';
import { useT } from '../i18n';

/** When the data on screen was read, in India's time and the current language: the hour, and the day too if it was not today. */
export function shownAt(instant: number, now: number = Date.now()): string {
  const today = indiaDate(new Date(instant)) === indiaDate(new Date(now));
  const time = { hour: 'numeric', minute: '2-digit', hour12: true } as const;
  return indiaDateTimeFormat(today ? time : { day: 'numeric', month: 'short', ...time }).format(instant);
}

/**
 * For a signed-in member: whether the pages show what this device kept rather than the server's
 * latest. Offline, it says so, with the time that data is from; online, it says so only when a
 * refresh failed and the earlier data stays on screen. Nothing is drawn (and no room kept) until
 * there is something to say; from then on the live region stays, empty while there is nothing to say,
 * so a screen reader hears each later change.
 */
export function OfflineBanner() {
  const { t } = useT();
  const signedIn = useAuthStore((state) => state.user !== null);
  const online = useConnectivityStore((state) => state.online);
  const shownAsOf = useConnectivityStore((state) => state.shownAsOf);
  const refreshFailed = useConnectivityStore((state) => state.refreshFailed);
  let message: string | null = null;
  if (signedIn && !online)
    message = shownAsOf === null ? t('connectivity.offline') : t('connectivity.offlineShowing', { time: shownAt(shownAsOf) });
  else if (signedIn && refreshFailed && shownAsOf !== null) message = t('connectivity.stale', { time: shownAt(shownAsOf) });
  const [spoken, setSpoken] = useState(false);
  if (message && !spoken) setSpoken(true);
  if (!message && !spoken) return null;
  return (
    <div role="status" className={styles.region}>
      {message && <p className={styles.banner}>{message}</p>}
    </div>
  );
}
