import { indiaDate } from '../../shared/src/calendar/indiaCalendar';
import { startClockedApi } from '../support/apiProcess';
import { DEMO } from '../support/backend';
import { expect, test } from '../support/fixtures';
import { loginAs } from '../support/login';
import { apiOrigin } from '../support/outage';

// `page.route` does not see the requests a service worker answers: these tests stub or cut the network.
test.use({ serviceWorkers: 'block' });

/** India's day, as the screens write it: "27 Nov 2026". */
const shown = (date: string) =>
  new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

test.describe('Indian time', () => {
  // The browser's zone is UTC, where 00:30 in India is still the day before.
  test.use({ timezoneId: 'UTC' });

  test('a renewal marked at 00:30 IST is marked on India’s day, and the export is named by it', async ({ page }) => {
    const today = indiaDate();
    const halfPastMidnight = new Date(`${today}T00:30:00+05:30`);
    expect(halfPastMidnight.toISOString().slice(0, 10)).not.toBe(today);
    // The API and the browser both read their clocks at 00:30 in India.
    const api = await startClockedApi(halfPastMidnight);
    try {
      await page.clock.install({ time: halfPastMidnight });
      await page.route(`${apiOrigin()}/**`, async (route) => {
        const response = await route.fetch({ url: route.request().url().replace(apiOrigin(), api.url) });
        await route.fulfill({ response });
      });

      await loginAs(page, DEMO.top);
      await page.goto('/sales/renewals');
      const unmarked = page
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: 'Mark renewed' }) })
        .filter({ hasNot: page.getByRole('button', { name: 'Clear mark' }) });
      const row = unmarked.first();
      await expect(row).toBeVisible();
      const policyNumber = (await row
        .locator('dt', { hasText: 'Policy no.' })
        .locator('xpath=following-sibling::dd[1]')
        .textContent())!.trim();
      await row.getByRole('button', { name: 'Mark renewed' }).click();
      const dialog = page.getByRole('dialog', { name: 'Mark renewed' });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      const marked = page.getByRole('article').filter({ hasText: policyNumber });
      await expect(marked).toContainText(`on ${shown(today)}`);

      // After a reload the stamp from the server reads the same.
      await page.reload();
      await expect(page.getByRole('article').filter({ hasText: policyNumber })).toContainText(`on ${shown(today)}`);

      await page.goto('/sales');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      expect((await download).suggestedFilename()).toMatch(new RegExp(`^sales-[^-]+-${today}\\.csv$`));

      // Cleared again, so a rerun finds the same list.
      await page.goto('/sales/renewals');
      const again = page.getByRole('article').filter({ hasText: policyNumber });
      await again.getByRole('button', { name: 'Clear mark' }).click();
      await expect(again.getByRole('button', { name: 'Clear mark' })).toBeHidden();
    } finally {
      await api.stop();
    }
  });
});
