import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { PAGES } from '../../shared/src/topology.mjs';
import { DEMO } from '../support/backend';
import { expect, test } from '../support/fixtures';
import type { Account } from '../support/login';

/**
 * The money screens on a phone 412 px wide (a Moto G class screen): the statement's every column
 * reached by scrolling its tables, the Sales tabs' member picker folded above the content, and the
 * back office's tabs whole. With PHONE_SCREENSHOTS=<folder> it also writes the screenshots the README
 * shows (docs/screenshots/phone-*.png).
 */

const PHONE = { width: 412, height: 915 };
const SCROLL_HINT = 'Swipe the table sideways, or focus it and use the arrow keys, to see every column.';

test.use({ viewport: PHONE });

/** Signs in on the phone's login screen; the header's menu is folded there, so it waits to leave the page. */
async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email', { exact: true }).fill(account.email);
  await form.getByRole('button', { name: 'Verify Email' }).click();
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function screenshot(page: Page, name: string): Promise<void> {
  const folder = process.env['PHONE_SCREENSHOTS'];
  if (folder) await page.screenshot({ path: path.join(folder, `${name}.png`) });
}

/** The page itself never scrolls sideways: only a table's own box does. */
async function expectNoPageScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/**
 * Scrolls the table's box with the arrow keys, as a keyboard user would once it has the focus, until
 * `cell` is wholly on screen (or the box can go no further).
 */
async function scrollInto(page: Page, box: Locator, cell: Locator): Promise<void> {
  await box.focus();
  for (let press = 0; press < 60; press++) {
    const inView = await cell.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const frame = element.closest('[role="region"]')!.getBoundingClientRect();
      return rect.left >= Math.max(frame.left, 0) - 0.5 && rect.right <= Math.min(frame.right, window.innerWidth) + 0.5;
    });
    if (inView) return;
    await page.keyboard.press('ArrowRight');
  }
}

/** Each column's header and its first row's cell of `table` come on screen, the table being scrolled. */
async function expectEveryColumnReachable(page: Page, table: Locator): Promise<void> {
  const box = table.locator('xpath=..');
  await expect(box, 'the table scrolls in a labelled region a keyboard can reach').toHaveAttribute('role', 'region');
  await expect(box).toHaveAttribute('tabindex', '0');
  const headers = table.locator('thead th');
  const firstRow = table.locator('tbody tr').first().locator('th, td');
  const count = await headers.count();
  expect(count).toBeGreaterThan(1);
  // The page scrolled down (not sideways) so the table's head is below the site's header, as a reader would.
  await table.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 120));
  for (let column = 0; column < count; column++) {
    await scrollInto(page, box, headers.nth(column));
    await expect(headers.nth(column)).toBeInViewport({ ratio: 0.99 });
    await expect(firstRow.nth(column)).toBeInViewport({ ratio: 0.9 });
  }
  // Scrolled to its last column, the table still shows its first one (it stays on screen), and the page
  // itself never moved sideways.
  const first = await headers.first().boundingBox();
  const frame = await box.boundingBox();
  expect(first!.x).toBeGreaterThanOrEqual(frame!.x - 0.5);
  expect(first!.x + first!.width).toBeLessThanOrEqual(frame!.x + frame!.width);
  await expect(headers.first()).toBeInViewport({ ratio: 0.99 });
  await expectNoPageScroll(page);
}

test.describe('the money screens on a 412 px phone', () => {
  test('the payout statement: every column of each of its tables is reached by scrolling the table, which says that it scrolls', async ({
    page,
  }) => {
    await signIn(page, DEMO.top);
    await page.goto('/sales/payouts');
    const lines = page.getByTestId('statement-lines');
    await expect(lines).toBeVisible();
    await expect(page.getByText(SCROLL_HINT).first()).toBeVisible();
    await expectNoPageScroll(page);
    await lines.scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-statement');
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations, axe.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`).join('; ')).toEqual(
      [],
    );

    // The hint is the region's description, so a screen reader hears it too.
    const linesBox = lines.locator('xpath=..');
    await expect(linesBox).toHaveAccessibleDescription(SCROLL_HINT);
    await expectEveryColumnReachable(page, lines);
    for (const testId of ['statement-team', 'statement-payments', 'tax-summary']) {
      const table = page.getByTestId(testId);
      await table.scrollIntoViewIfNeeded();
      if (await table.evaluate((element) => element.scrollWidth > (element.parentElement?.clientWidth ?? 0) + 1)) {
        await expectEveryColumnReachable(page, table);
      } else {
        for (const header of await table.locator('thead th').all()) await expect(header).toBeInViewport({ ratio: 0.99 });
      }
    }
  });

  test('the Sales tabs open with the member picker folded above the content; it unfolds the teams and folds again', async ({ page }) => {
    await signIn(page, DEMO.top);
    await page.goto('/sales/renewals');
    const picker = page.getByRole('button', { name: /^Member/ });
    await expect(picker).toHaveAttribute('aria-expanded', 'false');
    await expect(picker, 'it names the member shown, with their CO Code').toContainText(/\S+ \(\w+\)/);
    // The tab's own content is above the fold, not pushed below the team list.
    await expect(page.getByRole('article').first()).toBeInViewport();
    await expect(page.getByRole('region', { name: 'Your team' })).toBeHidden();
    await expectNoPageScroll(page);
    await screenshot(page, 'phone-renewals');
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations, axe.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`).join('; ')).toEqual(
      [],
    );

    await picker.focus();
    await page.keyboard.press('Enter');
    await expect(picker).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Your team' })).toBeVisible();
    await screenshot(page, 'phone-member-picker');
    await page.keyboard.press('Enter');
    await expect(picker).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: 'Your team' })).toBeHidden();

    await page.goto('/sales');
    await expect(page.getByRole('button', { name: /^Member/ })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Sales summary')).toBeInViewport();
    await screenshot(page, 'phone-sales');
  });

  test("the back office's tabs are whole on the screen, and the payments table reaches every column", async ({ page }) => {
    await signIn(page, DEMO.ops);
    await page.goto('/admin/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link');
    // One tab per back-office section the topology declares, all of them on the phone's screen.
    await expect(tabs).toHaveCount(PAGES.filter((entry) => entry.route.startsWith('/admin')).length);
    for (const tab of await tabs.all()) {
      await expect(tab).toBeInViewport({ ratio: 1 });
      // Its words whole: not cut off by the edge nor clipped inside the tab.
      expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    await expectNoPageScroll(page);
    await screenshot(page, 'phone-backoffice');

    const table = page.getByRole('region', { name: 'Recent payments', exact: true }).getByRole('table');
    await expect(table).toBeVisible();
    await expect(page.getByText(SCROLL_HINT)).toBeVisible();
    await page
      .getByRole('heading', { level: 2, name: 'Recent payments' })
      .evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 80));
    await screenshot(page, 'phone-payments');
    await expectEveryColumnReachable(page, table);
  });
});
