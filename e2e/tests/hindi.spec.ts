import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import landingHi from '../../remote-landing/src/i18n/hi';
import landingEn from '../../remote-landing/src/i18n/en';
import onboardingHi from '../../remote-onboarding/src/i18n/hi';
import salesHi from '../../remote-sales/src/i18n/hi';
import shellHi from '../../shell/src/i18n/hi';
import { PAGES, headerEntriesOf, sectionTabsOf } from '../../shared/src/topology.mjs';
import { admin } from '../support/backend';
import { expect, test } from '../support/fixtures';
import { logIn, onboardedMember } from '../support/onboarding';

/**
 * The portal in Hindi: the switch in the header, the pre-rendered pages served in the
 * remembered language, a member's sales screens, and the member's profile remembering the choice.
 * Expected texts come from the Hindi catalogues themselves, so rewording a text does not break this.
 */

/** The sales page's entry in the header, in Hindi (its label is the topology's). */
const salesEntryHi = headerEntriesOf(null).find((entry) => entry.route === '/sales')?.label?.hi ?? 'no header entry for /sales';
/** A sales tab's Hindi name, as the topology gives it. */
const tabHi = (route: string) =>
  sectionTabsOf(PAGES.find((page) => page.route === '/sales')!).find((tab) => tab.route === route)?.label.hi ?? `no tab ${route}`;
const mainNav = (page: Page) => page.getByRole('navigation', { name: shellHi.header.navigation });
const hindiSwitch = (page: Page) => page.locator('header [data-portal-language="hi"]:visible').first();

/** A member of their own with three policies, so that saving their language touches no other test's account. */
async function memberWithPolicies() {
  const member = await onboardedMember('Kavita Joshi');
  const stamp = String(Date.now());
  const csv = [
    'policyType,productName,policyNumber,clientName,riskStart,riskEnd,netPremium,payOut,vehicleNo,insurer,soldBy',
    `health,Family Floater Health,HI-${stamp}-1,Ramesh Yadav,2026-10-01,2027-09-30,125000.00,15000.00,,Star Health,${member.coCode}`,
    `motor,Private Car Package,HI-${stamp}-2,Sunita Verma,2026-10-05,2027-10-04,50000.00,6000.00,UP32AB1234,Tata AIG,${member.coCode}`,
    `life,Term Life,HI-${stamp}-3,Anil Mishra,2026-10-09,2027-10-08,25000.50,3000.06,,LIC,${member.coCode}`,
  ].join('\n');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'portal-hindi-')), 'policies.csv');
  writeFileSync(file, `${csv}\n`);
  // A member sells only once certified: this one holds a certificate from before the portal.
  expect(
    await admin('record-certificate', '--co-code', member.coCode, '--date', '2026-01-05', '--reason', 'Certified by the insurer'),
  ).toContain(`for ${member.coCode}, valid from 2026-01-05`);
  expect(await admin('import-policies', file)).toContain('Imported 3 of 3');
  return member;
}

async function logInInHindi(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: onboardingHi.login.formLabel });
  await form.getByRole('textbox', { name: onboardingHi.login.email }).fill(email);
  await form.getByRole('button', { name: onboardingHi.login.verify }).click();
  await expect(form.getByText(onboardingHi.login.emailVerified)).toBeVisible();
  await form.getByLabel(onboardingHi.login.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: onboardingHi.login.submit, exact: true }).click();
  await expect(mainNav(page).getByRole('button', { name: shellHi.header.logout })).toBeVisible();
}

async function expectNoAxeViolations(page: Page, where: string) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations,
    `${where}: ${axe.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`).join('; ')}`,
  ).toEqual([]);
}

test.describe('the portal in Hindi', () => {
  test('switch to Hindi on /, sign in, browse the sales screens in Hindi with ₹ amounts, reload and stay in Hindi', async ({ page }) => {
    const member = await memberWithPolicies();

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await hindiSwitch(page).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(landingHi.hero.title);
    await expect(mainNav(page).getByRole('link', { name: shellHi.header.home })).toBeVisible();

    // The server now sends / in Hindi from its first byte: no English to flash before the app starts.
    const served = await (await page.request.get('/')).text();
    expect(served).toContain('<html lang="hi-IN"');
    expect(served).toContain(landingHi.hero.title);
    expect(served).not.toContain(landingEn.hero.title);
    if (process.env['HINDI_SCREENSHOTS']) await page.screenshot({ path: path.join(process.env['HINDI_SCREENSHOTS'], 'hindi-home.png') });

    await mainNav(page).getByRole('link', { name: shellHi.header.login }).click();
    await logInInHindi(page, member.email, member.password);

    await mainNav(page).getByRole('link', { name: salesEntryHi }).click();
    const tabs = page.getByRole('navigation', { name: salesHi.tabs.label });
    await expect(tabs.getByRole('link', { name: tabHi('/sales') })).toHaveAttribute('aria-current', 'page');
    const summary = page.getByLabel(salesHi.summary.label).getByRole('definition');
    // 3 policies; net premium ₹1,25,000 + ₹50,000 + ₹25,000.50, in Indian grouping as in English.
    await expect(summary.first()).toHaveText('3');
    await expect(summary.nth(1)).toHaveText('₹2,00,000.50');
    await expect(page.getByText('Ramesh Yadav')).toBeVisible();
    if (process.env['HINDI_SCREENSHOTS']) await page.screenshot({ path: path.join(process.env['HINDI_SCREENSHOTS'], 'hindi-sales.png') });

    await tabs.getByRole('link', { name: tabHi('/sales/renewals') }).click();
    await expect(page.getByRole('heading', { name: salesHi.renewals.title, exact: true })).toBeVisible();
    await tabs.getByRole('link', { name: tabHi('/sales/payouts') }).click();
    await expect(page.getByRole('heading', { name: salesHi.payouts.title, exact: true })).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { name: salesHi.payouts.title, exact: true })).toBeVisible();
    await expect(mainNav(page).getByRole('button', { name: shellHi.header.logout })).toBeVisible();
  });

  test("a member's profile remembers Hindi: signing in on a browser that has no choice yet shows the portal in Hindi", async ({
    page,
    browser,
  }) => {
    const member = await memberWithPolicies();
    await page.goto('/login');
    await hindiSwitch(page).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await logInInHindi(page, member.email, member.password);

    const elsewhere = await browser.newContext();
    try {
      const other = await elsewhere.newPage();
      await other.goto('/login');
      await expect(other.locator('html')).toHaveAttribute('lang', 'en-IN');
      await logIn(other, member.email, member.password, { open: false });
      await expect(other.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await expect(mainNav(other).getByRole('button', { name: shellHi.header.logout })).toBeVisible();
    } finally {
      await elsewhere.close();
    }
  });

  test('axe finds nothing on /, /login and the sales screens in Hindi', async ({ page }) => {
    const member = await memberWithPolicies();
    await page.goto('/');
    await hindiSwitch(page).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(landingHi.hero.title);
    await expectNoAxeViolations(page, '/ in Hindi');
    await page.goto('/login');
    await expect(page.getByRole('form', { name: onboardingHi.login.formLabel })).toBeVisible();
    await expectNoAxeViolations(page, '/login in Hindi');
    await logInInHindi(page, member.email, member.password);
    await mainNav(page).getByRole('link', { name: salesEntryHi }).click();
    const tabs = page.getByRole('navigation', { name: salesHi.tabs.label });
    for (const [tab, heading] of [
      [tabHi('/sales'), null],
      [tabHi('/sales/renewals'), salesHi.renewals.title],
      [tabHi('/sales/payouts'), salesHi.payouts.title],
      [tabHi('/sales/insights'), salesHi.insights.title],
    ] as const) {
      await tabs.getByRole('link', { name: tab }).click();
      await expect(tabs.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
      if (heading) await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      else await expect(page.getByText('Ramesh Yadav')).toBeVisible();
      await expectNoAxeViolations(page, `${tab} in Hindi`);
    }
  });
});
