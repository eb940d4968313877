import { create } from 'zustand';

/**
 * What the portal can say about the freshness of the member data on screen, for a banner the shell
 * draws without loading the data layer. The data layer (`@portal/shared/data`) writes `shownAsOf`,
 * `refreshFailed` and `unsentChanges`; `online` follows the browser's own online/offline events.
 */
export interface ConnectivityState {
  /** The browser has a network connection (its `online`/`offline` events). */
  online: boolean;
  /**
   * When the oldest data now on screen was read from the API (epoch ms): the least `dataUpdatedAt`
   * among the reads shown. Null while no read is shown.
   */
  shownAsOf: number | null;
  /** A refresh of a read on screen failed and its earlier answer is still shown: that data is stale. */
  refreshFailed: boolean;
  /** Changes made offline and not sent yet (queued renewal marks); they are sent when the network returns. */
  unsentChanges: number;
}

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export const useConnectivityStore = create<ConnectivityState>()(() => ({
  online: browserOnline(),
  shownAsOf: null,
  refreshFailed: false,
  unsentChanges: 0,
}));

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => useConnectivityStore.setState({ online: true }));
  window.addEventListener('offline', () => useConnectivityStore.setState({ online: false }));
}

/** For the data layer: what it knows of the reads shown and of the changes queued. */
export function setDataFreshness(freshness: Partial<Omit<ConnectivityState, 'online'>>): void {
  useConnectivityStore.setState(freshness);
}
