import { describe, expect, it } from 'vitest';
import { offlineLanguages } from '../../../src/offline/languages.ts';
import { webManifest } from '../../../src/offline/manifest.ts';
import { overBudget, PRECACHE_BUDGET_BYTES, precacheLists } from '../../../src/offline/precache.ts';
import { serviceWorkerScript } from '../../../src/offline/service-worker.ts';
import { lang } from '../../../src/i18n/lang.ts';
import { phaseOf } from '../../../src/deploy/plan.ts';

// A small built site: the offline page loads an island whose chunk imports another on use.
const SITE = new Map<string, string>([
  ['offline.html', '<link rel="stylesheet" href="/_astro/Base.aaaa1111.css"><astro-island component-url="/_astro/Expr.bbbb2222.js" renderer-url="/_astro/client.cccc3333.js"></astro-island>'],
  ['es/offline.html', '<link rel="stylesheet" href="/_astro/Base.aaaa1111.css"><astro-island component-url="/_astro/Expr.bbbb2222.js" renderer-url="/_astro/client.cccc3333.js"></astro-island>'],
  ['_astro/Base.aaaa1111.css', 'body{font:16px sans-serif}'],
  ['_astro/Expr.bbbb2222.js', 'import{a}from"./react.dddd4444.js";const e=()=>import(`./engine.eeee5555.js`);export{e};// not.an-asset.js'],
  ['_astro/client.cccc3333.js', 'import"./react.dddd4444.js";'],
  ['_astro/react.dddd4444.js', 'export const a=1;'],
  ['_astro/engine.eeee5555.js', 'export const units=[];'],
  ['_astro/Unused.ffff6666.js', 'export const never=1;'],
  ['expression-units.json', '{"units":[]}'],
  ['expression-units.es.json', '{"units":[],"es":true}'],
]);
const read = (key: string): Promise<Buffer | undefined> => Promise.resolve(SITE.has(key) ? Buffer.from(SITE.get(key) ?? '') : undefined);

describe('the service worker precache', () => {
  it('holds, per language, its offline page, its units and every asset that page loads, at once or on use, and no other', async () => {
    const [en, es] = await precacheLists(offlineLanguages(['en', 'es']), read);
    expect(en?.offline).toBe('/offline');
    expect(es?.offline).toBe('/es/offline');
    expect(es?.entries.map((e) => e.url)).toEqual([
      '/_astro/Base.aaaa1111.css',
      '/_astro/Expr.bbbb2222.js',
      '/_astro/client.cccc3333.js',
      '/_astro/engine.eeee5555.js',
      '/_astro/react.dddd4444.js',
      '/es/offline',
      '/expression-units.es.json',
    ]);
    // Hashed assets need no revision; the page and the units are revised by their bytes.
    expect(es?.entries.filter((e) => e.revision !== null).map((e) => e.url)).toEqual(['/es/offline', '/expression-units.es.json']);
    expect(en?.entries.find((e) => e.url === '/expression-units.json')?.revision).toMatch(/^[0-9a-f]{32}$/);
    expect(en?.gzipBytes).toBeGreaterThan(0);
  });

  it('refuses a site whose offline page loads an asset it does not have, or that has no offline page', async () => {
    const broken = (key: string): Promise<Buffer | undefined> => (key === '_astro/react.dddd4444.js' ? Promise.resolve(undefined) : read(key));
    // The chunk that names it is the page's: a missing import is a missing asset.
    await expect(precacheLists(offlineLanguages(['en']), (k) => (k === '_astro/client.cccc3333.js' ? Promise.resolve(undefined) : broken(k)))).rejects.toThrow(/offline\.html loads \/_astro\/client\.cccc3333\.js, which the site does not have/);
    await expect(precacheLists(offlineLanguages(['de']), read)).rejects.toThrow(/The offline page de\/offline\.html is not in the site/);
  });

  it('names each language over its budget', () => {
    const list = { code: 'es', prefix: '/es', offline: '/es/offline', entries: [] };
    expect(overBudget([{ ...list, gzipBytes: PRECACHE_BUDGET_BYTES }])).toEqual([]);
    expect(overBudget([{ ...list, gzipBytes: PRECACHE_BUDGET_BYTES + 1 }])).toEqual([`es: ${String(PRECACHE_BUDGET_BYTES + 1)} B gzipped, over the 204800 B budget`]);
  });

  it('bundles the worker with its lists, the same bytes for the same site', async () => {
    const lists = await precacheLists(offlineLanguages(['en', 'es']), read);
    const a = await serviceWorkerScript(lists, 'https://rates.example/currency-rates');
    expect(await serviceWorkerScript(lists, 'https://rates.example/currency-rates')).toBe(a);
    expect(a).toContain('"/es/offline"');
    expect(a).toContain('https://rates.example/currency-rates');
    // No development logging, no placeholder left.
    expect(a).not.toMatch(/\bPRECACHE\b|\bRATES_URL\b|process\.env/);
  });
});

describe('the deploy', () => {
  it('publishes the worker after the pages and assets it lists, the manifests with the assets', () => {
    expect(phaseOf('sw.js')).toBe('indexes');
    expect(phaseOf('offline.html')).toBe('pages');
    expect(phaseOf('_astro/client.cccc3333.js')).toBe('assets');
    expect(phaseOf('es/manifest.webmanifest')).toBe('assets');
  });
});

describe('the web app manifest', () => {
  it('names the app and describes it in the language, with its start page', () => {
    const es = JSON.parse(webManifest(lang('es'))) as Record<string, unknown>;
    expect(es).toMatchObject({ id: '/', lang: 'es', start_url: '/es', scope: '/', display: 'standalone' });
    expect(es['description']).toBe('ExactConvert: conversiones exactas o correctamente redondeadas para todas las unidades, también sin conexión.');
    const en = JSON.parse(webManifest(lang('en'))) as { start_url: string; icons: { purpose: string }[] };
    expect(en.start_url).toBe('/');
    expect(en.icons.map((i) => i.purpose)).toContain('maskable');
  });
});
