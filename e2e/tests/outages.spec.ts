import type { Locator, Page, Route } from '@playwright/test';
import { apiChildren, apiTop } from '../support/api';
import { DEMO, admin } from '../support/backend';
import { expect, test } from '../support/fixtures';
import { loginAs, type Account } from '../support/login';
import { logIn, mainNav, onboardedMember, onboardingLink, resetLink, uniqueEmail, uniquePhone } from '../support/onboarding';
import { apiOrigin, authEmulatorOrigin, collectPageErrors, expectNotBlank, remoteFallback, takeDown } from '../support/outage';
import type { FrontendName } from '../support/portal';

// `page.route` does not see the requests a service worker answers: these tests stub or cut the network.
test.use({ serviceWorkers: 'block' });

/**
 * Outages in the browser: with the API, the Auth emulator or one remote down, the portal
 * shows the error catalogue's messages (or the shell's remote fallback), never a blank page, and
 * recovers when the part is back — without a page reload: the user's next action for the API and
 * the Auth emulator, "Try again" for a remote.
 *
 * The API and the emulator are shared by the whole run, so their outages are simulated for one page
 * (every request to their origin is refused — or answered 502 by a "gateway", or never answered; see
 * support/outage.ts); a remote is really stopped and served again (each test serves it again in
 * `finally`, so later tests find it up).
 */

const NETWORK = 'Could not reach the server. Please check your connection and try again.';
const TIMEOUT = 'The server is slow to answer — Try again.';
const CONTACT_FAILED = 'Failed to send message. Please try again.';
const CONTACT_THANKS = 'Thank you for contacting us. We will get back to you soon.';

const loginForm = (page: Page) => page.getByRole('form', { name: /^(Login|Reset password)$/ });
const contactForm = (page: Page) => page.getByRole('form', { name: 'Send us a message' });
const field = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true });

/** Marks the document; `expectSameDocument` then proves that no full reload happened in between. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { outageMarker: number }).outageMarker = 9));
}
async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { outageMarker?: number }).outageMarker), 'no page reload').toBe(9);
}

/**
 * Refuses the member's profile until `allow()`: read for the header, it would otherwise be in the cache
 * before the outage, and the profile page would show it instead of what the outage does to its read.
 */
async function refuseProfile(page: Page): Promise<() => Promise<void>> {
  const profile = (url: URL) => url.origin === new URL(apiOrigin()).origin && url.pathname === '/account/profile';
  const refuse = (route: Route) => route.abort('connectionrefused');
  await page.route(profile, refuse);
  return () => page.unroute(profile, refuse);
}

test.describe('API down', () => {
  test('landing contact form: the catalogue’s failure message, what was typed kept; sent once the API is back', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await expect(page.locator('#features')).toBeVisible();
    await markDocument(page);
    const api = await takeDown(page, apiOrigin());

    const form = contactForm(page);
    await field(form, 'Name').fill('Ritu Agarwal');
    await field(form, 'Email').fill(`ritu.${Date.now()}@example.in`);
    await field(form, 'Phone').fill('9876501234');
    await field(form, 'Message').fill('Is the network open in Jaipur?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toHaveText(CONTACT_FAILED);
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(field(form, 'Message')).toHaveValue('Is the network open in Jaipur?');
    expect(api.refused.some((url) => url.endsWith('/contact'))).toBe(true);
    await expectNotBlank(page);

    await api.restore();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toHaveText(CONTACT_THANKS);
    await expect(field(form, 'Message')).toHaveValue('');
    await expectSameDocument(page);
    expect(errors).toEqual([]);
  });

  test('login: Verify Email says the check failed (network), and works once the API is back', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/login');
    await markDocument(page);
    const api = await takeDown(page, apiOrigin());
    const form = loginForm(page);
    await form.getByRole('textbox', { name: 'Email' }).fill(DEMO.mid.email);
    await form.getByRole('button', { name: 'Verify Email' }).click();
    await expect(form.getByRole('alert')).toHaveText('Error checking user registration');
    await expect(form.getByRole('button', { name: 'Verify Email' })).toBeEnabled();
    await expect(form.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expectNotBlank(page);

    await api.restore();
    await form.getByRole('button', { name: 'Verify Email' }).click();
    await expect(form.getByText('Email verified')).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expectSameDocument(page);
    expect(errors).toEqual([]);
  });

  test('reset request: “Unable to send reset email…” while the API is down; the link is sent once it is back', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/login');
    const form = loginForm(page);
    await form.getByRole('textbox', { name: 'Email' }).fill(DEMO.mid.email);
    await form.getByRole('button', { name: 'Verify Email' }).click();
    await form.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await markDocument(page);

    const api = await takeDown(page, apiOrigin());
    await form.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(form.getByRole('alert')).toHaveText('Unable to send reset email. Please try again later.');
    await expect(form.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();

    await api.restore();
    await form.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(form.getByRole('status').filter({ hasText: 'Password reset link sent!' })).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expectSameDocument(page);
    expect(errors).toEqual([]);
  });

  test('sign-up: the failure is explained, the form keeps its values, and the same submit succeeds later', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/signup');
    await markDocument(page);
    const api = await takeDown(page, apiOrigin());
    const form = page.getByRole('form', { name: 'Sign up' });
    const email = uniqueEmail('outage');
    await form.getByLabel('Full Name').fill('Manoj Pillai');
    await form.getByLabel('Phone Number').fill(uniquePhone());
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('How did you know about us?').fill('A colleague in Thrissur');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    // The error catalogue: sign-up errors other than "already registered" show the raw message.
    await expect(form.getByRole('alert')).toHaveText(NETWORK);
    await expect(form.getByLabel('Email Address')).toHaveValue(email);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNotBlank(page);

    await api.restore();
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('dialog', { name: 'Registration Successful!' })).toBeVisible();
    await expectSameDocument(page);
    expect(errors).toEqual([]);
  });

  test('set password: “Failed to register…” while the API is down; the invite still works once it is back', async ({ page, portal }) => {
    const errors = collectPageErrors(page);
    const email = uniqueEmail('outage-invite');
    await admin('create-member', '--name', 'Lata Deshmukh', '--email', email, '--parent', 'AP1001');
    const { path } = await onboardingLink(email);
    await page.goto(path);
    await markDocument(page);

    const api = await takeDown(page, apiOrigin());
    const form = page.getByRole('form', { name: 'Set password' });
    await form.getByLabel('Password', { exact: true }).fill('Lata@2026');
    await form.getByLabel('Confirm Password', { exact: true }).fill('Lata@2026');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByRole('alert')).toHaveText('Failed to register. Please try again.');
    await expectNotBlank(page);

    await api.restore();
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(`${portal.url}/sales`);
    await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expectSameDocument(page);
    expect(errors).toEqual([]);
  });

  test('signed in, /sales: “Failed to fetch initial data” with Try again, then the team and policies', async ({ page }) => {
    const errors = collectPageErrors(page);
    await loginAs(page, DEMO.top);
    await markDocument(page);
    const api = await takeDown(page, apiOrigin());
    await mainNav(page).getByRole('link', { name: 'Sales' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch initial data' });
    await expect(alert).toBeVisible();
    await expect(page.getByText('Loading your team...')).toHaveCount(0);
    await expectNotBlank(page);

    await api.restore();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: 'Your team' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'View Policy' }).first()).toBeVisible();
    await expectSameDocument(page);
    expect(errors).toEqual([]);
  });

  test('signed in, /sales open when the API goes: a filter or a member shows the catalogue’s message with Try again, and recovers', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await loginAs(page, DEMO.top);
    await page.goto('/sales');
    const team = page.getByRole('region', { name: 'Your team' });
    await expect(team).toBeVisible();
    await expect(page.getByRole('button', { name: 'View Policy' }).first()).toBeVisible();
    await markDocument(page);

    // A filter change reloads the list: 'Failed to fetch sales data'.
    const api = await takeDown(page, apiOrigin());
    await page.getByRole('group', { name: 'Policy type' }).getByRole('button', { name: 'Motor', exact: true }).click();
    const salesAlert = page.getByRole('alert').filter({ hasText: 'Failed to fetch sales data' });
    await expect(salesAlert).toBeVisible();
    await expect(page.getByText('Totals unavailable.')).toBeVisible();
    await expect(page.getByText('Loading sales...')).toHaveCount(0);
    await expectNotBlank(page);
    await api.restore();
    await salesAlert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'View Policy' }).first()).toBeVisible();
    await expect(page.getByLabel('Sales summary')).toBeVisible();

    // Only the totals fail, for filters never read before: 'Totals unavailable.' with a Try again of
    // its own; the list stays.
    const policyType = (name: string) => page.getByRole('group', { name: 'Policy type' }).getByRole('button', { name, exact: true });
    const summaryDown = (url: URL) => url.pathname.startsWith('/sales/summary/');
    await page.route(summaryDown, (route) => route.abort('connectionrefused'));
    await policyType('Health').click();
    const totalsNote = page.getByText('Totals unavailable.');
    await expect(totalsNote).toBeVisible();
    await expect(page.getByRole('button', { name: 'View Policy' }).first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.unroute(summaryDown);
    await totalsNote.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByLabel('Sales summary')).toBeVisible();

    // Back to filters read before, the totals' refresh failing: the totals shown for them stay, said to
    // be what was seen at a time, instead of vanishing.
    await page.route(summaryDown, (route) => route.abort('connectionrefused'));
    await policyType('Health').click();
    await expect(page.getByText(/^Couldn't refresh — showing what you saw at /)).toBeVisible();
    await expect(page.getByLabel('Sales summary')).toBeVisible();
    await expect(totalsNote).toHaveCount(0);
    await page.unroute(summaryDown);

    // Opening a member's team: 'Failed to fetch hierarchy' (and the list of that member fails too).
    const top = await apiTop(DEMO.top);
    const withTeam = (await apiChildren(DEMO.top, top.coCode)).find((member) => member.hasChildren)!;
    const down = await takeDown(page, apiOrigin());
    await team.getByRole('button', { name: new RegExp(`${withTeam.name}\\s*CO Code: ${withTeam.coCode}\\b`) }).click();
    const hierarchyAlert = page.getByRole('alert').filter({ hasText: 'Failed to fetch hierarchy' });
    await expect(hierarchyAlert).toBeVisible();
    await expectNotBlank(page);
    // The failed list is asked for once more (a read whose failure may pass), then not again and again
    // while the API is down (it was, in a loop).
    await page.waitForTimeout(1500);
    expect(down.refused.filter((url) => url.includes('/sales/hierarchy/')).length).toBe(2);
    await down.restore();
    await hierarchyAlert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: `Team of ${withTeam.name}` })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(`Sold by ${withTeam.name} (${withTeam.coCode}) and their team`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'View Policy' }).first()).toBeVisible();
    await expectSameDocument(page);
    expect(errors).toEqual([]);
  });

  test('signed in, /profile: “Error: …” with Try again (no endless Loading), then the profile', async ({ page }) => {
    const errors = collectPageErrors(page);
    const allowProfile = await refuseProfile(page);
    await loginAs(page, DEMO.top);
    await markDocument(page);
    const api = await takeDown(page, apiOrigin());
    await allowProfile();
    await mainNav(page)
      .getByRole('link', { name: /Rajesh Sharma|Profile/ })
      .click();
    const alert = page.getByRole('alert').filter({ hasText: 'Error: ' });
    await expect(alert).toHaveText(new RegExp(`^Error: ${NETWORK.replace(/[.]/g, '\\.')}`));
    await expect(page.getByText('Loading profile...')).toHaveCount(0);
    await expectNotBlank(page);

    await api.restore();
    await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rajesh Sharma' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectSameDocument(page);
    expect(errors).toEqual([]);
  });
});

test.describe('API down behind a gateway (502 with an HTML page)', () => {
  test('each screen shows the catalogue’s message or the client’s readable one, never the HTML, and recovers', async ({ page }) => {
    const errors = collectPageErrors(page);
    const allowProfile = await refuseProfile(page);
    await loginAs(page, DEMO.top);
    await markDocument(page);
    const api = await takeDown(page, apiOrigin(), { gatewayStatus: 502 });
    await allowProfile();

    await mainNav(page)
      .getByRole('link', { name: /Rajesh Sharma|Profile/ })
      .click();
    await expect(page.getByRole('alert')).toHaveText('Error: The server had a problem. Please try again later.');
    await mainNav(page).getByRole('link', { name: 'Sales' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch initial data' })).toBeVisible();
    await expectNotBlank(page);

    await mainNav(page).getByRole('link', { name: 'Home' }).click();
    const form = contactForm(page);
    await field(form, 'Name').fill('Sunita Rao');
    await field(form, 'Email').fill(`sunita.${Date.now()}@example.in`);
    await field(form, 'Phone').fill('9876504321');
    await field(form, 'Message').fill('Do you cover Mysuru?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toHaveText(CONTACT_FAILED);

    await mainNav(page).getByRole('button', { name: 'Logout' }).click();
    await page.goto('/login');
    const login = loginForm(page);
    await login.getByRole('textbox', { name: 'Email' }).fill(DEMO.mid.email);
    await login.getByRole('button', { name: 'Verify Email' }).click();
    await expect(login.getByRole('alert')).toHaveText('Error verifying user status');
    await expect(page.getByRole('main')).not.toContainText('Bad Gateway');

    await api.restore();
    await login.getByRole('button', { name: 'Verify Email' }).click();
    await expect(login.getByText('Email verified')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('API not answering at all (requests hang)', () => {
  test('Loading profile... and Sending... give way to a message after the client’s timeout; both work once it answers', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.clock.install();
    const allowProfile = await refuseProfile(page);
    await loginAs(page, DEMO.top);
    await markDocument(page);
    const api = await takeDown(page, apiOrigin(), { hang: true });
    await allowProfile();

    await mainNav(page)
      .getByRole('link', { name: /Rajesh Sharma|Profile/ })
      .click();
    await expect(page.getByText('Loading profile...')).toBeVisible();
    // The request is out (so the client's timer runs) before the clock jumps past the timeout.
    await expect.poll(() => api.refused.some((url) => url.endsWith('/account/profile'))).toBe(true);
    await page.clock.fastForward(11_000);
    await expect(page.getByRole('alert')).toHaveText(`Error: ${TIMEOUT}`);
    await expectNotBlank(page);

    await mainNav(page).getByRole('link', { name: 'Home' }).click();
    const form = contactForm(page);
    await field(form, 'Name').fill('Neha Kapoor');
    await field(form, 'Email').fill(`neha.${Date.now()}@example.in`);
    await field(form, 'Phone').fill('9876523456');
    await field(form, 'Message').fill('Is there training in Lucknow?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect.poll(() => api.refused.some((url) => url.endsWith('/contact'))).toBe(true);
    await page.clock.fastForward(11_000);
    await expect(form.getByRole('status')).toHaveText(CONTACT_FAILED);
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    await api.restore();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toHaveText(CONTACT_THANKS);
    await mainNav(page)
      .getByRole('link', { name: /Rajesh Sharma|Profile/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rajesh Sharma' })).toBeVisible();
    await expectSameDocument(page);
    expect(errors).toEqual([]);
  });
});

test.describe('Auth emulator down', () => {
  test('login: “Error logging in. Please try again.” at once (no hang); the same Login works once it is back', async ({ page, portal }) => {
    const errors = collectPageErrors(page);
    await page.goto('/login');
    const form = loginForm(page);
    await form.getByRole('textbox', { name: 'Email' }).fill(DEMO.mid.email);
    await form.getByRole('button', { name: 'Verify Email' }).click();
    await expect(form.getByText('Email verified')).toBeVisible();
    await form.getByLabel('Password', { exact: true }).fill(DEMO.mid.password);
    await markDocument(page);

    const auth = await takeDown(page, authEmulatorOrigin());
    const started = Date.now();
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText('Error logging in. Please try again.', { timeout: 5000 });
    expect(Date.now() - started, 'the failure is reported promptly').toBeLessThan(5000);
    expect(auth.refused.length).toBeGreaterThan(0);
    await expect(form.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expectNotBlank(page);

    await auth.restore();
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page).toHaveURL(`${portal.url}/sales`);
    await expectSameDocument(page);
    expect(errors).toEqual([]);
  });

  test('reset password link: “Failed to reset password…” while it is down; the same link works once it is back', async ({
    page,
    portal,
  }) => {
    const errors = collectPageErrors(page);
    const member = await onboardedMember('Gopal Reddy');
    const requested = await fetch(`${apiOrigin()}/account/reset-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: member.email }),
    });
    expect(requested.ok).toBe(true);
    const { path } = await resetLink(member.email);
    await page.goto(path);
    await markDocument(page);

    const auth = await takeDown(page, authEmulatorOrigin());
    const form = page.getByRole('form', { name: 'Reset password' });
    await form.getByLabel('New Password', { exact: true }).fill('Gopal@2027');
    await form.getByLabel('Confirm Password', { exact: true }).fill('Gopal@2027');
    await form.getByRole('button', { name: 'Reset Password' }).click();
    await expect(form.getByRole('alert')).toHaveText('Failed to reset password. Please try again.', { timeout: 5000 });
    await expectNotBlank(page);

    await auth.restore();
    await form.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(`${portal.url}/login`);
    await expect(page.getByText('Password reset successful! Please login with your new password.')).toBeVisible();
    await expectSameDocument(page);
    await logIn(page, member.email, 'Gopal@2027', { open: false });
    await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('set password: the account is created, and with sign-in unreachable the member is sent to log in (then can)', async ({
    page,
    portal,
  }) => {
    const errors = collectPageErrors(page);
    const email = uniqueEmail('outage-auth-invite');
    await admin('create-member', '--name', 'Harish Menon', '--email', email, '--parent', 'AP1001');
    const { path } = await onboardingLink(email);
    await page.goto(path);
    await markDocument(page);

    const auth = await takeDown(page, authEmulatorOrigin());
    const form = page.getByRole('form', { name: 'Set password' });
    await form.getByLabel('Password', { exact: true }).fill('Harish@2026');
    await form.getByLabel('Confirm Password', { exact: true }).fill('Harish@2026');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(`${portal.url}/login`);
    await expect(page.getByText('Your password is set. Please log in.')).toBeVisible();
    await expectNotBlank(page);

    await auth.restore();
    await logIn(page, email, 'Harish@2026', { open: false });
    await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expectSameDocument(page);
    expect(errors).toEqual([]);
  });

  test('logout works with the emulator down (signing out is local)', async ({ page }) => {
    const errors = collectPageErrors(page);
    await loginAs(page, DEMO.top);
    const auth = await takeDown(page, authEmulatorOrigin());
    await mainNav(page).getByRole('button', { name: 'Logout' }).click();
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await auth.restore();
    expect(errors).toEqual([]);
  });

  test('signed in with an expired ID token: the screens say the server cannot be reached, and Try again works once it is back', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.clock.install();
    const allowProfile = await refuseProfile(page);
    await loginAs(page, DEMO.top);
    await markDocument(page);
    const auth = await takeDown(page, authEmulatorOrigin());
    await allowProfile();
    // Two hours later the ID token has expired: every API call must refresh it first, and cannot.
    await page.clock.setSystemTime(Date.now() + 2 * 3600_000);

    await mainNav(page)
      .getByRole('link', { name: /Rajesh Sharma|Profile/ })
      .click();
    await expect(page.getByRole('alert')).toHaveText(`Error: ${NETWORK}`);
    await expect(page.getByRole('main')).not.toContainText('Firebase');
    await mainNav(page).getByRole('link', { name: 'Sales' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch initial data' });
    await expect(alert).toBeVisible();
    await expectNotBlank(page);
    expect(auth.refused.some((url) => url.includes('securetoken.googleapis.com'))).toBe(true);

    await auth.restore();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: 'Your team' })).toBeVisible();
    await mainNav(page)
      .getByRole('link', { name: /Rajesh Sharma|Profile/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rajesh Sharma' })).toBeVisible();
    await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expectSameDocument(page);
    expect(errors).toEqual([]);
  });

  test('signed in: a page load with the emulator down still shows the member’s pages (the session is kept)', async ({ page }) => {
    const errors = collectPageErrors(page);
    await loginAs(page, DEMO.top);
    const auth = await takeDown(page, authEmulatorOrigin());
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Rajesh Sharma' })).toBeVisible();
    await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
    await mainNav(page).getByRole('link', { name: 'Sales' }).click();
    await expect(page.getByRole('button', { name: 'View Policy' }).first()).toBeVisible();
    await auth.restore();
    expect(errors).toEqual([]);
  });
});

test.describe('a remote down', () => {
  /** `away`/`back`: header links to another remote's page and back to the one that is down. */
  /** `account`: who is signed in first (none: a visitor). `part`: what the fallback calls the remote. */
  const cases: {
    remote: FrontendName;
    path: string;
    label: string;
    part: string;
    account?: Account;
    away: string;
    back: RegExp;
    ready: (page: Page) => Locator;
  }[] = [
    {
      remote: 'remote_landing',
      path: '/',
      label: 'the home page',
      part: 'Home',
      away: 'Login',
      back: /^Home$/,
      ready: (page) => page.locator('#features'),
    },
    {
      remote: 'remote_onboarding',
      path: '/login',
      label: 'the login page',
      part: 'Login and certification',
      away: 'Home',
      back: /^Login$/,
      ready: (page) => page.getByRole('heading', { level: 1, name: 'Welcome Back' }),
    },
    {
      remote: 'remote_sales',
      path: '/profile',
      label: 'your profile',
      part: 'Sales',
      account: DEMO.top,
      away: 'Home',
      back: /^(Rajesh Sharma|Profile)$/,
      ready: (page) => page.getByRole('heading', { level: 1, name: 'Rajesh Sharma' }),
    },
    {
      remote: 'remote_backoffice',
      path: '/admin',
      label: 'the applications',
      part: 'Back office',
      account: DEMO.ops,
      away: 'Home',
      back: /^Back office$/,
      ready: (page) => page.getByRole('heading', { level: 1, name: 'Applications' }),
    },
  ];

  for (const { remote, path, label, part, account, away, back, ready } of cases) {
    test(`${remote}: ${path} shows the fallback, the rest of the portal works, Try again recovers without a reload`, async ({
      page,
      portal,
    }) => {
      const errors = collectPageErrors(page);
      if (account) await loginAs(page, account);
      await portal.stop(remote);
      try {
        await page.goto(path);
        const fallback = remoteFallback(page);
        await expect(fallback).toContainText(`We couldn't load ${label}`);
        // Named as members know it; the federation name is for the logs.
        await expect(fallback).toContainText(`This part of the portal (${part}) is unavailable right now.`);
        await expect(fallback).not.toContainText(remote);
        await expectNotBlank(page);
        await markDocument(page);

        // Another remote's page works meanwhile, and coming back still offers Try again.
        await mainNav(page).getByRole('link', { name: away, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(remoteFallback(page)).toHaveCount(0);
        await mainNav(page).getByRole('link', { name: back }).click();
        await expect(remoteFallback(page)).toBeVisible();

        await portal.serve(remote);
        await remoteFallback(page).getByRole('button', { name: 'Try again' }).click();
        await expect(ready(page)).toBeVisible();
        await expect(remoteFallback(page)).toHaveCount(0);
        await expectSameDocument(page);
        expect(errors).toEqual([]);
      } finally {
        await portal.redeploy(remote);
      }
    });
  }

  test('remote_sales down on /sales/renewals: the fallback names Sales and keeps the tabs; offline, then online, the page loads without a click', async ({
    page,
    portal,
    context,
  }) => {
    const errors = collectPageErrors(page);
    await loginAs(page, DEMO.top);
    await portal.stop('remote_sales');
    try {
      await page.goto('/sales/renewals');
      const fallback = remoteFallback(page);
      await expect(fallback).toContainText("We couldn't load the renewals page");
      await expect(fallback).toContainText('This part of the portal (Sales) is unavailable right now.');
      await expect(fallback).not.toContainText('remote_sales');
      const tabs = page.getByRole('navigation', { name: 'Sales sections' });
      await expect(tabs.getByRole('link')).toHaveText(['Policies', 'Renewals', 'Payouts', 'Queries', 'Insights']);
      await expect(tabs.getByRole('link', { name: 'Renewals' })).toHaveAttribute('aria-current', 'page');
      await markDocument(page);

      // Another tab can be opened from the fallback (down too here: its own fallback, the tabs again).
      await tabs.getByRole('link', { name: 'Payouts' }).click();
      await expect(page).toHaveURL(/\/sales\/payouts$/);
      await expect(remoteFallback(page)).toContainText("We couldn't load the payouts page");
      await tabs.getByRole('link', { name: 'Renewals' }).click();
      await expect(remoteFallback(page)).toContainText("We couldn't load the renewals page");

      await context.setOffline(true);
      await expect(remoteFallback(page)).toContainText("You're offline. This page will load when the connection is back.");
      await expect(tabs).toBeVisible();

      // The remote is back and so is the network: the page loads by itself, no "Try again".
      await portal.serve('remote_sales');
      await context.setOffline(false);
      await expect(page.getByRole('heading', { level: 1, name: 'Renewals', exact: true })).toBeVisible();
      await expect(remoteFallback(page)).toHaveCount(0);
      await expectSameDocument(page);
      expect(errors).toEqual([]);
    } finally {
      await context.setOffline(false);
      await portal.redeploy('remote_sales');
    }
  });

  test('remote_sales goes down after /profile was loaded: /sales (not loaded yet) falls back, /profile keeps working, Try again loads it', async ({
    page,
    portal,
  }) => {
    const errors = collectPageErrors(page);
    // Signed in on the way to /profile, so the login returns there and never opens /sales (a member's home).
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login/);
    await loginAs(page, DEMO.top, { alreadyThere: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Rajesh Sharma' })).toBeVisible();
    await expect(page).toHaveURL(/\/profile(\?|$)/);
    await markDocument(page);
    await portal.stop('remote_sales');
    try {
      await mainNav(page).getByRole('link', { name: 'Sales' }).click();
      await expect(remoteFallback(page)).toContainText("We couldn't load the sales page");
      await expectNotBlank(page);
      // What was already loaded from the remote still works.
      await mainNav(page)
        .getByRole('link', { name: /Rajesh Sharma|Profile/ })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Rajesh Sharma' })).toBeVisible();
      await mainNav(page).getByRole('link', { name: 'Sales' }).click();
      await expect(remoteFallback(page)).toBeVisible();

      await portal.serve('remote_sales');
      await remoteFallback(page).getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('region', { name: 'Your team' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'View Policy' }).first()).toBeVisible();
      await expectSameDocument(page);
      expect(errors).toEqual([]);
    } finally {
      await portal.redeploy('remote_sales');
    }
  });

  test('remote_onboarding goes down while /login is open: /signup falls back, Try again loads it', async ({ page, portal }) => {
    const errors = collectPageErrors(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await markDocument(page);
    await portal.stop('remote_onboarding');
    try {
      await page.getByRole('link', { name: 'Join our network' }).click();
      await expect(remoteFallback(page)).toContainText("We couldn't load the sign-up page");
      await expectNotBlank(page);
      await portal.serve('remote_onboarding');
      await remoteFallback(page).getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Join Our Network' })).toBeVisible();
      await expectSameDocument(page);
      expect(errors).toEqual([]);
    } finally {
      await portal.redeploy('remote_onboarding');
    }
  });

  test('remote_landing goes down while the home page is open: the contact form still checks and sends', async ({ page, portal }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await expect(page.locator('#features')).toBeVisible();
    await portal.stop('remote_landing');
    try {
      const form = contactForm(page);
      await field(form, 'Name').fill('Kiran Shetty');
      await field(form, 'Email').fill('kiran.example.in');
      await field(form, 'Phone').fill('9876512345');
      await field(form, 'Message').fill('I sell motor policies in Mangaluru.');
      await form.getByRole('button', { name: 'Send Message' }).click();
      // Checked in the page, or (its rules' code not loadable any more) by the API: either way, said.
      await expect(field(form, 'Email')).toHaveAttribute('aria-invalid', 'true');
      await field(form, 'Email').fill(`kiran.${Date.now()}@example.in`);
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByRole('status')).toHaveText(CONTACT_THANKS);
      await expectNotBlank(page);
      expect(errors).toEqual([]);
    } finally {
      await portal.redeploy('remote_landing');
    }
  });
});
