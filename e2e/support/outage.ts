import { expect, type Page, type Route } from '@playwright/test';

/**
 * Outages as the browser sees them. The API and the Auth emulator are shared by every spec (started
 * once in globalSetup), so they are not stopped: instead every request this page makes to the
 * service's origin fails as a refused connection (`route.abort('connectionrefused')`, the same
 * `TypeError: Failed to fetch` the page gets when the process is down). Only this page is affected,
 * and `restore()` (or the end of the test, which closes the page) brings the service back.
 * With `gatewayStatus` the origin answers that status with an HTML error page instead, as a gateway
 * in front of a stopped service does; with `hang` it never answers at all.
 */
export interface Outage {
  /** Requests to the origin that were refused while it was down. */
  readonly refused: string[];
  /** The service is back: requests reach it again. */
  restore(): Promise<void>;
}

export async function takeDown(
  page: Page,
  origin: string,
  { gatewayStatus, hang = false }: { gatewayStatus?: number; hang?: boolean } = {},
): Promise<Outage> {
  const target = new URL(origin).origin;
  const refused: string[] = [];
  const held: Route[] = [];
  const matches = (url: URL) => url.origin === target;
  const handler = async (route: Route) => {
    refused.push(route.request().url());
    if (hang) {
      // Never answered (a host that drops packets): only the page's own timeout ends the wait.
      held.push(route);
      return;
    }
    if (gatewayStatus === undefined) {
      await route.abort('connectionrefused');
      return;
    }
    // The service is down behind a gateway or load balancer: it answers, with its own error page.
    await route.fulfill({
      status: gatewayStatus,
      contentType: 'text/html',
      headers: { 'Access-Control-Allow-Origin': route.request().headers()['origin'] ?? '*' },
      body: `<html><body><h1>${gatewayStatus} Bad Gateway</h1></body></html>`,
    });
  };
  await page.route(matches, handler);
  return {
    refused,
    restore: async () => {
      await page.unroute(matches, handler);
      // Requests still held were given up by the page already; end them quietly.
      for (const route of held.splice(0)) await route.abort('connectionrefused').catch(() => undefined);
    },
  };
}

export const apiOrigin = () => process.env['E2E_API_URL']!;
export const authEmulatorOrigin = () => process.env['E2E_AUTH_EMULATOR_URL']!;

/**
 * Uncaught errors and unhandled rejections of the page (the product must handle every failure):
 * call before navigating, check `errors` at the end.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return errors;
}

/**
 * Not a blank page: the shell's header and footer are there and the main area shows something
 * (a page, a message or the remote fallback) — not an empty box and not an endless 'Loading...'.
 */
export async function expectNotBlank(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Quick Links');
  const main = page.getByRole('main');
  await expect(main).toBeVisible();
  await expect(main).not.toHaveText(/^\s*(Loading\.\.\.)?\s*$/);
}

/** The shell's fallback for a remote that could not be loaded (RemoteErrorBoundary). */
export function remoteFallback(page: Page) {
  return page
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: 'Try again' }) })
    .filter({ hasText: "We couldn't load" });
}
