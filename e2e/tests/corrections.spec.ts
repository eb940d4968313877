import { DEMO } from '../support/backend';
import { expect, test } from '../support/fixtures';
import { loginAs } from '../support/login';
import { logOut } from '../support/onboarding';

/** Corrections as ledger entries: an operator voids a payment and rolls back an import, never editing either. */

const sections = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Back office sections' });

test.describe('corrections in the back office', () => {
  test('a payment recorded by mistake is voided with a reason, confirmed above the threshold, and the void is on the member’s statement', async ({
    page,
  }) => {
    const reference = `UTR-E2E-${Date.now()}`;
    await loginAs(page, DEMO.ops);
    await sections(page).getByRole('link', { name: 'Payments' }).click();
    const form = page.getByRole('region', { name: 'Record a payment' });
    await form.getByLabel('CO Code').fill('AP1002');
    await form.getByLabel('Amount (₹)').fill('150000');
    await form.getByLabel('Reference').fill(reference);
    await form.getByRole('button', { name: 'Record payment' }).click();
    // Above ₹1,00,000 the form asks first; nothing is recorded until the operator confirms.
    await expect(form.getByRole('group', { name: /Record ₹1,50,000 to AP1002\? It is above ₹1,00,000/ })).toBeVisible();
    await form.getByRole('button', { name: 'Yes, record this payment' }).click();
    await expect(form.getByRole('status')).toContainText(`Recorded ₹1,50,000 to Priya Nair (AP1002)`);

    const recent = page.getByRole('table', { name: 'Recent payments, newest first' });
    await recent.getByRole('button', { name: `Void payment ${reference} to Priya Nair` }).click();
    const voidForm = page.getByRole('region', { name: 'Void ₹1,50,000 to Priya Nair (AP1002)' });
    await voidForm.getByLabel('Reason').fill('Paid twice for October');
    await voidForm.getByRole('button', { name: 'Void payment' }).click();
    await voidForm.getByRole('button', { name: 'Yes, void this payment' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'the void is on their next statement' })).toBeVisible();
    await expect(recent.getByRole('row', { name: new RegExp(reference) })).toContainText('Paid twice for October');
    // A payment is voided once: its row offers no second void.
    await expect(recent.getByRole('button', { name: `Void payment ${reference} to Priya Nair` })).toHaveCount(0);

    await logOut(page);
    await loginAs(page, DEMO.mid);
    await page.goto('/sales/payouts');
    const payments = page.getByTestId('statement-payments');
    const rows = payments.getByRole('row', { name: new RegExp(reference) });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('₹1,50,000');
    await expect(rows.nth(1)).toContainText('Paid twice for October');
    await expect(rows.nth(1)).toContainText('-₹1,50,000');
  });

  test('an import is rolled back within the day: asked first, its row marked rolled back with no second rollback offered, audited', async ({
    page,
  }) => {
    const stamp = String(Date.now());
    const csv = [
      'policyType,productName,policyNumber,clientName,riskStart,riskEnd,netPremium,payOut,vehicleNo,insurer,soldBy',
      `health,Family Floater Health,E2E-RB-${stamp}-1,Meera Joshi,2026-05-15,2027-05-14,22400.50,2688.06,,Star Health,AP1003`,
      `life,Term Life Plan,E2E-RB-${stamp}-2,Arjun Rao,2026-07-01,2046-06-30,12000.00,1800.00,,LIC of India,AP1003`,
    ].join('\n');
    const file = { name: `wrong-month-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) };

    await loginAs(page, DEMO.ops);
    await sections(page).getByRole('link', { name: 'Policy import' }).click();
    await page.getByLabel('CSV file of policies').setInputFiles(file);
    await page.getByRole('button', { name: 'Check file' }).click();
    await page.getByRole('button', { name: 'Import 2 valid rows' }).click();
    await expect(page.getByTestId('import-status')).toContainText('Import finished: 2 imported', { timeout: 30_000 });

    const past = page.getByRole('table', { name: 'Past imports, newest first' });
    await past.getByRole('button', { name: new RegExp(`Roll back import #\\d+ \\(${file.name}\\)`) }).click();
    const rollback = page.getByRole('region', { name: 'Roll back an import' });
    await expect(rollback).toContainText('Its 2 new policies are cancelled');
    await rollback.getByRole('button', { name: 'Roll back the import' }).click();
    await expect(rollback.getByRole('status')).toContainText('is rolled back: 2 policies cancelled');
    await expect(past.getByRole('row', { name: new RegExp(file.name) })).toContainText('Rolled back');
    await expect(past.getByRole('button', { name: new RegExp(file.name) })).toHaveCount(0);

    await sections(page).getByRole('link', { name: 'Audit log' }).click();
    await expect(
      page
        .getByRole('table')
        .getByRole('row', { name: /Rolled back a policy import/ })
        .first(),
    ).toBeVisible();
  });
});
