import type { Page } from '@playwright/test';
import pg from 'pg';
import { DEMO } from '../support/backend';
import { expect, test, withOwnPage } from '../support/fixtures';
import { E2E_PORTS } from '../support/ports';

// `page.route` does not see the requests a service worker answers: these tests stub or cut the network.
test.use({ serviceWorkers: 'block' });

/**
 * Input at first paint: `/` and `/login` paint from pre-rendered HTML before the app has
 * started. Each test acts the moment a control is visible, on a mid-range phone's CPU (4× slower
 * through CDP), and checks that what the visitor did takes effect, once. The pages are opened in a
 * context of their own: the fixture's page would wait for the app after each navigation.
 */

const CONTACT_THANKS = 'Thank you for contacting us. We will get back to you soon.';
const landingOrigin = `http://127.0.0.1:${E2E_PORTS.frontendBase + 1}`;

async function openSlow(page: Page, path: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path, { waitUntil: 'commit' });
}

const adopted = (page: Page) => expect(page.locator('[data-portal-prerendered]')).toHaveCount(0, { timeout: 30_000 });
const productTile = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Our Products' }).getByRole('button', { name, exact: true });
const contactForm = (page: Page) => page.getByRole('form', { name: 'Send us a message' });

/** A slow connection: the shell's entry script arrives only once `release` is called. */
async function holdShellScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/static\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The e-mails `/account/check` is asked about from this page, as the requests go out. */
function countChecks(page: Page): string[] {
  const checks: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/account/check')) checks.push(url.searchParams.get('email') ?? '');
  });
  return checks;
}

/**
 * `/login` on the slowed CPU with the shell's script held back, and the demo member's e-mail typed:
 * the form, the `/account/check` requests as they go out, and how to let the app start.
 */
async function loginTypedBeforeTheApp(page: Page) {
  const checks = countChecks(page);
  const release = await holdShellScript(page);
  await openSlow(page, '/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByRole('textbox', { name: 'Email' }).fill(DEMO.mid.email);
  return { form, checks, release };
}

/** Fills the contact form with a visitor's details and this message, and sends it. */
async function sendContact(page: Page, name: string, phone: string, message: string): Promise<void> {
  const form = contactForm(page);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(`${name.split(' ')[0]!.toLowerCase()}.${Date.now()}@example.in`);
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill(phone);
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill(message);
  await form.getByRole('button', { name: 'Send Message' }).click();
}

/** Contact messages stored with this text, read from the API's database. */
async function storedMessages(text: string): Promise<number> {
  const client = new pg.Client({ connectionString: process.env['E2E_DATABASE_URL'] });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>('SELECT count(*) FROM contact_messages WHERE message = $1', [text]);
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}

test.describe('a click at first paint takes effect once (CPU 4× slower)', () => {
  test('theme toggle on /', async ({ browser, portalUrl }) => {
    await withOwnPage(browser, { baseURL: portalUrl }, async (page) => {
      await openSlow(page, '/');
      await page.getByTestId('theme-toggle').click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await adopted(page);
      await expect(page.getByTestId('theme-toggle')).toHaveAccessibleName('Light');
      // Carried out once: a second toggle would have brought the light theme back.
      await page.waitForTimeout(500);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    });
  });

  test('mobile menu button on /', async ({ browser, portalUrl }) => {
    await withOwnPage(browser, { baseURL: portalUrl, viewport: { width: 390, height: 844 } }, async (page) => {
      await openSlow(page, '/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByTestId('menu-overlay')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
    });
  });

  test('a product tile on /', async ({ browser, portalUrl }) => {
    await withOwnPage(browser, { baseURL: portalUrl }, async (page) => {
      await openSlow(page, '/');
      await productTile(page, 'Car Insurance').click();
      await expect(productTile(page, 'Car Insurance')).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText(/Motor policies that pay for damage to the car/)).toBeVisible();
      await adopted(page);
      await page.waitForTimeout(500);
      await expect(productTile(page, 'Car Insurance')).toHaveAttribute('aria-expanded', 'true');
    });
  });

  test('header links on /: Login opens the login page in the same document', async ({ browser, portalUrl }) => {
    await withOwnPage(browser, { baseURL: portalUrl }, async (page) => {
      await openSlow(page, '/');
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    });
  });

  test('header links on /: Contact scrolls to the contact section', async ({ browser, portalUrl }) => {
    await withOwnPage(browser, { baseURL: portalUrl }, async (page) => {
      await openSlow(page, '/');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
      await expect(page).toHaveURL(/\/#contact$/);
      await expect(page.locator('#contact')).toBeInViewport();
    });
  });

  test('scroll-to-top on / as soon as it shows', async ({ browser, portalUrl }) => {
    await withOwnPage(browser, { baseURL: portalUrl }, async (page) => {
      await openSlow(page, '/');
      await page.getByRole('heading', { level: 1, name: /Grow your career/ }).waitFor();
      await page.mouse.wheel(0, 1500);
      await page.getByRole('button', { name: 'Scroll to top' }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });

  test('Verify Email on /login, with the e-mail typed before the app has started', async ({ browser, portalUrl }) => {
    await withOwnPage(browser, { baseURL: portalUrl }, async (page) => {
      await openSlow(page, '/login');
      const form = page.getByRole('form', { name: 'Login' });
      await form.getByRole('textbox', { name: 'Email' }).fill(DEMO.mid.email);
      await form.getByRole('button', { name: 'Verify Email' }).click();
      await expect(form.getByText('Email verified')).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO.mid.email);
    });
  });

  test('Login on /login before the app has started (the e-mail not verified yet) verifies it, the check asked at once', async ({
    browser,
    portalUrl,
  }) => {
    await withOwnPage(browser, { baseURL: portalUrl }, async (page) => {
      // Once the app runs, Login stays disabled until the e-mail is verified: pressed before, it is taken.
      const { checks, release, form } = await loginTypedBeforeTheApp(page);
      await form.getByRole('button', { name: 'Login' }).click();
      const pressed = form.locator('button[type=submit]');
      await expect(pressed).toHaveAttribute('data-portal-pending', '');
      await expect(pressed).toHaveAccessibleName('Verifying...');
      await expect.poll(() => checks.length).toBe(1);
      release();
      await expect(form.getByText('Email verified')).toBeVisible();
      await expect(form.getByLabel('Password', { exact: true })).toBeVisible();
      await expect(pressed).toHaveAccessibleName('Login');
      expect(checks).toHaveLength(1);
    });
  });

  test('Enter in the e-mail field on /login before the app has started asks the check at once', async ({ browser, portalUrl }) => {
    await withOwnPage(browser, { baseURL: portalUrl }, async (page) => {
      const { checks, release, form } = await loginTypedBeforeTheApp(page);
      await form.getByRole('textbox', { name: 'Email' }).press('Enter');
      await expect.poll(() => checks.length).toBe(1);
      release();
      await expect(form.getByText('Email verified')).toBeVisible();
      expect(checks).toHaveLength(1);
    });
  });

  test('Verify Email pressed on an empty field says what is missing', async ({ browser, portalUrl }) => {
    await withOwnPage(browser, { baseURL: portalUrl }, async (page) => {
      await openSlow(page, '/login');
      const form = page.getByRole('form', { name: 'Login' });
      await form.getByRole('button', { name: 'Verify Email' }).click();
      await expect(form.getByText('Please enter an email address')).toBeVisible();
    });
  });
});

test('before the app has started, a press is shown as taken and carried out once the app runs', async ({ browser, portalUrl }) => {
  await withOwnPage(browser, { baseURL: portalUrl }, async (page) => {
    const release = await holdShellScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    await productTile(page, 'Life Insurance').click();
    await expect(productTile(page, 'Life Insurance')).toHaveAttribute('data-portal-pending', '');
    await expect(productTile(page, 'Life Insurance')).toHaveAttribute('aria-expanded', 'false');
    release();
    await adopted(page);
    await expect(productTile(page, 'Life Insurance')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('[data-portal-pending]')).toHaveCount(0);
  });
});

test('the e-mail changed after Verify Email was pressed, before the app has started: that press is dropped, as the app drops a check', async ({
  browser,
  portalUrl,
}) => {
  await withOwnPage(browser, { baseURL: portalUrl }, async (page) => {
    const checks = countChecks(page);
    const release = await holdShellScript(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Login' });
    const emailBox = form.getByRole('textbox', { name: 'Email' });
    await emailBox.fill(`x${DEMO.mid.email}`);
    await form.getByRole('button', { name: 'Verify Email' }).click();
    await expect(form.getByRole('button', { name: 'Verifying...' })).toBeVisible();
    await emailBox.fill(DEMO.mid.email);
    const verify = form.getByRole('button', { name: 'Verify Email' });
    await expect(verify).not.toHaveAttribute('data-portal-pending', '');
    release();
    await adopted(page);
    await expect(emailBox).toHaveValue(DEMO.mid.email);
    await expect(form.getByLabel('Password', { exact: true })).toHaveCount(0);
    await verify.click();
    await expect(form.getByText('Email verified')).toBeVisible();
    expect(checks).toEqual([`x${DEMO.mid.email}`, DEMO.mid.email]);
  });
});

test('Verify Email pressed before the app has started: the check is asked at once, once, and the app shows its answer', async ({
  browser,
  portalUrl,
}) => {
  await withOwnPage(browser, { baseURL: portalUrl }, async (page) => {
    const checks = countChecks(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const release = await holdShellScript(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByRole('textbox', { name: 'Email' }).fill(DEMO.mid.email);
    await form.getByRole('button', { name: 'Verify Email' }).click();
    await expect(form.getByRole('button', { name: 'Verifying...' })).toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => checks.length).toBe(1);
    release();
    await expect(form.getByText('Email verified')).toBeVisible();
    await expect(form.getByLabel('Password', { exact: true })).toBeVisible();
    await adopted(page);
    expect(checks).toHaveLength(1);
    // The button read the script's busy label while React adopted it: adopted as it was, not re-rendered.
    expect(errors.filter((text) => /adopted|hydrat/i.test(text))).toEqual([]);
  });
});

test('the theme toggle switches the theme at once, without the app, and the app keeps it', async ({ browser, portalUrl }) => {
  await withOwnPage(browser, { baseURL: portalUrl }, async (page) => {
    const release = await holdShellScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    const toggle = page.getByTestId('theme-toggle');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // Labelled and titled with the theme it switches to, before the app has run.
    await expect(toggle).toHaveAccessibleName('Light');
    await expect(toggle).toHaveAttribute('title', 'Switch to the light theme');
    await expect(toggle).not.toHaveAttribute('data-portal-pending', '');
    release();
    await adopted(page);
    // Nothing was held to be carried out again: the app shows the theme chosen, and toggles from it.
    await expect(toggle).toHaveAccessibleName('Light');
    await expect(toggle).toHaveAttribute('title', 'Switch to the light theme');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(toggle).toHaveAccessibleName('Dark');
    await expect(toggle).toHaveAttribute('title', 'Switch to the dark theme');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test('a returning visitor of the dark theme has the toggle titled for it before the app has run', async ({ browser, portalUrl }) => {
  await withOwnPage(browser, { baseURL: portalUrl }, async (page) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const release = await holdShellScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    const toggle = page.getByTestId('theme-toggle');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAccessibleName('Light');
    await expect(toggle).toHaveAttribute('title', 'Switch to the light theme');
    release();
    await adopted(page);
    await expect(toggle).toHaveAttribute('title', 'Switch to the light theme');
  });
});

test('the header works as soon as the shell runs, while the page still waits for its remote', async ({ browser, portalUrl }) => {
  await withOwnPage(browser, { baseURL: portalUrl }, async (page) => {
    // The landing remote's code arrives late (its CSS, which the first paint needs, does not).
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.origin === landingOrigin && /(\.js|mf-manifest\.json)$/.test(url.pathname),
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByTestId('theme-toggle').click();
    await productTile(page, 'Life Insurance').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The page itself is still the pre-rendered one, its tile's press held.
    await expect(page.locator('.page[data-portal-prerendered]')).toHaveCount(1);
    await expect(productTile(page, 'Life Insurance')).toHaveAttribute('data-portal-pending', '');
    // The marks the bench times: the layout is the app's, the page not yet.
    const marked = (name: string) => page.evaluate((mark) => performance.getEntriesByName(mark).length, name);
    await expect.poll(() => marked('portal:layout')).toBe(1);
    expect(await marked('portal:ready')).toBe(0);
    release();
    await adopted(page);
    await expect(productTile(page, 'Life Insurance')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test('the app asks for all its start-up scripts as it starts, not one after another', async ({ browser, portalUrl }) => {
  for (const path of ['/', '/login']) {
    await withOwnPage(browser, { baseURL: portalUrl }, async (page) => {
      await page.goto(path, { waitUntil: 'commit' });
      // Not `adopted`: right after the commit there is no pre-rendered page parsed yet to wait for.
      await expect.poll(() => page.evaluate(() => performance.getEntriesByName('portal:ready').length), { timeout: 30_000 }).toBe(1);
      // A preloaded script is timed as the preload (`link`); one found only when the federation runtime
      // came to it is timed as a `script`. Of the shell's and the page's remote's scripts, only the
      // shell's boot script and entry are requested as scripts.
      const requested = await page.evaluate(() => {
        const ready = performance.getEntriesByName('portal:ready')[0]!.startTime;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => /\/static\/js\/|\/remoteEntry\.js$/.test(entry.name) && entry.startTime < ready)
          .map((entry) => ({
            as: (entry as PerformanceResourceTiming).initiatorType,
            file: new URL(entry.name).pathname.replace(/\.[0-9a-f]+\.js$/, '.js'),
          }));
      });
      expect(
        requested.filter((entry) => entry.as !== 'link').map((entry) => `${entry.as} ${entry.file}`),
        path,
      ).toEqual(['script /static/js/home-boot.js', 'script /static/js/main.js']);
      expect(
        requested.map((entry) => entry.file),
        path,
      ).toContain('/remoteEntry.js');
    });
  }
});

test('the shell’s CSS comes as one stylesheet before the first paint, and the app does not fetch it again', async ({
  browser,
  portalUrl,
}) => {
  const shellOrigin = new URL(portalUrl).origin;
  for (const path of ['/', '/login']) {
    await withOwnPage(browser, { baseURL: portalUrl }, async (page) => {
      await page.goto(path);
      await expect.poll(() => page.evaluate(() => performance.getEntriesByName('portal:ready').length), { timeout: 30_000 }).toBe(1);
      // By now the app has loaded the UI kit and the layout, whose CSS chunks the pre-rendered page had.
      const shellCss = await page.evaluate(
        (origin) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.startsWith(origin) && new URL(entry.name).pathname.endsWith('.css'))
            .map((entry) => new URL(entry.name).pathname.replace(/\.[0-9a-f]+\.css$/, '.css')),
        shellOrigin,
      );
      expect(shellCss, path).toEqual(['/static/css/page.css']);
      // Its rules apply once: the other chunk's link to the same file is there for the app's CSS loader only.
      const applied = await page.evaluate(
        () =>
          [...document.styleSheets].filter(
            (sheet) =>
              sheet.href &&
              new URL(sheet.href).pathname.startsWith('/static/css/page.') &&
              !sheet.disabled &&
              sheet.media.mediaText !== 'not all',
          ).length,
      );
      expect(applied, path).toBe(1);
    });
  }
});

test.describe('the contact form without its app', () => {
  test('landing remote’s JavaScript blocked: the message is posted to the API, stored once, and the success page shown', async ({
    browser,
    portalUrl,
  }) => {
    await withOwnPage(browser, { baseURL: portalUrl }, async (page) => {
      await page.route(
        (url) => url.origin === landingOrigin && url.pathname.endsWith('.js'),
        (route) => route.abort('connectionrefused'),
      );
      const message = `Is the network open in Nashik? ${Date.now()}`;
      await openSlow(page, '/');
      await sendContact(page, 'Meera Joshi', '9876512345', message);
      await expect(page.getByText(CONTACT_THANKS)).toBeVisible();
      expect(page.url()).not.toContain('Nashik');
      expect(await storedMessages(message)).toBe(1);
    });
  });

  test('landing remote’s JavaScript blocked: the page stays, with the fallback’s message and Try again', async ({ browser, portalUrl }) => {
    await withOwnPage(browser, { baseURL: portalUrl }, async (page) => {
      await page.route(
        (url) => url.origin === landingOrigin && url.pathname.endsWith('.js'),
        (route) => route.abort('connectionrefused'),
      );
      await page.goto('/');
      const form = contactForm(page);
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Meera Joshi');
      await expect(page.getByRole('alert')).toContainText("We couldn't load the home page");
      await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Meera Joshi');
      await expect(page.getByRole('heading', { level: 1, name: /Grow your career/ })).toBeVisible();
    });
  });

  test('JavaScript off: the message is posted to the API, stored once, and the success page shown', async ({ browser, portalUrl }) => {
    await withOwnPage(browser, { baseURL: portalUrl, javaScriptEnabled: false }, async (page) => {
      const message = `Do you cover Sangli? ${Date.now()}`;
      await page.goto('/');
      await sendContact(page, 'Anil Patil', '9876512346', message);
      await expect(page.getByText(CONTACT_THANKS)).toBeVisible();
      expect(await storedMessages(message)).toBe(1);
    });
  });

  test('sent at first paint (CPU 4× slower): stored once, the success text shown', async ({ browser, portalUrl }) => {
    await withOwnPage(browser, { baseURL: portalUrl }, async (page) => {
      const message = `Training in Hubli? ${Date.now()}`;
      await openSlow(page, '/');
      await sendContact(page, 'Kiran Rao', '9876512347', message);
      // Whichever answered (the app in the page, or the API's page for a native post), once.
      await expect(page.getByText(CONTACT_THANKS)).toBeVisible();
      expect(await storedMessages(message)).toBe(1);
    });
  });
});
