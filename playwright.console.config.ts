import { defineConfig } from '@playwright/test';
import { base } from './playwright.config.ts';

// The owner console's end-to-end tests (tests/console): each file starts its own console
// (scripts/console.ts) on ports CONSOLE_E2E_PORT.. (default 4330-4339), on temporary
// copies of the fixture catalogues or a throwaway Postgres. The same workers, reporter,
// Chromium and flags as the site's tests (base).
export default defineConfig({
  ...base,
  testDir: 'tests/console',
  globalSetup: './tests/console/global-setup.ts',
  fullyParallel: false,
  timeout: 120_000,
  expect: { timeout: 20_000 },
});
