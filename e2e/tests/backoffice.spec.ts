import type { Page } from '@playwright/test';
import { DEMO } from '../support/backend';
import { expect, test } from '../support/fixtures';
import { loginAs } from '../support/login';
import { applyThroughSignup, logIn, logOut, mainNav, onboardingLink, uniqueEmail, uniquePhone } from '../support/onboarding';

/** The back office (issue #18): the provider's operations staff at work in the portal, without the CLI. */

const setPasswordForm = (page: Page) => page.getByRole('form', { name: 'Set password' });

test.describe('the back office', () => {
  test('the whole membership journey: apply, approved under the team member in the back office, mail, password, sign-in, seen in the team', async ({ page, portal }) => {
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
    await details.getByRole('listbox', { name: 'Members' }).getByRole('option', { name: new RegExp(DEMO.mid.email.replace('.', '\\.')) }).click();
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
    expect(mail.text).toContain(`Your member code is ${coCode}.`);
    await page.goto(path);
    const form = setPasswordForm(page);
    await form.getByLabel('Password', { exact: true }).fill('Lucknow@2026');
    await form.getByLabel('Confirm Password', { exact: true }).fill('Lucknow@2026');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(`${portal.url}/`);
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

  test('an agent has no Back office entry, and /admin tells them it is for the operations staff', async ({ page }) => {
    await loginAs(page, DEMO.top);
    await expect(mainNav(page).getByRole('link', { name: 'Back office' })).toHaveCount(0);
    await page.goto('/admin');
    await expect(page.getByRole('status')).toContainText("This page is for the provider's operations staff.");
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toHaveCount(0);
  });
});
