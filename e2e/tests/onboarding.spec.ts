import type { Page } from '@playwright/test';
import { admin, DEMO } from '../support/backend';
import { expect, test, withOwnPage } from '../support/fixtures';
import {
  applyThroughSignup,
  logIn,
  logOut,
  mainNav,
  onboardedMember,
  onboardingLink,
  pendingApplicationId,
  portalPath,
  resetLink,
  uniqueEmail,
  uniquePhone,
} from '../support/onboarding';
import { readMailInInbox, waitForMails } from '../support/inbox';

// `page.route` does not see the requests a service worker answers: these tests stub or cut the network.
test.use({ serviceWorkers: 'block' });

/** Joining the network and signing in, as a new member does it in the composed portal. */

const REGISTRATION_TEXT =
  "Thanks for signing up! We'll review your application and send you an email once your onboarding is completed. Please check your email for further instructions.";
const ALREADY_APPLIED = 'This email is already registered. Please use a different email or login.';
const UNDER_REVIEW = 'Your application is under review. We will email you once it is approved.';
const WELCOME = 'Welcome to Agent Portal! Your password is set and you are signed in.';
const LINK_USED = 'This link has already been used: your password is set.';
const LINK_EXPIRED = 'This link has expired or was replaced by a newer one.';
const LINK_INVALID = 'This link is not valid for this email.';

const loginForm = (page: Page) => page.getByRole('form', { name: 'Login' });
const setPasswordForm = (page: Page) => page.getByRole('form', { name: 'Set password' });

async function choosePassword(page: Page, password: string, confirm = password): Promise<void> {
  const form = setPasswordForm(page);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm Password', { exact: true }).fill(confirm);
  await form.getByRole('button', { name: 'Register' }).click();
}

async function expectSignedInAs(page: Page, name: string): Promise<void> {
  await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
}

test.describe('joining the network', () => {
  test('apply, get approved by an operator, set the password from the e-mail, and sign in', async ({ page, portal }) => {
    const stamp = Date.now();
    const name = `Priya Nair ${stamp}`;
    const email = uniqueEmail('priya');
    const phone = uniquePhone();

    // 1. The visitor applies.
    await applyThroughSignup(page, { name, phone, email, pan: 'ABCDE1234F', reason: 'An agent in Kochi told me about it' });
    const dialog = page.getByRole('dialog', { name: 'Registration Successful!' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(REGISTRATION_TEXT);
    await expect(dialog.getByRole('button', { name: 'Continue to Login' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Continue to Login' }).click();
    await expect(page).toHaveURL(`${portal.url}/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();

    // Until onboarding is complete the e-mail cannot sign in: the application is under review.
    await loginForm(page).getByRole('textbox', { name: 'Email' }).fill(email);
    await loginForm(page).getByRole('button', { name: 'Verify Email' }).click();
    await expect(loginForm(page).getByText(UNDER_REVIEW)).toBeVisible();
    await expect(loginForm(page).getByText('This email is not onboarded.')).toHaveCount(0);
    await expect(loginForm(page).getByLabel('Password', { exact: true })).toHaveCount(0);

    // The sign-up was acknowledged by e-mail, read in the inbox `npm start` prints.
    const inbox = await page.context().newPage();
    const received = await readMailInInbox(inbox, email, /We have received your Agent Portal application/);
    await expect(received.getByText(`Dear ${name},`)).toBeVisible();
    await expect(received.getByText('We have received your application and will review it.')).toBeVisible();

    // 2. An operator approves the application under AP1001.
    const applicationId = await pendingApplicationId(email);
    const approval = await admin('approve', String(applicationId), '--parent', 'AP1001');
    const coCode = new RegExp(`^Approved #${applicationId}: member (\\S+) created under AP1001; onboarding e-mail queued\\.$`, 'm').exec(
      approval,
    )?.[1];
    expect(coCode, approval).toMatch(/^AP\d+$/);
    expect(await admin('list-applications')).not.toContain(email);

    // 3. The onboarding e-mail, read in the inbox, names the member code and carries the set-password link.
    const welcome = await readMailInInbox(inbox, email, /set your password/);
    await expect(welcome.getByText(`Dear ${name},`)).toBeVisible();
    await expect(welcome.getByText(`Your CO Code is ${coCode}.`)).toBeVisible();
    const href = await welcome.getByRole('link', { name: 'Set your password' }).getAttribute('href');
    const path = portalPath(href!);
    expect(path).toMatch(/^\/set-password\?/);
    await inbox.close();

    // 4. The member sets a password and arrives signed in on their sales, welcomed.
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Set Your Password' })).toBeVisible();
    const shownEmail = setPasswordForm(page).getByRole('textbox', { name: 'Email' });
    await expect(shownEmail).toHaveValue(email);
    await expect(shownEmail).not.toBeEditable();
    await choosePassword(page, 'Welcome@2026');
    await expect(page).toHaveURL(`${portal.url}/sales`);
    await expectSignedInAs(page, name);
    await expect(page.getByRole('status').filter({ hasText: WELCOME })).toBeVisible();

    // 5. Log out, and back in through Verify Email: on their sales again, without the welcome.
    await logOut(page);
    await expect(page).toHaveURL(`${portal.url}/`);
    await logIn(page, email, 'Welcome@2026');
    await expect(page).toHaveURL(`${portal.url}/sales`);
    await expectSignedInAs(page, name);
    await expect(page.getByText(WELCOME)).toHaveCount(0);

    // 6. The profile shows who they are, with what they gave at sign-up.
    await mainNav(page).getByRole('link', { name }).click();
    await expect(page).toHaveURL(`${portal.url}/profile`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(`CO Code: ${coCode}`)).toBeVisible();
    const contactInfo = page.getByRole('region', { name: 'Contact Information' });
    await expect(contactInfo).toContainText(phone);
    await expect(contactInfo).toContainText(email);
    await expect(page.getByRole('region', { name: 'Identity Details' })).toContainText('ABXXXXX34F'); // PAN, masked

    // 7. The top member sees the newcomer in their team.
    await logOut(page);
    await logIn(page, DEMO.top.email, DEMO.top.password);
    await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
    await mainNav(page).getByRole('link', { name: 'Sales' }).click();
    const team = page.getByRole('region', { name: 'Your team' });
    await expect(team.getByRole('button', { name: /Rajesh Sharma/ })).toContainText('CO Code: AP1001');
    await expect(team.getByRole('button', { name: new RegExp(name) })).toContainText(`CO Code: ${coCode}`);
  });

  test('applying again with the same e-mail, or a member’s e-mail, is refused with a way to log in', async ({ page }) => {
    const email = uniqueEmail('twice');
    await applyThroughSignup(page, { name: 'Rohan Gupta', phone: uniquePhone(), email, reason: 'Newspaper advertisement' });
    await expect(page.getByRole('dialog', { name: 'Registration Successful!' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue to Login' }).click();

    for (const taken of [email, DEMO.mid.email]) {
      await applyThroughSignup(page, { name: 'Rohan Gupta', phone: uniquePhone(), email: taken, reason: 'Trying again' });
      const form = page.getByRole('form', { name: 'Sign up' });
      await expect(form.getByRole('alert')).toHaveText(`${ALREADY_APPLIED} Go to login`);
      await expect(form.getByRole('textbox', { name: 'Email Address' })).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByRole('textbox', { name: 'Email Address' })).toHaveValue(taken);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(form.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    }
    // The second attempt did not create another application.
    const listing = await admin('list-applications');
    expect(listing.split('\n').filter((line) => line.includes(`\t${email}\t`))).toHaveLength(1);
  });
});

test.describe('login', () => {
  test('an unknown e-mail is "not onboarded" with a Sign up link; a wrong password is "Invalid password"', async ({ page, portal }) => {
    await page.goto('/login');
    const form = loginForm(page);
    const emailBox = form.getByRole('textbox', { name: 'Email' });
    const verify = form.getByRole('button', { name: 'Verify Email' });
    await expect(form.getByRole('button', { name: 'Login' })).toBeDisabled();
    await emailBox.fill('nobody at example.in');
    await expect(verify).toBeDisabled();

    await emailBox.fill(uniqueEmail('stranger'));
    await expect(verify).toBeEnabled();
    await verify.click();
    const notice = form.getByRole('status').filter({ hasText: 'This email is not onboarded.' });
    await expect(notice).toHaveText('This email is not onboarded. Sign up if you want to join our network.');
    await expect(emailBox).toHaveAccessibleDescription('This email is not registered');
    await expect(form.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Login' })).toBeDisabled();
    await notice.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(`${portal.url}/signup`);
    await expect(page.getByRole('heading', { level: 1, name: 'Join Our Network' })).toBeVisible();

    // A registered member with the wrong password.
    await page.goto('/login');
    await emailBox.fill(DEMO.mid.email);
    await verify.click();
    await expect(form.getByText('Email verified')).toBeVisible();
    const password = form.getByLabel('Password', { exact: true });
    await expect(password).toBeFocused();
    await password.fill('not-the-password');
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(form.getByRole('alert')).toHaveText('Invalid password');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(`${portal.url}/login`);
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('a pending applicant reads that the application is under review, not that they should sign up', async ({ page }) => {
    const email = uniqueEmail('waiting');
    await applyThroughSignup(page, { name: 'Kavya Menon', phone: uniquePhone(), email, reason: 'A colleague' });
    await page.getByRole('dialog', { name: 'Registration Successful!' }).getByRole('button', { name: 'Continue to Login' }).click();
    const form = loginForm(page);
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('button', { name: 'Verify Email' }).click();
    await expect(form.getByRole('status').filter({ hasText: UNDER_REVIEW })).toHaveText(UNDER_REVIEW);
    await expect(form.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
    await expect(form.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  test('an invited member who lost the e-mail asks for a new link at login and activates with it', async ({ page, portal }) => {
    const email = uniqueEmail('lost');
    await admin('create-member', '--name', 'Arjun Pillai', '--email', email, '--parent', 'AP1001');
    const { path: lostPath } = await onboardingLink(email);

    await page.goto('/login');
    const form = loginForm(page);
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('button', { name: 'Verify Email' }).click();
    await expect(form.getByText('Your account is approved but has no password yet. Lost the email with the link?')).toBeVisible();
    await expect(form.getByText('This email is not onboarded.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Email me a new link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'a new link is on its way' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Email me a new link' })).toBeDisabled();

    // The new e-mail, read in the inbox; the lost link now says it was replaced, before any typing.
    const [, newMail] = await waitForMails(email, /set your password/, 2);
    expect(newMail).toBeDefined();
    await page.goto(lostPath);
    await expect(page.getByText(LINK_EXPIRED)).toBeVisible();
    await expect(setPasswordForm(page)).toHaveCount(0);

    const inbox = await page.context().newPage();
    const body = await readMailInInbox(inbox, email, /set your password/);
    const path = portalPath((await body.getByRole('link', { name: 'Set your password' }).getAttribute('href'))!);
    await inbox.close();
    expect(path).not.toBe(lostPath);
    await page.goto(path);
    await choosePassword(page, 'Arjun@2026');
    await expect(page).toHaveURL(`${portal.url}/sales`);
    await expectSignedInAs(page, 'Arjun Pillai');
    await expect(page.getByRole('status').filter({ hasText: WELCOME })).toBeVisible();
  });

  test('a tap on a disabled Verify Email or Login is answered: what is missing, or the check', async ({ page }) => {
    // `force`: a finger does not wait for a button to be enabled; the browser then sends it no click.
    await page.goto('/login');
    const form = loginForm(page);
    const emailBox = form.getByRole('textbox', { name: 'Email' });
    const verify = form.getByRole('button', { name: 'Verify Email' });
    const login = form.getByRole('button', { name: 'Login' });
    await expect(verify).toBeDisabled();
    await verify.click({ force: true });
    await expect(emailBox).toHaveAccessibleDescription('Please enter an email address');
    await expect(emailBox).toBeFocused();

    await emailBox.fill(DEMO.mid.email);
    await expect(login).toBeDisabled();
    await login.click({ force: true });
    await expect(form.getByText('Email verified')).toBeVisible();
    await expect(form.getByLabel('Password', { exact: true })).toBeFocused();
  });

  test('signed out, /profile leads to login and, once signed in, back to /profile', async ({ page, portal }) => {
    const member = await onboardedMember('Farhan Qureshi');
    await page.goto('/profile');
    await expect(page).toHaveURL(`${portal.url}/login`);
    await logIn(page, member.email, member.password, { open: false });
    await expect(page).toHaveURL(`${portal.url}/profile`);
    await expect(page.getByRole('heading', { level: 1, name: 'Farhan Qureshi' })).toBeVisible();
    await expect(page.getByText(`CO Code: ${member.coCode}`)).toBeVisible();
  });
});

test.describe('passwords', () => {
  test('forgot password: the e-mailed link sets a new password; the old one stops working', async ({ page, portal }) => {
    const member = await onboardedMember('Deepa Joshi');
    await page.goto('/login');
    const form = page.getByRole('form', { name: /Login|Reset password/ });
    await form.getByRole('textbox', { name: 'Email' }).fill(member.email);
    await form.getByRole('button', { name: 'Verify Email' }).click();
    await form.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await expect(form.getByLabel('Password', { exact: true })).toHaveCount(0);
    await form.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(form.getByRole('status').filter({ hasText: 'Password reset link sent!' })).toHaveText(
      'Password reset link sent! Please check your email (including spam folder).',
    );
    // Reset mode closes by itself after 3 seconds.
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible({ timeout: 6000 });

    const { path } = await resetLink(member.email);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeVisible();
    const resetForm = page.getByRole('form', { name: 'Reset password' });
    await resetForm.getByLabel('New Password', { exact: true }).fill('Renewed@789');
    await resetForm.getByLabel('Confirm Password', { exact: true }).fill('Renewed@789');
    await resetForm.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(`${portal.url}/login`);
    await expect(page.getByText('Password reset successful! Please login with your new password.')).toBeVisible();

    // The new password signs in…
    await logIn(page, member.email, 'Renewed@789', { open: false });
    await expect(page).toHaveURL(`${portal.url}/sales`);
    await expectSignedInAs(page, member.name);
    await logOut(page);

    // …and the old one no longer does.
    await logIn(page, member.email, member.password);
    await expect(loginForm(page).getByRole('alert')).toHaveText('Invalid password');
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('an invite link works once: used again it explains and offers a way to ask for a new one', async ({ page, portal }) => {
    const email = uniqueEmail('invitee');
    await admin('create-member', '--name', 'Sneha Kulkarni', '--email', email, '--parent', 'AP1001');
    const { path } = await onboardingLink(email);

    await page.goto(path);
    // The form checks the password before anything is sent.
    await choosePassword(page, 'abc12');
    await expect(setPasswordForm(page).getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'At least 6 characters Password must be at least 6 characters long',
    );
    await choosePassword(page, 'Sneha@2026', 'Sneha@2062');
    await expect(setPasswordForm(page).getByLabel('Confirm Password', { exact: true })).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    await choosePassword(page, 'Sneha@2026');
    await expect(page).toHaveURL(`${portal.url}/sales`);
    await expectSignedInAs(page, 'Sneha Kulkarni');
    await logOut(page);

    // The same link again says so at once: no form to type a password into.
    await page.goto(path);
    await expect(page.getByText(LINK_USED)).toBeVisible();
    await expect(setPasswordForm(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    await expect(page).toHaveURL(new RegExp('/set-password\\?'));
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();

    // The first password is still the one that works.
    await logIn(page, email, 'Another@2026');
    await expect(loginForm(page).getByRole('alert')).toHaveText('Invalid password');
  });

  test('a tampered invite token is refused and leaves the genuine link usable', async ({ page, portal }) => {
    const email = uniqueEmail('tamper');
    await admin('create-member', '--name', 'Imran Sheikh', '--email', email, '--parent', 'AP1001');
    const { path } = await onboardingLink(email);
    const url = new URL(path, portal.url);
    const token = url.searchParams.get('token')!;
    const tampered = new URL(url);
    tampered.searchParams.set('token', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);

    await page.goto(`${tampered.pathname}${tampered.search}`);
    await expect(page.getByText(LINK_INVALID)).toBeVisible();
    await expect(setPasswordForm(page)).toHaveCount(0);
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();

    await page.goto(path);
    await choosePassword(page, 'Imran@2026');
    await expect(page).toHaveURL(`${portal.url}/sales`);
    await expectSignedInAs(page, 'Imran Sheikh');
  });

  test('a reset link without a code says so and moves on to /login after about 3 s', async ({ page, portal }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeVisible();
    const shownAt = Date.now();
    await expect(page.getByRole('alert')).toHaveText('Invalid or expired reset link');
    await expect(page.getByRole('button', { name: 'Reset Password' })).toHaveCount(0);
    await expect(page).toHaveURL(`${portal.url}/login`, { timeout: 8000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2000);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  });

  test('a reset link with a bad code is reported with a way to request a new one', async ({ page, portal }) => {
    await page.goto('/reset-password?oobCode=not-a-real-code');
    const form = page.getByRole('form', { name: 'Reset password' });
    await form.getByLabel('New Password', { exact: true }).fill('Fresh@2026');
    await form.getByLabel('Confirm Password', { exact: true }).fill('Fresh@2026');
    await form.getByRole('button', { name: 'Reset Password' }).click();
    const error = form.getByRole('alert');
    await expect(error).toContainText('Invalid or expired reset link. Please request a new one.');
    await expect(page).toHaveURL(/\/reset-password\?oobCode=not-a-real-code$/);
    await error.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(`${portal.url}/login`);
  });
});

test.describe('pre-rendered /login', () => {
  test('the login form is in the HTML: it shows without JavaScript', async ({ browser, portalUrl }) => {
    await withOwnPage(browser, { javaScriptEnabled: false, baseURL: portalUrl }, async (page) => {
      await page.goto('/login');
      await expect(loginForm(page).getByRole('textbox', { name: 'Email' })).toBeVisible();
      await expect(loginForm(page).getByRole('button', { name: 'Verify Email' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Quick Links');
    });
  });

  test('an e-mail typed before the app has started is kept, with the focus, and can be verified', async ({ browser, portalUrl }) => {
    // A page of its own (not the fixture's, which waits for the app after each navigation).
    await withOwnPage(browser, { baseURL: portalUrl }, async (page) => {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      // The shell's entry script is held until the visitor has typed.
      await page.route(/\/static\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto('/login');
      const emailBox = loginForm(page).getByRole('textbox', { name: 'Email' });
      await emailBox.click();
      await page.keyboard.type(DEMO.mid.email);
      await expect(page.locator('[data-portal-prerendered]')).toHaveCount(1);
      release();
      await expect(page.locator('[data-portal-prerendered]')).toHaveCount(0);
      await expect(page.locator('#root')).toBeVisible();
      await expect(emailBox).toHaveValue(DEMO.mid.email);
      await expect(emailBox).toBeFocused();
      await loginForm(page).getByRole('button', { name: 'Verify Email' }).click();
      await expect(loginForm(page).getByText('Email verified')).toBeVisible();
    });
  });
});
