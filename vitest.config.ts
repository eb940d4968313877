import { defineConfig } from 'vitest/config';
import { MissingToolsReporter } from './tooling/lib/missingToolsReporter.js';

const STALL_TEST = 'api/test/stall.test.ts';
// Every project but the stall test's runs in the first group, named explicitly: Vitest does not run a
// project left in the default group (0) before those of a higher group.
const FIRST = { groupOrder: 1 };
const LAST = { groupOrder: 2 };

/** Unit and component tests live beside the code; API integration tests under api/test. */
export default defineConfig({
  test: {
    // Vitest's summary, then the checks that a missing tool kept from running.
    reporters: ['default', new MissingToolsReporter()],
    projects: [
      {
        test: {
          name: 'frontend',
          sequence: FIRST,
          include: ['{shared,shell,remote-*}/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          globals: true,
          setupFiles: ['./vitest.setup.ts'],
          // Typing with user-event is slow on a busy 2-core machine; this bounds hangs, not speed.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'ops',
          sequence: FIRST,
          include: [
            'docker/**/*.test.ts',
            'build/**/*.test.ts',
            'tooling/**/*.test.ts',
            'deploy/**/*.test.ts',
            'eslint.boundaries.test.ts',
          ],
          environment: 'node',
          globals: true,
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          sequence: FIRST,
          include: ['api/{src,test}/**/*.test.ts'],
          exclude: [STALL_TEST],
          globalSetup: ['./api/test/globalSetup.ts'],
          environment: 'node',
          globals: true,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // How soon the API answers while big jobs run: measured once every other test file has finished,
        // so that their load on the machine is not counted as the API's.
        test: {
          name: 'api-stall',
          include: [STALL_TEST],
          globalSetup: ['./api/test/globalSetup.ts'],
          environment: 'node',
          globals: true,
          testTimeout: 30_000,
          hookTimeout: 300_000,
          sequence: LAST,
        },
      },
    ],
  },
});
