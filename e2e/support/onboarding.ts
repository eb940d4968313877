import { expect, type Page } from '@playwright/test';
import { admin, linkIn, waitForMail, type CaughtMail } from './backend';

/** A fresh e-mail address per call (the tests never share an applicant or a member). */
export function uniqueEmail(prefix = 'agent'): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
}

/** A 10-digit Indian mobile number, different from run to run. */
export function uniquePhone(): string {
  return `9${String(Date.now()).slice(-9)}`;
}

export interface Applicant {
  name: string;
  phone: string;
  email: string;
  pan?: string;
  reason: string;
}

/** Fills and sends the sign-up form at /signup as a visitor would. */
export async function applyThroughSignup(page: Page, applicant: Applicant): Promise<void> {
  await page.goto('/signup');
  const form = page.getByRole('form', { name: 'Sign up' });
  await expect(page.getByRole('heading', { level: 1, name: 'Join Our Network' })).toBeVisible();
  await form.getByLabel('Full Name').fill(applicant.name);
  await form.getByLabel('Phone Number').fill(applicant.phone);
  await form.getByLabel('Email Address').fill(applicant.email);
  if (applicant.pan) await form.getByLabel('PAN Number').fill(applicant.pan);
  await form.getByLabel('How did you know about us?').fill(applicant.reason);
  await form.getByRole('button', { name: 'Sign Up' }).click();
}

/** The id of the pending application from `email`, read from the operators' CLI listing. */
export async function pendingApplicationId(email: string): Promise<number> {
  const listing = await admin('list-applications');
  const line = listing.split('\n').find((row) => row.split('\t')[3]?.toLowerCase() === email.toLowerCase());
  if (!line) throw new Error(`No pending application from ${email} in:\n${listing}`);
  const id = /^#(\d+)\t/.exec(line)?.[1];
  if (!id) throw new Error(`Unreadable listing line: ${line}`);
  return Number(id);
}

/** The onboarding e-mail's set-password link, as a path on the test portal. */
export async function onboardingLink(email: string): Promise<{ mail: CaughtMail; path: string }> {
  const mail = await waitForMail(email, /set your password/i);
  return { mail, path: portalPath(linkIn(mail, `${process.env['E2E_PORTAL_URL']}/set-password`)) };
}

/** The password-reset e-mail's link, as a path on the test portal. */
export async function resetLink(email: string): Promise<{ mail: CaughtMail; path: string }> {
  const mail = await waitForMail(email, /reset your agent portal password/i);
  return { mail, path: portalPath(linkIn(mail, `${process.env['E2E_PORTAL_URL']}/reset-password`)) };
}

/** A link built from PORTAL_URL, reduced to path and query so it opens on the portal under test. */
export function portalPath(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/**
 * A member created by an operator (`create-member`) who has set a password through the invite link
 * the onboarding e-mail carries (calling the same API the Set Password page calls).
 */
export async function onboardedMember(
  name: string,
  password = 'First@123',
): Promise<{ name: string; email: string; password: string; coCode: string }> {
  const email = uniqueEmail('member');
  const output = await admin('create-member', '--name', name, '--email', email, '--parent', 'AP1001', '--mobile', uniquePhone());
  const coCode = /Created member (\S+?)[;.]/.exec(output)?.[1];
  if (!coCode) throw new Error(`create-member said: ${output}`);
  const { path } = await onboardingLink(email);
  const token = new URLSearchParams(path.split('?')[1]).get('token')!;
  const response = await fetch(`${process.env['E2E_API_URL']}/account/set-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, token, password }),
  });
  if (!response.ok) throw new Error(`set-password for ${email}: ${response.status} ${await response.text()}`);
  return { name, email, password, coCode };
}

/** Signs in at /login the way a member does: e-mail, Verify Email, password, Login. */
export async function logIn(page: Page, email: string, password: string, { open = true } = {}): Promise<void> {
  if (open) await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('button', { name: 'Verify Email' }).click();
  await expect(form.getByText('Email verified')).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Logs out from the header and waits for the signed-out header. */
export async function logOut(page: Page): Promise<void> {
  await mainNav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
}
