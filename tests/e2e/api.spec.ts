/**
 * Issue 45, the static JSON API as the host serves it: readable by any origin (CORS, CORP) with
 * an ETag that a client revalidates with; pages stay same-origin; robots keep out of /api/.
 * (A second origin's fetch of these files: tests/e2e/embed.spec.ts.)
 */
import { expect, test } from '@playwright/test';

test('the API files carry CORS, CORP cross-origin and an ETag, answered 304 when unchanged', async ({ request }) => {
  const index = await request.get('/api/v1/index.json');
  expect(index.status()).toBe(200);
  const h = index.headers();
  expect(h['content-type']).toBe('application/json; charset=utf-8');
  expect(h['access-control-allow-origin']).toBe('*');
  expect(h['access-control-expose-headers']).toBe('ETag');
  expect(h['cross-origin-resource-policy']).toBe('cross-origin');
  expect(h['cache-control']).toBe('public, max-age=300, must-revalidate');
  const etag = h['etag'] ?? '';
  expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
  const again = await request.get('/api/v1/index.json', { headers: { 'If-None-Match': etag } });
  expect(again.status()).toBe(304);
  const body = (await index.json()) as { categories: { href: string }[] };
  const first = body.categories[0]?.href ?? '';
  const category = await request.get(first);
  expect(category.status(), first).toBe(200);
  expect(category.headers()['access-control-allow-origin']).toBe('*');
  expect((await request.get('/api/v1/openapi.json')).headers()['access-control-allow-origin']).toBe('*');
});

test('pages stay same-origin, and robots keep out of /api/', async ({ request }) => {
  const page = await request.get('/convert/length/ft-to-cm');
  expect(page.headers()).not.toHaveProperty('access-control-allow-origin');
  expect(page.headers()['cross-origin-resource-policy']).toBe('same-origin');
  expect(await (await request.get('/robots.txt')).text()).toMatch(/^Disallow: \/api\/$/m);
});
