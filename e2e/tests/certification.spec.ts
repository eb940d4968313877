import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import apiHi from '../../api/src/i18n/hi';
import { pdfText } from '../../api/test/helpers/pdfText';
import onboardingHi from '../../remote-onboarding/src/i18n/hi';
import { apiJson } from '../support/api';
import { admin, DEMO } from '../support/backend';
import { expect, test, withOwnPage } from '../support/fixtures';
import { applyThroughSignup, mainNav, onboardingLink, pendingApplicationId, uniqueEmail, uniquePhone } from '../support/onboarding';

/**
 * From applicant to certified agent in the composed portal: approved, trains for the demo's short
 * training time (real server time: the API's clock is not moved), fails the examination once, passes,
 * downloads the certificate in Hindi, and anyone can check it at /verify/<number>.
 */

const NOT_YET = "You can't sell yet: complete your POSP training and exam.";
const RECORDING = 'Your time in this module is being recorded.';

interface BankQuestion {
  id: number;
  text: { en: string; hi: string };
  options: { en: string; hi: string }[];
  correctOption: number;
  active: boolean;
}

/** The active question bank with its right answers, as the operators' endpoint gives it. */
async function questionBank(): Promise<BankQuestion[]> {
  const all: BankQuestion[] = [];
  let cursor: string | null = null;
  do {
    const query = `?active=true&limit=200${cursor ? `&cursor=${cursor}` : ''}`;
    const body = await apiJson(DEMO.ops, `/admin/certification/questions${query}`, 'question bank');
    all.push(...(body['questions'] as BankQuestion[]));
    cursor = (body['nextCursor'] as string | null | undefined) ?? null;
  } while (cursor);
  return all;
}

async function expectNoAxeViolations(page: Page, where: string) {
  // Colours are read once a theme's transition has ended (mid-way they are neither theme's).
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations,
    `${where}: ${axe.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`).join('; ')}`,
  ).toEqual([]);
}

async function setTheme(page: Page, theme: 'light' | 'dark') {
  // The toggle holds both labels (the stylesheet shows one): the page's theme says which is shown.
  if ((await page.locator('html').getAttribute('data-theme')) !== theme) await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

const hindiSwitch = (page: Page) => page.locator('header [data-portal-language="hi"]:visible').first();
const englishSwitch = (page: Page) => page.locator('header [data-portal-language="en"]:visible').first();

/** Answers every question of the open sitting: the right option, or (wrong) the one after it. */
async function answerSitting(form: Locator, bank: BankQuestion[], right: boolean) {
  const groups = form.getByRole('group');
  await expect(groups.first()).toBeVisible();
  const count = await groups.count();
  for (let index = 0; index < count; index += 1) {
    const group = groups.nth(index);
    const legend = ((await group.locator('legend').textContent()) ?? '').trim();
    const question = bank.find((candidate) => legend.endsWith(candidate.text.en.trim()));
    if (!question) throw new Error(`No question of the bank reads "${legend}"`);
    const option = right ? question.correctOption : (question.correctOption + 1) % question.options.length;
    await group.getByRole('radio', { name: question.options[option]!.en, exact: true }).check();
  }
}

test.describe('certification', () => {
  test('approved, trains, fails the examination once, passes, downloads the certificate in Hindi, and the public check shows it', async ({
    page,
    browser,
    portal,
  }) => {
    // The demo's training takes 2 minutes of real time, counted by the server between heartbeats.
    test.setTimeout(12 * 60_000);
    const name = `Meena Iyer ${Date.now()}`;
    const email = uniqueEmail('meena');

    // 1. The applicant applies and an operator approves them.
    await applyThroughSignup(page, { name, phone: uniquePhone(), email, reason: 'A friend sells with this network' });
    await expect(page.getByRole('dialog', { name: 'Registration Successful!' })).toBeVisible();
    const applicationId = await pendingApplicationId(email);
    expect(await admin('approve', String(applicationId), '--parent', 'AP1001')).toContain(`Approved #${applicationId}`);

    // 2. They set their password from the e-mail and land signed in, told they cannot sell yet.
    const { path } = await onboardingLink(email);
    await page.goto(path);
    const setPassword = page.getByRole('form', { name: 'Set password' });
    await setPassword.getByLabel('Password', { exact: true }).fill('Certify@2026');
    await setPassword.getByLabel('Confirm Password', { exact: true }).fill('Certify@2026');
    await setPassword.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(`${portal.url}/sales`);
    const banner = page.getByRole('status').filter({ hasText: NOT_YET });
    await expect(banner).toBeVisible();
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    await expectNoAxeViolations(page, 'the banner on /sales');
    await banner.getByRole('link', { name: 'Go to your training' }).click();
    await expect(page).toHaveURL(`${portal.url}/certification`);
    await expect(page.getByRole('heading', { level: 1, name: 'POSP certification' })).toBeVisible();
    await expect(page.getByText('Step 1 of 3: complete your training.')).toBeVisible();
    await expect(page.getByText('The examination opens when your training is complete.')).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Certification' })).toHaveAttribute('aria-current', 'page');

    // 3. Training: each module open (the page visible) until the server has recorded its share.
    const modules = page.getByRole('list', { name: 'Modules' });
    await expect(modules.getByRole('listitem').first()).toBeVisible();
    const moduleCount = await modules.getByRole('listitem').count();
    for (let index = 0; index < moduleCount; index += 1) {
      const item = modules.getByRole('listitem').nth(index);
      if ((await item.getByText('Done', { exact: true }).count()) > 0) continue;
      await item.getByRole('button', { name: /^Open / }).click();
      await expect(item.getByText(RECORDING)).toBeVisible();
      if (index === 0) {
        for (const theme of ['light', 'dark'] as const) {
          await setTheme(page, theme);
          await expectNoAxeViolations(page, `training (${theme})`);
        }
      }
      await expect(item.getByText('Done', { exact: true })).toBeVisible({ timeout: 4 * 60_000 });
      await item.getByRole('button', { name: 'Close module' }).click();
    }
    await expect(page.getByText('Training complete')).toBeVisible();
    // The time is the server's: it survives a reload.
    await page.reload();
    await expect(page.getByText('Step 2 of 3: your training is complete. Pass the examination to get your certificate.')).toBeVisible();

    // 4. The examination, failed once: every answer wrong.
    const bank = await questionBank();
    await page.getByRole('button', { name: 'Start the examination' }).click();
    const sitting = page.getByRole('form', { name: 'Examination' });
    await expect(sitting.getByRole('timer', { name: 'Time left' })).toBeVisible();
    await answerSitting(sitting, bank, false);
    await expectNoAxeViolations(page, 'examination sitting (dark)');
    await sitting.getByRole('button', { name: 'Submit answers' }).click();
    await expect(page.getByText(/^Not passed\. You answered 0 of \d+ questions correctly \(0%\)/)).toBeVisible();
    await expect(page.getByText(/attempts? left today/)).toBeVisible();

    // 5. Passed on the second sitting: every answer right, and the certificate is issued.
    await page.getByRole('button', { name: 'Back to the examination' }).click();
    await page.getByRole('button', { name: 'Start the examination' }).click();
    await answerSitting(page.getByRole('form', { name: 'Examination' }), bank, true);
    await page.getByRole('form', { name: 'Examination' }).getByRole('button', { name: 'Submit answers' }).click();
    await expect(
      page.getByText(/^Passed\. Your certificate is issued\. You answered (\d+) of \1 questions correctly \(100%\)/),
    ).toBeVisible();
    const certificate = page.getByRole('region', { name: 'Your certificate' });
    const values = certificate.getByRole('definition');
    await expect(values.nth(2)).toHaveText('Valid');
    const number = ((await values.first().textContent()) ?? '').trim();
    expect(number).toMatch(/^POSP-\d{4}-\d{6,}$/);
    await expect(certificate.getByRole('link', { name: `${portal.url}/verify/${number}` })).toBeVisible();
    await expect(page.getByText(/^You are certified since /)).toBeVisible();
    // The theme chosen while training (dark) is remembered across the reload.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectNoAxeViolations(page, 'certified (dark)');

    // 6. In Hindi, the certificate comes as a PDF in Hindi.
    await hindiSwitch(page).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    const hindiCertificate = page.getByRole('region', { name: onboardingHi.certification.certificate.heading });
    await expectNoAxeViolations(page, 'certified in Hindi (dark)');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      hindiCertificate.getByRole('button', { name: onboardingHi.certification.certificate.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`certificate-${number}-hi.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(apiHi.certificatePdf.title);
    expect(text).toContain(number);
    expect(text).toContain(name);
    await englishSwitch(page).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');

    // 7. Certified, the member is no longer told they cannot sell.
    await mainNav(page).getByRole('link', { name: 'Sales' }).click();
    await expect(page).toHaveURL(`${portal.url}/sales`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(NOT_YET)).toHaveCount(0);

    // 8. Anyone, signed out, checks the certificate by its number: the name, status and date, nothing else.
    await withOwnPage(browser, { baseURL: portal.url }, async (visitor) => {
      await visitor.goto(`/verify/${number}`);
      const found = visitor.getByRole('region', { name: `Certificate ${number}` });
      await expect(found.getByRole('definition')).toHaveText([name, 'Valid', /\d{2} \w{3} \d{4}/]);
      await expect(found.getByRole('term')).toHaveText(['Name', 'Status', 'Date of issue']);
      await expect(visitor.getByText(email)).toHaveCount(0);
      // Served on reload too (the shell's server answers the path with the app).
      await visitor.reload();
      await expect(visitor.getByRole('region', { name: `Certificate ${number}` })).toBeVisible();
      await expectNoAxeViolations(visitor, 'public check (light)');

      // A number nobody holds, typed into the form.
      const box = visitor.getByRole('textbox', { name: 'Certificate number' });
      await box.fill('POSP-1999-000001');
      await visitor.getByRole('button', { name: 'Check' }).click();
      await expect(visitor).toHaveURL(`${portal.url}/verify/POSP-1999-000001`);
      await expect(visitor.getByText('No certificate with this number.')).toBeVisible();

      await hindiSwitch(visitor).click();
      await expect(visitor.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await expect(visitor.getByText(onboardingHi.verify.notFound)).toBeVisible();
      await expectNoAxeViolations(visitor, 'public check in Hindi');
    });
  });
});
