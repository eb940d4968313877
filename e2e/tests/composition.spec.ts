import { createEmulatorUser, expect, signInThroughSharedModule, test } from '../support/fixtures';

test.describe('runtime composition', () => {
  test('the landing page renders from its own remote at /', async ({ page, portal }) => {
    const landingRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`http://127.0.0.1:${portal.portOf('remote_landing')}/`)) landingRequests.push(request.url());
    });
    await page.goto('/');
    await expect(page.locator('#features')).toBeVisible();
    await expect(page.getByText('under development', { exact: false }).first()).toBeVisible();
    expect(landingRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(landingRequests.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  });

  test('a theme change made inside a remote is seen by the shell header (one store)', async ({ page }) => {
    const user = await createEmulatorUser('Meera Iyer');
    await page.goto('/');
    await signInThroughSharedModule(page, user);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    await page.getByRole('link', { name: /Meera Iyer|Profile/ }).click();
    const darkSwitch = page.getByRole('switch', { name: 'Dark theme' });
    await expect(darkSwitch).toBeVisible();
    const headerToggle = page.getByTestId('theme-toggle');
    await expect(headerToggle).toHaveAccessibleName('Dark');

    await darkSwitch.check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(headerToggle).toHaveAccessibleName('Light');

    // And the other way: the shell's toggle updates the remote's switch.
    await headerToggle.click();
    await expect(darkSwitch).not.toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('with the sales remote down the rest works, /sales falls back, and Try again recovers without a reload', async ({
    page,
    portal,
  }) => {
    const user = await createEmulatorUser('Vikram Singh');
    await portal.stop('remote_sales');
    try {
      await page.goto('/');
      await signInThroughSharedModule(page, user);
      await expect(page.locator('#features')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sales' })).toBeVisible();
      await page.evaluate(() => ((window as unknown as { loadMarker: number }).loadMarker = 42));

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sales' }).click();
      const fallback = page.getByRole('alert');
      await expect(fallback).toContainText("We couldn't load the sales page");
      await expect(fallback).toContainText('This part of the portal (Sales) is unavailable right now.');
      await expect(fallback).not.toContainText('remote_sales');
      await expect(page.getByRole('contentinfo')).toContainText('Quick Links');

      // Other routes keep working while the sales remote is down.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
      await expect(page.locator('#features')).toBeVisible();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sales' }).click();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

      await portal.serve('remote_sales');
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { loadMarker?: number }).loadMarker)).toBe(42);
    } finally {
      await portal.redeploy('remote_sales');
    }
  });

  test('moving a remote to another port is a config.json change only (no rebuild)', async ({ page, portal }) => {
    const newPort = portal.basePort + 15;
    const previous = portal.env['REMOTE_LANDING_URL']!;
    await portal.serve('remote_landing', { port: newPort, key: 'landing-moved' });
    await portal.stop('remote_landing');
    portal.env['REMOTE_LANDING_URL'] = `http://127.0.0.1:${newPort}`;
    // The shell's container restarts with the new environment; its build is the same.
    await portal.redeploy('shell');
    try {
      const served: string[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(`http://127.0.0.1:${newPort}/`)) served.push(response.url());
      });
      await page.goto('/');
      await expect(page.locator('#features')).toBeVisible();
      expect(served.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    } finally {
      portal.env['REMOTE_LANDING_URL'] = previous;
      await portal.stop('landing-moved');
      await portal.serve('remote_landing');
      await portal.redeploy('shell');
    }
  });
});
