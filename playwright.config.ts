import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

const port = Number(process.env['E2E_PORT'] ?? 4410);
const siteDir = process.env['E2E_SITE_DIR'] ?? '.tmp/e2e-site';
/** A second origin (another port): its pages, tests/e2e/second-origin/, embed the site's converter and call its API. */
const otherPort = Number(process.env['E2E_OTHER_PORT'] ?? port + 1);
process.env['E2E_OTHER_PORT'] = String(otherPort);

/** What the site's tests and the console's (playwright.console.config.ts) share: workers, reporter, the same Chromium and flags. */
export const base: PlaywrightTestConfig = {
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    // The site registers a service worker (src/offline/), which answers a page's requests before
    // page.route() could: tests that route requests run without it, as on a first visit. The
    // offline tests (tests/e2e/offline.spec.ts) allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      // Without the background-networking flags Chromium keeps dialling out, which this
      // machine's closed network refuses.
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
};

export default defineConfig({
  ...base,
  testDir: 'tests/e2e',
  fullyParallel: true,
  timeout: 60_000,
  // Assertions wait up to 10 s: on a loaded 2-core machine an idle-time island can take seconds to mount.
  expect: { timeout: 10_000 },
  use: { ...base.use, baseURL: `http://127.0.0.1:${String(port)}` },
  projects: [
    { name: 'site', testIgnore: /timing\.spec\.ts$/ },
    // Figures in milliseconds are measured when every other test has finished, one at a time
    // (tests/e2e/timing.spec.ts): another test's browser on this 2-core machine must not decide them.
    // Naming a file runs the "site" project in full first; `--no-deps` runs the file alone.
    { name: 'timing', testMatch: /timing\.spec\.ts$/, dependencies: ['site'], fullyParallel: false },
  ],
  webServer: [
    {
      command: `node_modules/.bin/node scripts/serve-dist.ts ${siteDir}`,
      env: { PORT: String(port) },
      url: `http://127.0.0.1:${String(port)}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node_modules/.bin/node scripts/serve-dist.ts tests/e2e/second-origin',
      env: { PORT: String(otherPort) },
      url: `http://127.0.0.1:${String(otherPort)}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
