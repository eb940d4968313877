import { expect, type Page } from '@playwright/test';

export interface Account {
  email: string;
  password: string;
}

/**
 * Signs in through the login screen as a user would: e-mail, 'Verify Email', password, 'Login'.
 * Starts from /login unless `alreadyThere` (e.g. after a redirect that should return to its page),
 * and resolves once the header shows the signed-in menu.
 */
export async function loginAs(page: Page, account: Account, { alreadyThere = false }: { alreadyThere?: boolean } = {}): Promise<void> {
  if (!alreadyThere) await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email', { exact: true }).fill(account.email);
  await form.getByRole('button', { name: 'Verify Email' }).click();
  const password = form.getByLabel('Password', { exact: true });
  await expect(password).toBeVisible();
  await password.fill(account.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' })).toBeVisible();
}
