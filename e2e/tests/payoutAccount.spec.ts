import type { Page } from '@playwright/test';
import { DEMO, waitForMail } from '../support/backend';
import { expect, test } from '../support/fixtures';
import { loginAs } from '../support/login';

const ACCOUNT = '501234569012';
const MASKED = '••••9012';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function logOut(page: Page) {
  await mainNav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toHaveCount(0);
}

test.describe('payout account', () => {
  test('a member enters a bank account, the operator approves it, and the statement shows it masked', async ({ page }) => {
    // 1. The member enters the account on their profile; the form checks the number typed twice.
    await loginAs(page, DEMO.mid);
    await page.goto('/profile');
    const bank = page.getByRole('region', { name: 'Banking Information' });
    await bank.getByRole('button', { name: /^(Add|Change) bank account$/ }).click();
    const form = bank.getByRole('form', { name: 'Payout bank account' });
    await form.getByLabel('Account holder name').fill('Priya Patel');
    await form.getByLabel('Account number', { exact: true }).fill(ACCOUNT);
    await form.getByLabel('Account number (again)').fill('501234569013');
    await form.getByLabel('IFSC').fill('sbin0000001');
    await form.getByRole('button', { name: 'Send for approval' }).click();
    await expect(form).toContainText('The account numbers do not match');
    await form.getByLabel('Account number (again)').fill(ACCOUNT);
    await form.getByRole('button', { name: 'Send for approval' }).click();
    await expect(bank).toContainText(`Waiting for approval: ${MASKED} (State Bank of India, IFSC SBIN0000001)`);
    await expect(page.locator('body')).not.toContainText(ACCOUNT);
    const asked = await waitForMail(DEMO.mid.email, /payout account/);
    expect(asked.text).toContain(MASKED);
    expect(`${asked.text}${asked.html}`).not.toContain(ACCOUNT);

    // 2. The operator approves it in the back office's Members section.
    await logOut(page);
    await loginAs(page, DEMO.ops);
    await page.goto('/admin/members');
    const changes = page.getByRole('region', { name: 'Payout account changes to approve' });
    const change = changes.getByRole('listitem').filter({ hasText: MASKED });
    await expect(change).toContainText('State Bank of India');
    await change.getByRole('button', { name: /^Approve the payout account of / }).click();
    await expect(changes).toContainText(`now go to ${MASKED}`);
    await expect(changes.getByRole('listitem').filter({ hasText: MASKED })).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(ACCOUNT);

    // 3. The member's statement names the approved account, masked.
    await logOut(page);
    await loginAs(page, DEMO.mid);
    await page.goto('/sales/payouts');
    await expect(page.getByTestId('statement-payout-account')).toHaveText(
      `Payout account: State Bank of India ${MASKED} (IFSC SBIN0000001)`,
    );
    await expect(page.locator('body')).not.toContainText(ACCOUNT);
  });
});
