import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO } from '../support/backend';
import { loginAs } from '../support/login';

// The member's pages offline, with the service worker on (the code) and the saved query cache (the data).

interface SavedCache {
  buster: string;
  clientState: { queries: { queryKey: unknown[]; state: { data: unknown } }[]; mutations: unknown[] };
}

/** The member data this device keeps: the saved cache in the `portal-data` database, null when there is none. */
const savedCache = (page: Page) =>
  page.evaluate(async () => {
    // Opened only if it exists: opening creates it, without its store.
    if (!(await indexedDB.databases()).some((database) => database.name === 'portal-data')) return null;
    return new Promise<string | null>((resolve, reject) => {
      const open = indexedDB.open('portal-data');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('queries')) {
          db.close();
          return resolve(null);
        }
        const all = db.transaction('queries').objectStore('queries').getAll();
        all.onsuccess = () => {
          db.close();
          resolve(all.result.length ? (all.result as string[]).join('\n') : null);
        };
      };
    });
  });

const parsed = async (page: Page) => {
  const saved = await savedCache(page);
  return saved ? (JSON.parse(saved) as SavedCache) : null;
};

/** Waits until the saved cache holds an answer of `operationId`. */
async function savedSoon(page: Page, operationId: string) {
  await expect
    .poll(async () => (await parsed(page))?.clientState.queries.some((query) => query.queryKey[0] === operationId) ?? false, {
      timeout: 15_000,
    })
    .toBe(true);
}

async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Sales sections' });
const policyNumberOf = async (page: Page, row: ReturnType<Page['getByRole']>) =>
  (await row.locator('dt', { hasText: 'Policy no.' }).locator('xpath=following-sibling::dd[1]').textContent())!.trim();

test.describe('offline', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a member who browsed /sales and Renewals reloads them offline: the policies and renewals they saw are there', async ({
    page,
    context,
  }) => {
    await loginAs(page, DEMO.top);
    await controlled(page);
    await page.goto('/sales');
    const firstCard = page.getByRole('article').first();
    await expect(firstCard).toBeVisible();
    const cardText = (await firstCard.textContent())!;
    await tabs(page).getByRole('link', { name: 'Renewals', exact: true }).click();
    const firstRow = page.getByRole('article').first();
    await expect(firstRow).toBeVisible();
    const renewalPolicy = await policyNumberOf(page, firstRow);
    await savedSoon(page, 'sales');
    await savedSoon(page, 'renewals');

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Renewals', level: 1 })).toBeVisible();
      await expect(page.getByRole('article').filter({ hasText: renewalPolicy })).toBeVisible();
      await tabs(page).getByRole('link', { name: 'Policies', exact: true }).click();
      await expect(page.getByRole('article').first()).toHaveText(cardText);
      await page.reload();
      await expect(page.getByRole('article').first()).toHaveText(cardText);
    } finally {
      await context.setOffline(false);
    }
  });

  test('a renewal marked offline waits, survives a reload, and reaches the API once when the network is back', async ({
    page,
    context,
  }) => {
    const reason = `Offline mark ${Date.now()}`;
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && /\/sales\/renewals\/[^/]+\/\d+$/.test(request.url())) sent.push(request.url());
    });
    await loginAs(page, DEMO.mid);
    await controlled(page);
    await page.goto('/sales/renewals');
    const row = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Not renewing' }) })
      .filter({ hasNot: page.getByRole('button', { name: 'Clear mark' }) })
      .first();
    await expect(row).toBeVisible();
    const policyNumber = await policyNumberOf(page, row);
    const marked = page.getByRole('article').filter({ hasText: policyNumber });
    await savedSoon(page, 'renewals');

    await context.setOffline(true);
    try {
      await marked.getByRole('button', { name: 'Not renewing' }).click();
      const dialog = page.getByRole('dialog', { name: 'Not renewing' });
      await dialog.getByLabel('Reason (required)').fill(reason);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      const pending = 'Marked offline: it will be sent when you are back online.';
      await expect(marked).toContainText(pending);
      await expect.poll(async () => (await savedCache(page)) ?? '', { timeout: 15_000 }).toContain(reason);

      await page.reload();
      await expect(marked).toContainText(pending);
      expect(sent).toEqual([]);
    } finally {
      await context.setOffline(false);
    }
    await expect(marked).toContainText(`Not renewing: ${reason}`);
    await expect(marked).not.toContainText('Marked offline');
    expect(sent).toHaveLength(1);

    // Cleared again, so a rerun finds the same list.
    await marked.getByRole('button', { name: 'Clear mark' }).click();
    await expect(marked).not.toContainText('Not renewing:');
  });

  test("Logout leaves no member data in IndexedDB or any cache, and the next member sees none of the first one's", async ({
    page,
    context,
    portal,
  }) => {
    await loginAs(page, DEMO.top);
    await controlled(page);
    await page.goto('/sales');
    await expect(page.getByRole('article').first()).toBeVisible();
    await savedSoon(page, 'l1member');
    const first = (await parsed(page))!;
    const l1member = first.clientState.queries.find((query) => query.queryKey[0] === 'l1member')!;
    const topCode = (l1member.state.data as { member: { coCode: string } }).member.coCode;

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      expect(await savedCache(page)).toBeNull();
      const apiOrigin = new URL(portal.config().apiBaseUrl).origin;
      const cached = await page.evaluate(async (api) => {
        const found: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) {
            if (request.url.startsWith(api)) found.push(request.url);
          }
        }
        return found;
      }, apiOrigin);
      expect(cached).toEqual([]);
    } finally {
      await context.setOffline(false);
    }

    await loginAs(page, DEMO.mid);
    await page.goto('/sales');
    await expect(page.getByRole('article').first()).toBeVisible();
    await savedSoon(page, 'l1member');
    const next = (await parsed(page))!;
    expect(next.buster).not.toBe(first.buster);
    expect(JSON.stringify(next.clientState)).not.toContain(`"coCode":"${topCode}"`);
  });
});
