// End-to-end checks: build the fixture site, check its links, then run Playwright in
// Debian's Chromium against it, then the owner console's tests (tests/console). In CI a
// missing browser is a failure, never a skip.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BUILD_ENV } from '../src/protocol/build.ts';

const root = path.resolve(import.meta.dirname, '..');
const node = process.execPath;
const siteDir = path.join(root, '.tmp/e2e-site');
const chromium = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

function run(args: string[], env: Record<string, string> = {}): void {
  const r = spawnSync(node, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

run(['scripts/build.ts'], {
  [BUILD_ENV.catalogueDir]: 'tests/fixtures/site',
  [BUILD_ENV.outDir]: siteDir,
  [BUILD_ENV.siteUrl]: 'https://exactconvert.example',
  [BUILD_ENV.currencyApiUrl]: process.env[BUILD_ENV.currencyApiUrl] ?? 'http://127.0.0.1:8797/currency-rates',
});
run(['scripts/check-links.ts', siteDir]);

if (!existsSync(chromium)) {
  const msg = `Chromium not found at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH)`;
  if (process.env['CI'] === 'true') {
    console.error(`E2E FAILED: ${msg}`);
    process.exit(1);
  }
  console.warn(`E2E SKIPPED (not CI): ${msg}`);
  process.exit(0);
}
run(['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], { E2E_SITE_DIR: siteDir });
// The owner console's screens (tests/console), each on its own console and fixture copy.
if (process.argv.length <= 2) run(['node_modules/@playwright/test/cli.js', 'test', '-c', 'playwright.console.config.ts']);
