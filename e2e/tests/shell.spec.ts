import { REMOTES } from '../../shared/src/topology.mjs';
import { expect, test } from '../support/fixtures';

const mainNav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('shell', () => {
  test('unknown paths get a real 404 page inside the portal frame', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('/no/such/page')).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('hashed assets are immutable, manifests and config.json are not cached, missing assets 404', async ({ request, portal }) => {
    const shell = await request.get(`${portal.url}/`);
    expect(shell.headers()['cache-control']).toBe('no-cache');
    expect(shell.headers()['content-security-policy']).toContain("script-src 'self'");
    const config = await request.get(`${portal.url}/config.json`);
    expect(config.headers()['cache-control']).toBe('no-cache');
    expect((await config.json()).remotes).toHaveLength(REMOTES.length);

    const landing = `http://127.0.0.1:${portal.portOf('remote_landing')}`;
    const manifest = await request.get(`${landing}/mf-manifest.json`);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    expect(manifest.headers()['access-control-allow-origin']).toBe('*');
    const entry = (await manifest.json()).metaData.remoteEntry.name as string;
    expect((await request.get(`${landing}/${entry}`)).headers()['cache-control']).toBe('no-cache');

    const html = await (await request.get(`${portal.url}/signup`)).text();
    const script = /src="\/(static\/js\/main\.[0-9a-f]{10}\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(`${portal.url}/${script}`);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // `/` and `/login` (pre-rendered) start the app with a small boot script, hashed and immutable as well.
    const home = await (await request.get(`${portal.url}/`)).text();
    const boot = /src="\/(static\/js\/home-boot\.[0-9a-f]{10}\.js)"/.exec(home)?.[1];
    expect(boot).toBeTruthy();
    expect((await request.get(`${portal.url}/${boot}`)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request.get(`${portal.url}/static/js/main.0000000000.js`)).status()).toBe(404);
    // The SPA fallback is the shell's only: a remote answers 404 for an unknown page.
    expect((await request.get(`${landing}/sales`)).status()).toBe(404);
  });

  test('signed-out visitors asking for /profile or /sales are sent to /login', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/sales');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('/activity shows its placeholder', async ({ page }) => {
    await page.goto('/activity');
    await expect(page.getByText('Activity Points Page')).toBeVisible();
  });

  test('footer: about, quick links, contact details from configuration, and the current year', async ({ page, portal }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'About Us' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    await expect(footer.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '/contact');
    const { contact } = portal.config();
    await expect(footer.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
    await expect(footer.getByText(contact.phone)).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('a section link on another page goes to / and scrolls to the section, which is then highlighted', async ({ page }) => {
    await page.goto('/login');
    await mainNav(page).getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/#products$/);
    await expect
      .poll(async () => page.evaluate(() => Math.round(document.getElementById('products')?.getBoundingClientRect().top ?? 9999)))
      .toBeLessThanOrEqual(100);
    await expect(mainNav(page).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'location');
    await expect(mainNav(page).getByRole('link', { name: 'Features' })).not.toHaveAttribute('aria-current', 'location');
  });

  test('/contact takes the visitor to the contact section', async ({ page }) => {
    await page.goto('/contact');
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('the theme defaults to light, toggles, and is remembered on the next visit', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByTestId('theme-toggle')).toHaveAccessibleName('Light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByTestId('theme-toggle')).toHaveAccessibleName('Light');
  });

  test('later pages enter with a fade-and-slide (the first appears at once), none under reduced motion', async ({ browser, portal }) => {
    for (const [reducedMotion, expected] of [
      ['no-preference', 'page-enter'],
      ['reduce', 'none'],
    ] as const) {
      const page = await browser.newPage({ reducedMotion });
      await page.goto(`${portal.url}/login`);
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
      // Pre-rendered: the app adopts the page first (a click before that would be held, then carried out).
      await expect(page.locator('[data-portal-prerendered]')).toHaveCount(0);
      await expect(page.locator('.page-transition')).toHaveCount(0);
      await mainNav(page).getByRole('link', { name: 'Home' }).click();
      await expect(page.locator('.page-transition')).toHaveCount(1);
      expect(await page.locator('.page-transition').evaluate((el) => getComputedStyle(el).animationName)).toBe(expected);
      await page.close();
    }
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens a panel with an overlay, locks scrolling, and closes on outside click or a link', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Login' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    await page.getByTestId('menu-overlay').click({ position: { x: 10, y: 300 } });
    await expect(nav.getByRole('link', { name: 'Login' })).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(nav.getByRole('link', { name: 'Login' })).toBeHidden();
  });
});
