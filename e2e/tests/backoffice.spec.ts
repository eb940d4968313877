import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { rootDir } from '../../tooling/lib/frontends.mjs';
import { DEMO } from '../support/backend';
import { expect, test } from '../support/fixtures';
import { loginAs } from '../support/login';
import { applyThroughSignup, logIn, logOut, mainNav, onboardingLink, uniqueEmail, uniquePhone } from '../support/onboarding';

/** The back office: the provider's operations staff at work in the portal, without the CLI. */

const setPasswordForm = (page: Page) => page.getByRole('form', { name: 'Set password' });

test.describe('the back office', () => {
  test('the whole membership journey: apply, approved under the team member in the back office, mail, password, sign-in, seen in the team', async ({
    page,
    portal,
  }) => {
    const stamp = Date.now();
    const name = `Farhan Qureshi ${stamp}`;
    const email = uniqueEmail('farhan');

    // 1. A visitor applies.
    await applyThroughSignup(page, { name, phone: uniquePhone(), email, pan: 'ABCDE1234F', reason: 'A friend in Lucknow sells with you' });
    await expect(page.getByRole('dialog', { name: 'Registration Successful!' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue to Login' }).click();

    // 2. The operator signs in on the same login page and starts in the back office.
    await logIn(page, DEMO.ops.email, DEMO.ops.password, { open: false });
    await expect(page).toHaveURL(`${portal.url}/admin`);
    await expect(mainNav(page).getByRole('link', { name: 'Back office' })).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).getByRole('link', { name: 'Sales' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();

    // 3. They find the application, see its numbers masked, and approve it under the demo team member.
    await page.getByRole('searchbox', { name: 'Search applications' }).fill(email);
    const pending = page.getByRole('list', { name: 'Pending applications' });
    await expect(pending.getByRole('button')).toHaveCount(1);
    await pending.getByRole('button', { name: new RegExp(name) }).click();
    const details = page.getByRole('region', { name });
    await expect(details).toContainText('ABXXXXX34F');
    await expect(details).not.toContainText('ABCDE1234F');
    await details.getByRole('button', { name: 'Approve' }).click();
    const parent = details.getByRole('combobox', { name: 'Place them under (parent member)' });
    await parent.fill(DEMO.mid.email);
    await details
      .getByRole('listbox', { name: 'Members' })
      .getByRole('option', { name: new RegExp(DEMO.mid.email.replace('.', '\\.')) })
      .click();
    const approve = details.getByRole('button', { name: /^Approve under / });
    const approveLabel = (await approve.textContent()) ?? '';
    const teamMember = /^Approve under (.+) \((\S+)\)$/.exec(approveLabel.trim());
    expect(teamMember, approveLabel).not.toBeNull();
    const [, teamName, teamCode] = teamMember!;
    await approve.click();
    const approved = page.getByRole('status').filter({ hasText: 'Approved: member' });
    await expect(approved).toContainText(`created under ${teamCode}`);
    const coCode = /member (\S+) created/.exec((await approved.textContent()) ?? '')?.[1];
    expect(coCode).toMatch(/^AP\d+$/);
    await logOut(page);

    // 4. The onboarding mail arrives in the mail catcher; the new agent sets a password and is signed in.
    const { mail, path } = await onboardingLink(email);
    expect(mail.text).toContain(`Your CO Code is ${coCode}.`);
    await page.goto(path);
    const form = setPasswordForm(page);
    await form.getByLabel('Password', { exact: true }).fill('Lucknow@2026');
    await form.getByLabel('Confirm Password', { exact: true }).fill('Lucknow@2026');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(`${portal.url}/sales`);
    await expect(mainNav(page).getByRole('link', { name })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Back office' })).toHaveCount(0);
    await logOut(page);

    // 5. The team member sees the newcomer in their sales tree.
    await loginAs(page, DEMO.mid);
    await mainNav(page).getByRole('link', { name: 'Sales' }).click();
    const team = page.getByRole('region', { name: 'Your team' });
    await expect(team.getByRole('button', { name: new RegExp(teamName!) })).toContainText(`CO Code: ${teamCode}`);
    await expect(team.getByRole('button', { name: new RegExp(name) })).toContainText(`CO Code: ${coCode}`);
  });

  test('policy import: a CSV with 3 good and 2 bad rows shows both errors in the dry run and imports exactly 3', async ({ page }) => {
    // The fixture's policy numbers made unique to this run, so a re-run on the same database imports them anew.
    const stamp = String(Date.now());
    const csv = readFileSync(path.join(rootDir, 'e2e', 'fixtures', 'policies-3-good-2-bad.csv'), 'utf8').replaceAll(
      'E2E-IMP-',
      `E2E-${stamp}-`,
    );
    const file = { name: `insurer-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) };

    await loginAs(page, DEMO.ops);
    await page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Policy import' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Policy import' })).toBeVisible();
    await page.getByLabel('CSV file of policies').setInputFiles(file);
    await page.getByRole('button', { name: 'Check file' }).click();

    await expect(page.getByTestId('dry-run-counts')).toHaveText('5 rows: 3 valid, 0 duplicates, 2 errors.');
    const errors = page.getByRole('table', { name: `Rows of ${file.name}` });
    await expect(errors.getByRole('row')).toHaveCount(3);
    await expect(errors).toContainText('no member with code NOBODY');
    await expect(errors).toContainText('riskStart is not a real date');

    await page.getByRole('button', { name: 'Import 3 valid rows' }).click();
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expect(page.getByTestId('import-status')).toContainText('Import finished: 3 imported', { timeout: 30_000 });
    const past = page.getByRole('table', { name: 'Past imports, newest first' });
    await expect(past.getByRole('row', { name: new RegExp(file.name) })).toContainText('ops@agentportal.in');

    // Exactly those three are in: checked again, the file has 3 duplicates and the same 2 errors.
    await page.getByLabel('CSV file of policies').setInputFiles({ ...file, name: `again-${file.name}` });
    await page.getByRole('button', { name: 'Check file' }).click();
    await expect(page.getByTestId('dry-run-counts')).toHaveText('5 rows: 0 valid, 3 duplicates, 2 errors.');
  });

  test('the operator opens every section from the tab bar; each is marked current, loads, and passes axe in both themes', async ({
    page,
  }) => {
    // Eight sections in two themes, each waited on and checked by axe: longer than one flow.
    test.setTimeout(150_000);
    const sections = ['Applications', 'Members', 'Certification', 'Policy import', 'Inbox', 'Payments', 'Payout queries', 'Audit log'];
    const tabs = page.getByRole('navigation', { name: 'Back office sections' });
    await loginAs(page, DEMO.ops);
    await mainNav(page).getByRole('link', { name: 'Back office' }).click();
    for (const theme of ['light', 'dark'] as const) {
      const toggle = page.getByTestId('theme-toggle');
      if ((theme === 'dark') !== ((await toggle.textContent())?.trim() === 'Light')) await toggle.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      for (const section of sections) {
        await tabs.getByRole('link', { name: section, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
        await expect(tabs.getByRole('link', { name: section, exact: true })).toHaveAttribute('aria-current', 'page');
        await expect(page.getByText(/^Loading/)).toHaveCount(0);
        // Colours are read once the theme's transition has ended (mid-way they are neither theme's).
        await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
        const axe = await new AxeBuilder({ page }).analyze();
        expect(
          axe.violations,
          `${section} (${theme}): ${axe.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`).join('; ')}`,
        ).toEqual([]);
      }
    }
  });

  test('an agent has no Back office entry, and /admin tells them it is for the operations staff', async ({ page }) => {
    await loginAs(page, DEMO.top);
    await expect(mainNav(page).getByRole('link', { name: 'Back office' })).toHaveCount(0);
    await page.goto('/admin');
    await expect(page.getByRole('status').filter({ hasText: "This page is for the provider's operations staff." })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toHaveCount(0);
  });
});
