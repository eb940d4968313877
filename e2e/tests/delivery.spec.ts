import { expect, test } from '../support/fixtures';
import { buildLandingRelease } from '../support/landingVariants';

test.describe('independent delivery', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a redeployed landing remote shows on the next load; the shell is untouched; rollback works', async ({ page, portal }) => {
    const release2 = await buildLandingRelease('banner');
    const shellScripts = async () => page.locator('script[src]').evaluateAll((scripts) => scripts.map((s) => s.getAttribute('src')));

    // `/` comes pre-rendered from the landing release that is deployed (the shell's server includes it).
    const servedHtml = async () => (await page.request.get('/')).text();

    await page.goto('/');
    await expect(page.locator('#features')).toBeVisible();
    await expect(page.getByTestId('release-banner')).toHaveCount(0);
    expect(await servedHtml()).toContain('id="hero-title"');
    const shellBefore = await shellScripts();

    try {
      await portal.redeploy('remote_landing', release2);
      expect(await servedHtml()).toContain('New release: landing v2');
      await page.reload();
      await expect(page.getByTestId('release-banner')).toHaveText('New release: landing v2');
      await expect(page.locator('#features')).toBeVisible();
      expect(await shellScripts()).toEqual(shellBefore);
    } finally {
      await portal.redeploy('remote_landing');
    }
    // Rolled back: the next load shows the previous release again.
    expect(await servedHtml()).not.toContain('New release: landing v2');
    await page.reload();
    await expect(page.locator('#features')).toBeVisible();
    await expect(page.getByTestId('release-banner')).toHaveCount(0);
  });

  test('a remote whose exposed module breaks the contract shows the fallback, not a broken page', async ({ page, portal }) => {
    const broken = await buildLandingRelease('contract-break');
    try {
      await portal.redeploy('remote_landing', broken);
      await page.goto('/');
      const fallback = page.getByRole('alert');
      await expect(fallback).toContainText("We couldn't load the home page");
      await expect(fallback).toContainText('does not match this version of the portal');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Quick Links');
      // The other remotes still work.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    } finally {
      await portal.redeploy('remote_landing');
    }
  });
});
