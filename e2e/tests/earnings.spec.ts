import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { pdfText } from '../../api/test/helpers/pdfText';
import { startAnotherApi } from '../support/apiProcess';
import { DEMO, admin, waitForMail, type CaughtMail } from '../support/backend';
import { expect, test } from '../support/fixtures';
import { loginAs } from '../support/login';

/** The sales area's tabs (Policies, Renewals, Payouts, Insights) on the demo network, against the real API. */

const TABS = [
  { name: 'Renewals', path: '/sales/renewals', heading: 'Renewals' },
  { name: 'Payouts', path: '/sales/payouts', heading: 'Payouts' },
  { name: 'Insights', path: '/sales/insights', heading: 'Insights' },
  { name: 'Policies', path: '/sales', heading: 'Sales' },
] as const;

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Sales sections' });
const DIGEST_SUBJECT = /^Renewal reminder: /;

async function mailsTo(address: string, subject: RegExp): Promise<CaughtMail[]> {
  const mails = (await (await fetch(`${process.env['E2E_MAIL_URL']}/api/email`)).json()) as CaughtMail[];
  return mails.filter((mail) => mail.to.some((r) => r.address.toLowerCase() === address.toLowerCase()) && subject.test(mail.subject));
}

/** Digests queued in the outbox for `address`, sent or not: what a restarted API would have added. */
async function digestsQueuedFor(address: string): Promise<number> {
  const client = new pg.Client({ connectionString: process.env['E2E_DATABASE_URL'] });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox WHERE lower(to_address) = lower($1) AND subject LIKE 'Renewal reminder:%'`,
      [address],
    );
    return result.rows[0]!.n;
  } finally {
    await client.end();
  }
}

test.describe('sales area', () => {
  test('the top member opens every tab from the tab bar; each is marked current and passes axe', async ({ page }) => {
    await loginAs(page, DEMO.top);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sales' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
    for (const tab of TABS) {
      await tabs(page).getByRole('link', { name: tab.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${tab.path}(\\?|$)`));
      await expect(page.getByRole('heading', { level: 1, name: tab.heading })).toBeVisible();
      await expect(tabs(page).getByRole('link', { name: tab.name, exact: true })).toHaveAttribute('aria-current', 'page');
      // The tab's own content, not only its frame.
      if (tab.name === 'Renewals') await expect(page.getByRole('article').first()).toBeVisible();
      if (tab.name === 'Payouts') await expect(page.getByTestId('net-payable')).toContainText('₹');
      if (tab.name === 'Insights')
        await expect(page.getByRole('button', { name: 'Download CSV: Premium and pay out by month' })).toBeVisible();
      if (tab.name === 'Policies') await expect(page.getByLabel('Sales summary')).toBeVisible();
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations, `${tab.name}: ${axe.violations.map((v) => v.id).join(', ')}`).toEqual([]);
    }
  });

  test('Payouts: the statement PDF and CSV carry the net payable shown on screen', async ({ page }) => {
    await loginAs(page, DEMO.top);
    await page.goto('/sales/payouts');
    const netPayable = page.getByTestId('net-payable');
    await expect(netPayable).toContainText('₹');
    const shown = /-?₹[\d,]+(?:\.\d{2})?/.exec((await netPayable.textContent()) ?? '')?.[0];
    expect(shown, 'the net payable is shown in rupees').toBeTruthy();

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const pdfBytes = await readFile((await pdf.path())!);
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdfBytes)).toContain(shown!);

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const csvText = await readFile((await csv.path())!, 'utf8');
    // The CSV has the same amount as a plain number for spreadsheets: ₹21,328.96 → 21328.96, ₹15,000 → 15000.
    const plain = shown!.replace(/[₹,]/g, '');
    expect(csvText).toMatch(new RegExp(`^Net payable,${plain.replace('.', '\\.')}\\r?$`, 'm'));
  });

  test('Renewals: a team member marks a policy "Not renewing" and the leader above sees the mark', async ({ page, browser }) => {
    const reason = `Client moved abroad ${Date.now()}`;
    await loginAs(page, DEMO.mid);
    await page.goto('/sales/renewals');
    const unmarked = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Not renewing' }) })
      .filter({ hasNot: page.getByRole('button', { name: 'Clear mark' }) });
    const row = unmarked.first();
    await expect(row).toBeVisible();
    const policyNumber = (await row
      .locator('dt', { hasText: 'Policy no.' })
      .locator('xpath=following-sibling::dd[1]')
      .textContent())!.trim();
    await row.getByRole('button', { name: 'Not renewing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Not renewing' });
    await dialog.getByLabel('Reason (required)').fill(reason);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const marked = page.getByRole('article').filter({ hasText: policyNumber });
    await expect(marked).toContainText(`Not renewing: ${reason}`);

    // The leader above, in a session of their own, sees it on their renewals list.
    const leaderContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
    try {
      const leader = await leaderContext.newPage();
      await loginAs(leader, DEMO.top);
      await leader.goto('/sales/renewals');
      const seen = leader.getByRole('article').filter({ hasText: policyNumber });
      await expect(seen).toContainText(`Not renewing: ${reason}`);
      await expect(seen).toContainText('marked by');
    } finally {
      await leaderContext.close();
    }

    // Cleared again, so a rerun finds the same list.
    await marked.getByRole('button', { name: 'Clear mark' }).click();
    await expect(marked).not.toContainText('Not renewing:');
  });

  test('a renewal reminder digest reaches the top member exactly once, also after another API process starts on the same data', async () => {
    const digest = await waitForMail(DEMO.top.email, DIGEST_SUBJECT);
    expect(digest.text).toContain('/sales/renewals');
    const restarted = await startAnotherApi();
    try {
      // Its start-up run has claimed nothing; a run by hand neither.
      expect(await admin('send-reminders')).toContain('Queued 0 renewal reminder digest(s)');
    } finally {
      await restarted.stop();
    }
    expect(await digestsQueuedFor(DEMO.top.email)).toBe(1);
    expect(await mailsTo(DEMO.top.email, DIGEST_SUBJECT)).toHaveLength(1);
  });
});
