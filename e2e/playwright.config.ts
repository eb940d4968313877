import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests of the composed portal in Debian's Chromium (Playwright cannot download its own
 * browser here). The production builds are served exactly as `npm start` serves them.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // In CI a test gets two more tries; Playwright still reports it as flaky.
  retries: process.env.CI ? 2 : 0,
  reporter: [['list']],
  globalSetup: './support/globalSetup.ts',
  outputDir: '../test-results',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
