import { useEffect, useSyncExternalStore } from 'react';

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it is online (false only when it knows it is not). */
export const useOnline = (): boolean =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );

/**
 * Retries a remote that failed to load once the connection is back (the `online` event), or when the
 * member comes back to the tab while online: what a member would do with "Try again", without the
 * click.
 */
export function useRetryWhenBack(retry: (() => void) | undefined, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || !retry) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible' && navigator.onLine) retry();
    };
    window.addEventListener('online', retry);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', retry);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [retry, enabled]);
}
