import { defineConfig } from '@playwright/test';

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
  use: {
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
});
