import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { DEMO } from '../support/backend';
import { expect, test } from '../support/fixtures';
import { loginAs } from '../support/login';
import { logOut } from '../support/onboarding';

/**
 * A payout query from end to end: an agent says a policy they sold is missing, with the policy schedule
 * as a PDF; an operator opens it in the back office and accepts it with an adjustment; the agent's
 * statement for the month of acceptance shows the adjustment line with the query's number.
 */

/** A small but real PDF: what the agent attaches (the API reads its type from these bytes). */
const SCHEDULE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A day some weeks ago in India, as a date field takes it. */
function daysAgoInIndia(days: number): string {
  const day = new Date(Date.now() - days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(day);
}

test.describe('payout queries', () => {
  test('an agent raises a missing-policy query with a PDF, the operator accepts it with an adjustment, and the statement shows it with the query’s number', async ({
    page,
  }) => {
    const policyNumber = `E2E-MISSING-${Date.now()}`;

    // The agent: the Queries tab, "A policy I sold is missing", the policy's details, a message and the PDF.
    await loginAs(page, DEMO.mid);
    await page.goto('/sales/queries');
    await expect(page.getByRole('heading', { level: 1, name: 'Queries' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sales sections' }).getByRole('link', { name: 'Queries' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('button', { name: 'A policy I sold is missing' }).click();
    const dialog = page.getByRole('dialog', { name: 'A policy I sold is missing' });
    await dialog.getByLabel('Policy number').fill(policyNumber);
    await dialog.getByLabel('Insurer').fill('Star Health');
    await dialog.getByLabel('Client name').fill('Meera Joshi');
    await dialog.getByLabel('Risk start').fill(daysAgoInIndia(20));
    await dialog.getByLabel('Premium (₹)').fill('22400.50');
    await dialog.getByLabel('Message').fill('Sold last month; the schedule is attached. It is not on my statement.');
    await dialog
      .getByLabel('Attach files')
      .setInputFiles({ name: 'policy-schedule.pdf', mimeType: 'application/pdf', buffer: SCHEDULE_PDF });
    await expect(dialog.getByRole('list', { name: 'Files to send' })).toContainText('policy-schedule.pdf');
    expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);
    await dialog.getByRole('button', { name: 'Send query' }).click();

    // Raised: its number is said, and its thread opens with the message and the PDF.
    const raised = page.getByRole('status').filter({ hasText: /Query Q-\d{6,} sent\./ });
    await expect(raised).toBeVisible();
    const number = /Q-\d{6,}/.exec((await raised.textContent()) ?? '')![0];
    const heading = page.getByRole('heading', { level: 2, name: `Query ${number}` });
    await expect(heading).toBeVisible();
    const id = new URL(page.url()).searchParams.get('query');
    expect(id).toMatch(/^\d+$/);
    const query = page.getByRole('article', { name: `Query ${number}` });
    await expect(query).toContainText('Missing policy');
    await expect(query).toContainText(`${policyNumber}, Star Health, Meera Joshi`);
    await expect(query).toContainText('₹22,400.50');
    await expect(query.getByRole('button', { name: /Download policy-schedule\.pdf/ })).toBeVisible();
    await logOut(page);

    // The operator: the back office's open missing-policy queries, this one opened, accepted with ₹1,250.
    await loginAs(page, DEMO.ops);
    await page.goto('/admin/queries?status=open&type=missing_policy');
    await page.getByRole('table').getByRole('button', { name: number, exact: true }).click();
    const opened = page.getByRole('region', { name: new RegExp(`^${number} · `) });
    await expect(opened).toContainText(policyNumber);
    await expect(opened.getByRole('button', { name: 'Download policy-schedule.pdf' })).toBeVisible();
    const accept = opened.getByRole('form', { name: 'Accept' });
    await accept.getByLabel('Adjustment (₹)').fill('1250');
    await accept.getByLabel('Reason for the adjustment').fill('Pay out for the missing policy');
    await accept.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${number} accepted: ₹1,250 credited to` })).toBeVisible();
    await logOut(page);

    // The agent again: the query accepted with its adjustment, and this month's statement shows the line.
    await loginAs(page, DEMO.mid);
    await page.goto(`/sales/queries?query=${id}`);
    await expect(page.getByRole('article', { name: `Query ${number}` })).toContainText('Accepted with an adjustment of ₹1,250');
    await page.getByRole('link', { name: 'View the statement' }).click();
    await expect(page).toHaveURL(/\/sales\/payouts\?.*month=\d{4}-\d{2}/);
    const line = page.getByTestId('statement-lines').getByRole('row', { name: new RegExp(number) });
    await expect(line).toContainText('Adjustment');
    await expect(line).toContainText(`Payout query ${number}: Pay out for the missing policy`);
    await expect(line).toContainText('₹1,250');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('the Queries tab from the tab bar passes axe; on a phone (412 px) the list, a query and the raise dialog fit the screen, and the dialog works from the keyboard', async ({
    page,
  }) => {
    const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await loginAs(page, DEMO.top);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sales' }).click();
    await page.getByRole('navigation', { name: 'Sales sections' }).getByRole('link', { name: 'Queries' }).click();
    await expect(page).toHaveURL(/\/sales\/queries(\?|$)/);
    const first = page.getByRole('list', { name: 'Queries, newest first' }).getByRole('listitem').first();
    await expect(first).toBeVisible();
    // The demo's queries of the top member and their team, every status among them.
    for (const status of ['Open', 'In review', 'Accepted', 'Rejected']) {
      await expect(page.getByTestId('query-card').filter({ hasText: status }).first()).toBeVisible();
    }
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page.setViewportSize({ width: 412, height: 915 });
    await expect(first).toBeVisible();
    expect(await fitsWidth()).toBe(true);
    const shots = process.env['PHONE_SCREENSHOTS'];
    if (shots) await page.screenshot({ path: path.join(shots, 'phone-queries.png'), fullPage: true });
    const card = await first.boundingBox();
    expect(card!.x).toBeGreaterThanOrEqual(0);
    expect(card!.x + card!.width).toBeLessThanOrEqual(412);

    // Keyboard only: open the dialog, reach the file input, close with Escape, focus back on the opener.
    const opener = page.getByRole('button', { name: 'A policy I sold is missing' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'A policy I sold is missing' });
    await expect(dialog.getByLabel('Policy number')).toBeFocused();
    if (shots) await page.screenshot({ path: path.join(shots, 'phone-raise-query.png') });
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(412);
    const files = dialog.getByLabel('Attach files');
    for (let step = 0; step < 12 && !(await files.evaluate((input) => input === document.activeElement)); step += 1)
      await page.keyboard.press('Tab');
    await expect(files).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await first.getByRole('link', { name: /^Open query Q-\d+$/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Query Q-\d+$/ })).toBeVisible();
    expect(await fitsWidth()).toBe(true);
    if (shots) await page.screenshot({ path: path.join(shots, 'phone-query.png'), fullPage: true });
  });
});
