import { defineConfig } from '@playwright/test';
import site from './playwright.config.ts';

// The owner console's end-to-end tests (tests/console): each file starts its own console
// (scripts/console.ts) on ports CONSOLE_E2E_PORT.. (default 4330-4339), on temporary
// copies of the fixture catalogues or a throwaway Postgres.
export default defineConfig({
  testDir: 'tests/console',
  globalSetup: './tests/console/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // The same Chromium and flags as the site's tests.
  use: { launchOptions: site.use?.launchOptions ?? {} },
});
