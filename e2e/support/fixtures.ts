import { test as base, expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { Portal } from './portal';
import { E2E_PORTS } from './ports';

export interface TestUser {
  email: string;
  password: string;
  displayName: string;
}

/** Creates an account in the Auth emulator (a fresh e-mail per call). */
export async function createEmulatorUser(displayName = 'Asha Rao'): Promise<TestUser> {
  const emulator = process.env['E2E_AUTH_EMULATOR_URL']!;
  const email = `agent.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const password = 'Secret@123';
  const response = await fetch(`${emulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Could not create the test user: ${await response.text()}`);
  const { idToken } = (await response.json()) as { idToken: string };
  await fetch(`${emulator}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken, displayName }),
  });
  return { email, password, displayName };
}

/**
 * Signs in through the page's own `@portal/shared` singleton — the same module instance the shell
 * and every remote use — taken from the federation runtime's share scope.
 */
export async function signInThroughSharedModule(page: Page, user: TestUser): Promise<void> {
  await page.evaluate(async ({ email, password }) => {
    type Federation = { __INSTANCES__: { name: string; loadShare: (pkg: string) => Promise<false | (() => unknown)> }[] };
    const federation = (window as unknown as { __FEDERATION__: Federation }).__FEDERATION__;
    const shell = federation.__INSTANCES__.find((instance) => instance.name === 'shell')!;
    const factory = await shell.loadShare('@portal/shared');
    if (!factory) throw new Error('@portal/shared is not in the share scope');
    const shared = factory() as { signInWithPassword: (email: string, password: string) => Promise<unknown> };
    await shared.signInWithPassword(email, password);
  }, user);
}

/**
 * Runs `use` with a page in a browser context of its own (e.g. with JavaScript off), without the
 * fixture page's waiting for the app after each navigation; the context is closed afterwards.
 */
export async function withOwnPage(browser: Browser, options: BrowserContextOptions, use: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext(options);
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * `/` and `/login` paint from their pre-rendered HTML before the app's script runs, and the app adopts
 * that markup once its code has loaded. Input before that is held and carried out then (that moment
 * is tested in firstPaint.spec.ts); the other tests act as a user who waits for the page to be
 * ready: after each navigation they wait until the app has adopted it (#root loses
 * `data-portal-prerendered`).
 */
async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-portal-prerendered]'), null, { timeout: 30_000 }).catch(() => {});
}

export const test = base.extend<{ portalUrl: string }, { portal: Portal }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await waitForApp(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
  portal: [
    async ({}, use, workerInfo) => {
      const portal = new Portal(E2E_PORTS.frontendBase + workerInfo.parallelIndex * 20);
      await portal.start();
      await use(portal);
      await portal.stopAll();
    },
    { scope: 'worker' },
  ],
  portalUrl: async ({ portal }, use) => {
    await use(portal.url);
  },
  baseURL: async ({ portal }, use) => {
    await use(portal.url);
  },
});

export { expect };
