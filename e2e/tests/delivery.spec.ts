import { expect, test } from '../support/fixtures';
import { buildLandingRelease } from '../support/landingVariants';
import { distDir, frontends } from '../../tooling/lib/frontends.mjs';
import { close, createStaticServer, listen } from '../../tooling/lib/staticServer.mjs';

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
    // With the service worker on, as a member's browser runs the portal: releases still show on the next load.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
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

test.describe('a remote on its own', () => {
  // Each remote's standalone page (its harness, for the team that develops it) has no shell to provide
  // the federation runtime its remoteEntry.js shares with the shell: it loads its own copy first. The
  // harness reads config.json as `npm run dev` serves it, so its build is served here with one.
  for (const [remote, heading] of [
    ['remote_landing', /Grow your career in insurance/],
    ['remote_onboarding', 'Welcome Back'],
  ] as const) {
    test(`${remote}'s standalone page renders without the shell`, async ({ page, portal }) => {
      const frontend = frontends.find((candidate) => candidate.name === remote)!;
      const server = createStaticServer({ root: distDir(frontend), config: () => portal.config() });
      const port = portal.basePort + 17;
      await listen(server, port);
      try {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        // No SPA fallback on a remote's server: the page is /index.html, from which the harness goes to its first page.
        await page.goto(`http://127.0.0.1:${port}/index.html`);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        expect(errors).toEqual([]);
      } finally {
        await close(server);
      }
    });
  }
});
