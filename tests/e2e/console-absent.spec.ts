// The owner console is never part of the public site: the built fixture site has none of
// its routes or assets, and the static host answers its routes with the not-found page.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const siteDir = path.resolve(process.env['E2E_SITE_DIR'] ?? '.tmp/e2e-site');
const ROUTES = ['auto-generator', 'batch-generator', 'sitemap-generator', 'static-generator'];

test('dist/ has no console route or asset', async () => {
  const files = (await readdir(siteDir, { recursive: true })).map((f) => f.split(path.sep).join('/'));
  expect(files.length).toBeGreaterThan(100);
  for (const r of ROUTES) expect(files.filter((f) => f.includes(r)), r).toEqual([]);
  expect(files.filter((f) => /console/i.test(f))).toEqual([]);
  // No built file carries the console's code or API (its bundle names these).
  for (const f of files.filter((x) => /\.(html|js|css|json|txt|xml)$/.test(x))) {
    const text = await readFile(path.join(siteDir, f), 'utf8');
    for (const marker of ['/api/batch/', '/api/static/', '/api/sitemap/', 'owner console']) expect(text.includes(marker), `${f} has "${marker}"`).toBe(false);
  }
});

test('the console routes are not found on the public site', async ({ request }) => {
  for (const r of ROUTES) expect((await request.get(`/${r}`)).status(), r).toBe(404);
});
