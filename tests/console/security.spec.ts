// The console answers only its owner: the printed token (then the session cookie it
// sets), its own Host and Origin; and Ctrl-C stops it cleanly.
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { consolePort, copyCatalogue, type RunningConsole, startConsole, tempDir } from './harness.ts';

let app: RunningConsole;

test.beforeAll(async () => {
  app = await startConsole({ port: consolePort(0), dataDir: await copyCatalogue(), siteDir: await tempDir('console-site') });
});
test.afterAll(async () => {
  await app.stop();
});

/** A raw request, with headers a browser would not let a page set (Host). */
function raw(path: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: app.port, path, method, headers }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

test('without the token every screen and API call gets 401', async ({ page }) => {
  for (const p of ['/', '/auto-generator', '/batch-generator', '/sitemap-generator', '/static-generator', '/api/info']) {
    const res = await page.goto(new URL(p, app.base).href);
    expect(res?.status(), p).toBe(401);
  }
  expect((await raw('/api/info?token=wrong', {})).status).toBe(401);
  expect((await raw('/api/info', { Authorization: 'Bearer wrong' })).status).toBe(401);
});

test('the token sets an HttpOnly, SameSite=Strict session cookie and leaves the address', async ({ page }) => {
  const first = await raw(`/batch-generator?token=${app.token}`, { Host: `127.0.0.1:${String(app.port)}` });
  expect(first.status).toBe(303);
  expect(first.headers.location).toBe('/batch-generator');
  const cookie = String(first.headers['set-cookie']);
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Strict/);
  expect(cookie).not.toContain(app.token);

  await page.goto(`${app.base}batch-generator?token=${app.token}`);
  await expect(page).toHaveURL(`${app.base}batch-generator`);
  await expect(page.getByRole('heading', { name: 'Batch Unit Generator' })).toBeVisible();
  expect(await page.evaluate(() => document.cookie)).toBe('');
  // The session now opens every screen without the token.
  await page.goto(`${app.base}static-generator`);
  await expect(page.getByRole('heading', { name: 'Statik səhifə generatoru' })).toBeVisible();
});

test('a foreign Host (DNS rebinding) or a cross-site Origin is refused', async () => {
  const auth = { Authorization: `Bearer ${app.token}` };
  expect((await raw('/api/info', { ...auth, Host: `127.0.0.1:${String(app.port)}` })).status).toBe(200);
  expect((await raw('/api/info', { ...auth, Host: `localhost:${String(app.port)}` })).status).toBe(200);
  expect((await raw('/api/info', { ...auth, Host: `evil.example:${String(app.port)}` })).status).toBe(421);
  expect((await raw(`/?token=${app.token}`, { Host: 'evil.example' })).status).toBe(421);
  const json = { 'Content-Type': 'application/json' };
  const cross = await raw('/api/sitemap/generate', { ...auth, ...json, Origin: 'http://evil.example' }, 'POST', '{}');
  expect(cross.status).toBe(403);
  const own = await raw('/api/sitemap/generate', { ...auth, ...json, Origin: `http://127.0.0.1:${String(app.port)}` }, 'POST', '{}');
  expect(own.status).toBe(200);
});

test('Ctrl-C stops the console cleanly', async () => {
  const other = await startConsole({ port: consolePort(1), dataDir: await copyCatalogue(), siteDir: await tempDir('console-site') });
  expect(await other.stop()).toBe(0);
  expect(other.output()).toContain('Stopping the console...');
});
