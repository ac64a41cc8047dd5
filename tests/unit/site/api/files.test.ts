// The static JSON API's files: every file valid against the JSON Schema that openapi.json
// publishes, the same bytes for the same catalogue, one unit's change reaching only its
// category's file and the index, robots.txt still disallowing /api/, and the files among the
// site-wide files the merge and the deploy write.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadCatalogue } from '../../../../src/catalogue/index.ts';
import { readJsonSources } from '../../../../src/catalogue/json.ts';
import { buildCatalogue, type Catalogue } from '../../../../src/core/catalogue.ts';
import { PUBLISHED_LOCALES } from '../../../../src/i18n/locales.ts';
import { siteFiles } from '../../../../src/pipeline/site-files.ts';
import { apiFiles, type ApiSettings, contentVersion } from '../../../../src/site/api/files.ts';
import { robotsTxt } from '../../../../src/site/sitemap.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const FIXTURE = path.join(ROOT, 'tests/fixtures/site');
const SITE = 'https://exactconvert.example';
const SETTINGS: ApiSettings = { site: SITE, locales: PUBLISHED_LOCALES, currencyApiUrl: 'https://rates.example/currency-rates' };

type Json = Record<string, unknown>;
const parse = (text: string | undefined): Json => JSON.parse(text ?? 'null') as Json;

/**
 * A validator of one component of the published OpenAPI document: its components.schemas as a
 * JSON Schema's $defs (the only change: the references point there), read by zod's fromJSONSchema.
 */
function validator(openapi: Json, component: string): z.ZodType {
  const schemas = (openapi['components'] as Json)['schemas'] as Json;
  const defs = JSON.parse(JSON.stringify(schemas).replaceAll('"#/components/schemas/', '"#/$defs/')) as Json;
  return z.fromJSONSchema({ $schema: 'https://json-schema.org/draft/2020-12/schema', $defs: defs, $ref: `#/$defs/${component}` } as z.core.JSONSchema.JSONSchema, { registry: z.registry() });
}

function filesOf(cat: Catalogue, settings = SETTINGS): Map<string, string> {
  return new Map(apiFiles(cat, settings));
}

describe('the API files of the whole catalogue', () => {
  let cat: Catalogue;
  let files: Map<string, string>;
  beforeAll(async () => {
    cat = await loadCatalogue({ databaseUrl: '', dataDir: undefined });
    files = filesOf(cat);
  });

  it('are index.json, one file per category and openapi.json, under api/v1/', () => {
    expect([...files.keys()].sort()).toEqual(['api/v1/index.json', 'api/v1/openapi.json', ...cat.categories.map((c) => `api/v1/${c.slug}.json`)].sort());
  });

  it('each validate against the JSON Schema openapi.json publishes', () => {
    const openapi = parse(files.get('api/v1/openapi.json'));
    expect(openapi['openapi']).toBe('3.1.0');
    expect(openapi['servers']).toEqual([{ url: SITE }]);
    expect(Object.keys(openapi['paths'] as Json)).toEqual(['/api/v1/index.json', '/api/v1/{category}.json']);
    const index = validator(openapi, 'Index');
    const category = validator(openapi, 'CategoryFile');
    expect(index.safeParse(parse(files.get('api/v1/index.json'))).error).toBeUndefined();
    for (const c of cat.categories) expect(category.safeParse(parse(files.get(`api/v1/${c.slug}.json`))).error, c.slug).toBeUndefined();
  });

  it('the schema refuses what it should: a factor as a number, a missing field, an unknown field, a currency file with factors', () => {
    const openapi = parse(files.get('api/v1/openapi.json'));
    const category = validator(openapi, 'CategoryFile');
    const length = parse(files.get('api/v1/length.json'));
    const unit = (f: Json): Json => (f['units'] as Json[])[0] as Json;
    const broken = (change: (f: Json) => void): boolean => {
      const f = structuredClone(length);
      change(f);
      return category.safeParse(f).success;
    };
    expect(broken(() => undefined)).toBe(true);
    expect(broken((f) => ((unit(f)['factor'] as Json)['numerator'] = 3))).toBe(false);
    expect(broken((f) => delete unit(f)['exact'])).toBe(false);
    expect(broken((f) => (unit(f)['colour'] = 'blue'))).toBe(false);
    expect(broken((f) => ((unit(f)['names'] as Json)['es'] = undefined))).toBe(false);
    expect(broken((f) => (f['kind'] = 'currency'))).toBe(false);
    expect(broken((f) => ((unit(f)['factor'] as Json)['denominator'] = '0'))).toBe(false);
  });

  it('the index lists every category with its unit codes, file and version, and the pages of each language', () => {
    const index = parse(files.get('api/v1/index.json'));
    const listed = index['categories'] as { slug: string; href: string; version: string; units: string[] }[];
    expect(listed.map((c) => c.slug)).toEqual(cat.categories.map((c) => c.slug));
    for (const c of listed) {
      const file = parse(files.get(c.href.slice(1)));
      expect(file['version']).toBe(c.version);
      expect((file['units'] as { code: string }[]).map((u) => u.code)).toEqual(c.units);
      // The version is the hash of the file's content without its version (and its API version).
      const content = { ...file };
      delete content['version'];
      delete content['api'];
      expect(contentVersion(JSON.stringify(content))).toBe(file['version']);
    }
    expect((index['pages'] as Json)['conversion']).toEqual({ en: '/convert/{category}/{from}-to-{to}', es: '/es/convert/{category}/{from}-to-{to}', de: '/de/convert/{category}/{from}-to-{to}', fr: '/fr/convert/{category}/{from}-to-{to}', az: '/az/convert/{category}/{from}-to-{to}' });
    expect(index['catalogue']).toMatch(/^[0-9a-f]{16}$/);
  });

  it('a unit with π in its factor gives the fraction without π, its power, and a rounded decimal; a rational one its exact digits', () => {
    const units = (slug: string): Json[] => parse(files.get(`api/v1/${slug}.json`))['units'] as Json[];
    const byCode = (slug: string, code: string): Json | undefined => units(slug).find((u) => u['code'] === code);
    // 180/π = 57.295779513082320876798154814…: 25 significant digits, the last one rounded down.
    expect(byCode('angle', 'rad')?.['factor']).toEqual({ numerator: '180', denominator: '1', piPower: -1, decimal: '57.29577951308232087679815', rounded: true });
    expect(byCode('length', 'ft')?.['factor']).toEqual({ numerator: '381', denominator: '1250', piPower: 0, decimal: '0.3048', rounded: false });
    expect(byCode('temperature', 'fahrenheit')?.['offset']).toEqual({ numerator: '45967', denominator: '180', piPower: 0, decimal: '255.3722222222222222222222', rounded: true });
    expect(byCode('fuel-economy', 'mpg_us')?.['reciprocal']).toBe(true);
  });

  it('the currency file lists the currencies and points to the rates endpoint the build was given', () => {
    const currency = parse(files.get('api/v1/currency.json'));
    expect((currency['rates'] as Json)['url']).toBe('https://rates.example/currency-rates');
    expect((currency['units'] as Json[]).map((u) => u['code'])).toEqual(cat.currencies.map((c) => c.code));
    const own = parse(filesOf(cat, { ...SETTINGS, currencyApiUrl: undefined }).get('api/v1/currency.json'));
    expect((own['rates'] as Json)['url']).toBe(`${SITE}/currency-rates`);
  });
});

describe('the API files change only when the catalogue does', () => {
  it('give the same bytes for the same catalogue, read twice', async () => {
    const a = filesOf(await loadCatalogue({ databaseUrl: '', dataDir: FIXTURE }));
    const b = filesOf(await loadCatalogue({ databaseUrl: '', dataDir: FIXTURE }));
    expect([...b]).toEqual([...a]);
    for (const [key, body] of a) expect(body, key).not.toMatch(/20\d\d-\d\d-\d\d/);
  });

  it('a changed factor changes its category\'s file and the index (the catalogue and that category\'s version), nothing else', async () => {
    const sources = await readJsonSources(FIXTURE);
    const before = filesOf(buildCatalogue(sources));
    const units = sources.units.map((u) => {
      const v = u.value as Json;
      if (v['unit_code'] !== 'mi') return u;
      // Its source record states the old factor: the catalogue would refuse the pair.
      const changed: Json = { ...v, factor: '1609.3472' };
      delete changed['source_record'];
      return { ...u, value: changed };
    });
    const after = filesOf(buildCatalogue({ ...sources, units }));
    const changed = [...after].filter(([k, body]) => before.get(k) !== body).map(([k]) => k);
    expect(changed.sort()).toEqual(['api/v1/index.json', 'api/v1/length.json']);
    const [ia, ib] = [parse(before.get('api/v1/index.json')), parse(after.get('api/v1/index.json'))];
    expect(ib['catalogue']).not.toBe(ia['catalogue']);
    const versions = (i: Json): Record<string, string> => Object.fromEntries((i['categories'] as { slug: string; version: string }[]).map((c) => [c.slug, c.version]));
    const [va, vb] = [versions(ia), versions(ib)];
    expect(Object.keys(va).filter((s) => va[s] !== vb[s])).toEqual(['length']);
  });
});

describe('the API among the site-wide files', () => {
  it('robots.txt still disallows /api/', () => {
    expect(robotsTxt(SITE).split('\n')).toContain('Disallow: /api/');
  });

  it('siteFiles writes them (the merge and the deploy\'s final step), with the rates endpoint of the build', async () => {
    const cat = await loadCatalogue({ databaseUrl: '', dataDir: FIXTURE });
    const site = new Map(siteFiles(cat, { site: SITE, locales: PUBLISHED_LOCALES, apiOrigin: 'https://rates.example', currencyApiUrl: 'https://rates.example/currency-rates', adsPublisherId: 'pub-1' }, { scripts: [], styles: [] }));
    for (const [key, body] of filesOf(cat)) expect(site.get(key), key).toBe(body);
  });
});
