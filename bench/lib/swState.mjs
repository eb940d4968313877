// What a signed-in Lighthouse run starts from, on the profile Playwright signed in on: "cold" = the
// HTTP cache, the service worker, CacheStorage and the member-data IndexedDB `portal-data` cleared,
// the Firebase session (its own IndexedDB, localStorage, cookies) kept; "warm" = one visit of the same
// page first, nothing cleared.
import { log } from './common.mjs';

/** The IndexedDB database of the persisted member data (the query cache). */
export const MEMBER_DATA_DB = 'portal-data';
/** Long enough for a throttled write of the persisted query cache and the worker's caching of the page's files. */
const SETTLE_MS = 1500;

/** Clears everything a repeat visit could reuse except the session. `page` is signed in on `origin`. */
export async function makeCold(page, cdp, origin) {
  // Off the app (a file of the same origin), so no open connection of the app holds the deletion back.
  await page.goto(`${origin}/config.json`);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  await page.evaluate(
    (name) =>
      new Promise((resolve) => {
        const request = indexedDB.deleteDatabase(name);
        request.onsuccess = request.onerror = request.onblocked = () => resolve(undefined);
      }),
    MEMBER_DATA_DB,
  );
  await cdp.send('Network.clearBrowserCache');
}

/** The page's service worker, if one is registered, once it is active and controls the page. */
async function settleServiceWorker(page) {
  return page.evaluate(async () => {
    if (!('serviceWorker' in navigator)) return 'unsupported';
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return 'none';
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(undefined), { once: true });
        setTimeout(resolve, 5000);
      });
    }
    return navigator.serviceWorker.controller ? 'controlling' : 'active, not controlling';
  });
}

/**
 * One visit of `url` in `page`, as the member would have made before: the page loaded until the network
 * is idle, its service worker (if any) active, and time for what is written after the page is shown.
 * Returns the worker's state, for the results.
 */
export async function makeWarm(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => log(`warm-up of ${url}: the network never went idle`));
  const serviceWorker = await settleServiceWorker(page);
  await page.waitForTimeout(SETTLE_MS);
  return serviceWorker;
}
