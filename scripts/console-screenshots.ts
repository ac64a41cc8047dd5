// Screenshots of the owner console for the README (docs/console-*.png), taken from a
// running console on a temporary copy of the fixture catalogue in Debian's Chromium.
// Usage: node scripts/console-screenshots.ts [--port N]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { buildConsoleUi } from '../console/build-ui.ts';
import { copyCatalogue, ROOT, startConsole, tempDir, UI_DIR } from '../tests/console/harness.ts';

const { values } = parseArgs({ options: { port: { type: 'string' } } });
const port = Number(values.port ?? 4339);
const out = path.join(ROOT, 'docs');
await buildConsoleUi(UI_DIR);
const app = await startConsole({ port, dataDir: await copyCatalogue(), siteDir: path.join(await tempDir('console-shots'), 'dist') });
const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const shot = async (p: Page, name: string): Promise<void> => {
    await p.waitForTimeout(300);
    await p.screenshot({ path: path.join(out, `console-${name}.png`), fullPage: true });
    console.log(`docs/console-${name}.png`);
  };
  // The fixture's good.json has CJK names, which this machine's Chromium has no font for.
  const sample = `[
  { "name": "Furlong", "symbol": "fur", "unit_code": "fur", "factor": "201.168", "category": "Length", "source": "NIST HB 44 App. C" },
  { "name": "Radian", "symbol": "rad", "unit_code": "rad", "factor": "1", "category": "Angle" },
  { "name": "Degree", "symbol": "°", "unit_code": "deg", "factor": "pi/180", "category": "Angle" },
  { "name": "Gradian", "symbol": "gon", "unit_code": "grad", "factor": "pi/200", "category": "Angle" },
  { "name": "Turn", "symbol": "tr", "unit_code": "turn", "factor": "2*pi", "category": "Angle" }
]`;

  await page.goto(`${app.base}auto-generator?token=${app.token}`);
  await page.getByLabel('Units (JSON array)').fill(sample);
  await page.getByRole('button', { name: 'Generate Units' }).click();
  await page.getByTestId('auto-result').waitFor();
  await shot(page, 'auto-generator');

  await page.goto(`${app.base}batch-generator`);
  const units = Array.from({ length: 12 }, (_, i) => ({ name: `Step ${String(i + 1)}`, unit_code: `step${String(i + 1)}`, factor: String(i + 1), category: 'Steps' }));
  await page.getByLabel('Units (JSON array)').fill(`[\n${units.map((u) => `  ${JSON.stringify(u)}`).join(',\n')}\n]`);
  await page.getByRole('button', { name: 'Start Batch Generation' }).click();
  await page.getByTestId('batch-result').waitFor();
  await shot(page, 'batch-generator');

  await page.goto(`${app.base}sitemap-generator`);
  await page.getByRole('button', { name: 'Generate Sitemap Index' }).click();
  await page.getByTestId('total-urls').waitFor();
  await shot(page, 'sitemap-generator');

  await page.goto(`${app.base}static-generator`);
  await page.getByRole('button', { name: 'Generasiyaya başla' }).click();
  await page.getByTestId('static-summary').waitFor({ timeout: 120_000 });
  // Let the completion notice fade so it does not cover the explanation list.
  await page.getByRole('status').waitFor({ state: 'detached', timeout: 15_000 });
  await shot(page, 'static-generator');

  await page.getByRole('button', { name: 'Toggle dark theme' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await shot(page, 'static-generator-dark-en');
} finally {
  await browser.close();
  await app.stop();
}
