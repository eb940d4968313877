import { expect, type FrameLocator, type Page } from '@playwright/test';
import type { CaughtMail } from './backend';

/**
 * Opens the mail inbox at the address `npm start` prints (the e2e catcher's, same rule) and the newest
 * e-mail to `to` whose subject matches, as a newcomer reading their mail would; returns the message's
 * body (the inbox shows it in a frame).
 */
export async function readMailInInbox(page: Page, to: string, subject: RegExp): Promise<FrameLocator> {
  const inboxUrl = process.env['E2E_MAIL_INBOX_URL'];
  if (!inboxUrl) throw new Error('E2E_MAIL_INBOX_URL is not set (e2e/support/globalSetup.ts)');
  await page.goto(inboxUrl);
  await page.getByRole('textbox', { name: 'Search emails...' }).fill(to);
  // Newest first.
  const message = page.getByRole('complementary').getByRole('button').filter({ hasText: to }).filter({ hasText: subject }).first();
  await message.click();
  const shown = page.getByRole('main');
  await expect(shown.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  return shown.frameLocator('iframe');
}

/** Waits until `count` e-mails to `to` with a matching subject have been caught; returns them oldest first. */
export async function waitForMails(to: string, subject: RegExp, count: number, timeoutMs = 30_000): Promise<CaughtMail[]> {
  const deadline = Date.now() + timeoutMs;
  let found: CaughtMail[] = [];
  while (Date.now() < deadline) {
    const mails = (await (await fetch(`${process.env['E2E_MAIL_URL']}/api/email`)).json()) as CaughtMail[];
    found = mails.filter((mail) => mail.to.some((r) => r.address.toLowerCase() === to.toLowerCase()) && subject.test(mail.subject));
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${found.length} of ${count} e-mails to ${to} matching ${subject} within ${timeoutMs / 1000} s`);
}
