import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/catalogue/index.ts';
import type { Catalogue, Conversion } from '../../../src/core/catalogue.ts';
import { unitModel } from '../../../src/core/catalogue.ts';
import { pairExactness, relation } from '../../../src/core/exactness.ts';
import { conversionFormula } from '../../../src/core/formula.ts';
import { otherConversions, relatedConversions, reverseOf } from '../../../src/core/related.ts';
import { convertShown, pairShort } from '../../../src/core/shown.ts';
import { exactnessStatement, formulaText } from '../../../src/site/sentences.ts';
import { categoryFaq, conversionFaq, exactnessAnswer, genericFaq, homeFaq } from '../../../src/site/faq.ts';
import { EN } from '../../../src/i18n/lang.ts';
import { PUBLISHED_LOCALES } from '../../../src/i18n/locales.ts';
import { categoryMeta, conversionMeta, homeMeta, jsonLd, staticMeta } from '../../../src/site/meta.ts';
import { suggest } from '../../../src/core/search.ts';
import { adsTxt, robotsTxt, sitemapItem } from '../../../src/site/sitemap.ts';
import { indexedPages, PAGE_KINDS, sitePages } from '../../../src/site/pages.ts';
import { absoluteUrl } from '../../../src/core/paths.ts';
import { hasUltra } from '../../../src/core/ultra.ts';
import { inSitemapOrder, URL_ORDER } from '../../../src/site/url-order.ts';
import { categoryDisplayTitle, conversionSlug, slugify } from '../../../src/core/slug.ts';
import { checkLinks, internalLinks } from '../../../src/checks/links.ts';
import { matchRedirect, parseRedirects } from '../../../src/serve/rules.ts';

const SITE = 'https://exactconvert.example';
let cat: Catalogue;
const conv = (c: string, s: string): Conversion => {
  const v = cat.categoryBySlug.get(c)?.conversionBySlug.get(s);
  if (!v) throw new Error(`missing ${c}/${s}`);
  return v;
};

beforeAll(async () => {
  cat = await loadCatalogue({ dataDir: path.resolve(import.meta.dirname, '../../fixtures/site'), databaseUrl: '' });
});

describe('slugs (SPEC §5)', () => {
  it('builds conversion slugs from codes', () => {
    expect(conversionSlug('m', 'ft')).toBe('m-to-ft');
    expect(conversionSlug('US_GAL', 'imp_gal')).toBe('us-gal-to-imp-gal');
  });
  it('slugifies category names', () => {
    expect(slugify('Weight and Mass')).toBe('weight-and-mass');
    expect(slugify('  Énergie & Puissance!  ')).toBe('energie-and-puissance');
  });
  it('drops a trailing Converter from titles', () => {
    expect(categoryDisplayTitle('Length Converter')).toBe('Length');
    expect(categoryDisplayTitle('Data converter')).toBe('Data');
    expect(categoryDisplayTitle('Converter Units')).toBe('Converter Units');
  });
});

describe('page metadata (SPEC §2)', () => {
  it('titles and describes the home page', () => {
    const m = homeMeta(SITE, homeFaq(EN, { conversions: 1200, categories: 3, currencies: 4 }), EN, PUBLISHED_LOCALES);
    expect(m.title).toBe('ExactConvert - Free Online Unit Converter Tool');
    expect(m.description).toMatch(/length, weight, temperature, volume, currency and more with live/);
    expect(m.canonical).toBe(`${SITE}/`);
    expect(m.structuredData.map((d) => (d as { '@type': string })['@type'])).toEqual(['WebSite', 'FAQPage']);
  });
  it('titles a category page', () => {
    const c = cat.categoryBySlug.get('length');
    if (!c) throw new Error('no length');
    const m = categoryMeta(SITE, c, categoryFaq(c, EN), EN, PUBLISHED_LOCALES);
    expect(m.title).toBe('Length Converter - Free Length Converter - ExactConvert');
    expect(m.description).toBe('Free online length converter for units used in daily life and science.');
    expect(m.canonical).toBe(`${SITE}/convert/length`);
    expect(m.structuredData.map((d) => (d as { '@type': string })['@type'])).toEqual(['BreadcrumbList', 'FAQPage']);
  });
  it('titles a conversion page and prefers its meta description', () => {
    const plain = conversionMeta(SITE, conv('length', 'cm-to-in'), [], EN, PUBLISHED_LOCALES);
    expect(plain.title).toBe('Centimeter to Inch - Free Length Converter - ExactConvert');
    expect(plain.description).toBe('Convert Centimeter to Inch quickly and accurately with our free online converter tool.');
    expect(plain.canonical).toBe(`${SITE}/convert/length/cm-to-in`);
    expect(plain.keywords).toContain('cm to in');
    const custom = conversionMeta(SITE, conv('length', 'km-to-mi'), [], EN, PUBLISHED_LOCALES);
    expect(custom.description).toBe('Convert kilometers to miles: 1 km is 0.621371192237334 mi.');
  });
  it('gives static pages a generic title', () => {
    const m = staticMeta(SITE, { title: 'About Us', path: '/about' }, EN, PUBLISHED_LOCALES);
    expect(m.title).toBe('About Us - ExactConvert');
    expect(m.canonical).toBe(`${SITE}/about`);
  });
  it('escapes JSON-LD so it cannot close its script element', () => {
    expect(jsonLd({ name: '</script><b>&' })).toBe('{"name":"\\u003c/script\\u003e\\u003cb\\u003e\\u0026"}');
  });
});

describe('FAQ text', () => {
  it('has 10 generic + 2 specific questions on category pages', () => {
    expect(genericFaq(EN)).toHaveLength(10);
    const length = cat.categoryBySlug.get('length');
    const density = cat.categoryBySlug.get('density');
    if (!length || !density) throw new Error('fixture');
    const lf = categoryFaq(length, EN);
    expect(lf).toHaveLength(12);
    expect(lf[10]?.question).toBe('How many centimeters are in an inch?');
    const df = categoryFaq(density, EN);
    expect(df[10]?.question).toBe('What is density?');
    expect(df[11]?.answer).toContain('Kilogram per Cubic Meter');
  });
  it('builds 12 conversion questions from the unit names, symbols and exact values', () => {
    const f = conversionFaq(conv('length', 'in-to-cm'), EN);
    expect(f).toHaveLength(12);
    expect(f[0]?.question).toBe('How do I convert Inch to Centimeter?');
    expect(f[1]).toEqual({ question: 'How many Centimeter are in 1 Inch?', answer: '1 in = 2.54 cm.' });
    expect(f[2]?.answer).toBe('1 cm ≈ 0.393\u202f700\u202f787\u202f401\u202f575 in.');
    expect(f[4]?.answer).toBe('10 in = 25.4 cm.');
    expect(f[5]?.answer).toBe(
      'Yes. Both units are defined exactly and value in cm = value in in × 2.54 exactly; a result is rounded only when it has more digits than are shown, and is then marked ≈.',
    );
    const cur = conversionFaq(conv('currency', 'usd-to-btc'), EN);
    expect(cur).toHaveLength(12);
    expect(cur[4]?.answer).toMatch(/8 decimals/);
  });
  it('writes formulas for linear, affine and reciprocal units', () => {
    const f = (c: string, s: string): string => {
      const v = conv(c, s);
      if (v.from.kind !== 'unit' || v.to.kind !== 'unit') throw new Error('unit');
      return formulaText(v.from, v.to, EN);
    };
    // Relations between values (ISO 80000-1 §6.1), never between unit symbols.
    expect(f('length', 'in-to-cm')).toBe('value in cm = value in in × 2.54');
    expect(f('length', 'cm-to-in')).toBe('value in in = value in cm ÷ 2.54 (value in in ≈ value in cm × 0.393\u202f700\u202f787\u202f401\u202f575)');
    expect(f('temperature', 'celsius-to-fahrenheit')).toBe('value in °F = value in °C × 1.8 + 32');
    expect(f('temperature', 'fahrenheit-to-celsius')).toBe('value in °C = (value in °F − 32) × 5/9 (value in °C ≈ value in °F × 0.555\u202f555\u202f555\u202f555\u202f556 − 17.777\u202f777\u202f777\u202f777\u202f8)');
    expect(f('temperature', 'celsius-to-kelvin')).toBe('value in K = value in °C + 273.15');
    expect(f('fuel-economy', 'mpg-us-to-l-100km')).toBe('value in L/100 km = (112\u202f903/480) ÷ value in mpg (value in L/100 km ≈ 235.214\u202f583\u202f333\u202f333 ÷ value in mpg)');
    expect(f('fuel-economy', 'mpg-us-to-km-l')).toBe('value in km/L = value in mpg × 48\u202f000/112\u202f903 (value in km/L ≈ value in mpg × 0.425\u202f143\u202f707\u202f430\u202f272)');
    // A measured unit never gets an exact form.
    expect(f('length', 'bohr-to-m')).toBe('value in m ≈ value in a₀ × 5.291\u202f772\u202f105\u202f4 × 10⁻¹¹');
  });
});

describe('exactness statements (issue 9)', () => {
  const units = (c: string, s: string) => {
    const v = conv(c, s);
    if (v.from.kind !== 'unit' || v.to.kind !== 'unit') throw new Error('unit');
    return [v.from, v.to] as const;
  };
  it('derives exactness from the catalogue field, not from the expression', () => {
    expect(pairExactness(...units('length', 'in-to-cm')).kind).toBe('exact');
    expect(pairExactness(...units('length', 'bohr-to-m'))).toMatchObject({ kind: 'measured', measured: [{ code: 'bohr' }] });
    expect(exactnessStatement(...units('length', 'cm-to-in'), EN)).toMatch(/^The first form is exact/);
    expect(exactnessStatement(...units('length', 'bohr-to-mm'), EN)).toMatch(/^Not exact\. Unit without an exact definition: Bohr [Rr]adius \(its value is measured/);
    expect(exactnessAnswer(...units('length', 'bohr-to-mm'), EN)).toMatch(/^No\. Unit without an exact definition: Bohr [Rr]adius; its value is the one stated in the source note on this page\./);
  });
  it('uses = only for a shown value that is the exact value of an exact pair', () => {
    const [inch, cm] = units('length', 'in-to-cm');
    expect(relation(inch, cm, convertShown('1', inch, cm))).toBe('=');
    expect(relation(cm, inch, convertShown('1', cm, inch))).toBe('≈');
    const [bohr, m] = units('length', 'bohr-to-m');
    expect(relation(bohr, m, convertShown('1', bohr, m))).toBe('≈');
    const faq = conversionFaq(conv('length', 'bohr-to-m'), EN);
    expect(faq[1]?.answer).toBe('1 a₀ ≈ 5.291\u202f772\u202f105\u202f4 × 10⁻¹¹ m.');
    expect(faq.map((q) => q.answer).join(' ')).not.toMatch(/\bexact definitions\b|Yes\. Both/);
  });
  it('writes names where two units share a symbol (never "1 尺 = 1.1 尺")', () => {
    const unit = (code: string, name: string, factor: string) => unitModel({ code, name, symbol: '尺', factor, offset: undefined, reciprocal: false, exact: true });
    const chi = unit('chi', 'Chi (Chinese Foot)', '1/3');
    const shaku = unit('shaku', 'Shaku (Japanese)', '10/33');
    expect(pairShort(chi, shaku)).toEqual(['Chi (Chinese Foot)', 'Shaku (Japanese)']);
    // A unit to itself shares its symbol with no other unit: "3 尺 = 3 尺".
    expect(pairShort(chi, chi)).toEqual(['尺', '尺']);
    expect(conversionFormula(chi, shaku).exact).toBe('⟦Shaku (Japanese)⟧ = ⟦Chi (Chinese Foot)⟧ × 1.1');
  });
  it('tracks pi: equal powers cancel, different ones leave the ratio irrational', () => {
    const unit = (code: string, factor: string) => unitModel({ code, name: code, symbol: code, factor, offset: undefined, reciprocal: false, exact: true });
    const pc = unit('pc', '149597870700*648000/pi');
    const kpc = unit('kpc', '149597870700*648000/pi*1e3');
    const m = unit('m', '1');
    expect(pc.exactRational).toBe(false);
    expect(pairExactness(pc, kpc).kind).toBe('exact');
    expect(conversionFormula(pc, kpc).exact).toBe('⟦kpc⟧ = ⟦pc⟧ × 0.001');
    expect(pairExactness(pc, m).kind).toBe('pi');
    expect(conversionFormula(pc, m).exact).toBeUndefined();
  });
});

describe('related and other conversions', () => {
  it('lists popular ones except the current, and others from the same unit first', () => {
    const c = conv('length', 'm-to-ft');
    expect(relatedConversions(c, 12).map((x) => x.slug)).toEqual(['cm-to-in', 'km-to-mi']);
    const others = otherConversions(c, 12, relatedConversions(c, 12));
    expect(others).toHaveLength(12);
    expect(others.slice(0, 5).every((x) => x.from.code === 'm')).toBe(true);
    expect(others.map((x) => x.slug)).not.toContain('m-to-ft');
    expect(reverseOf(c)?.slug).toBe('ft-to-m');
  });
});

const byUrlOf = <T extends { url: string }>(items: T[]): Map<string, T> => new Map(items.map((e) => [e.url, e]));

describe('sitemap (SPEC §9)', () => {
  it('lists every page once, hubs included, with its kind\'s priority and change frequency', () => {
    const items = indexedPages(cat, PUBLISHED_LOCALES).map((p) => sitemapItem(absoluteUrl(SITE, p.localPath), p.kind, '2026-11-22'));
    const urls = items.map((e) => e.url);
    expect(new Set(urls).size).toBe(urls.length);
    const ultras = cat.categories.filter(hasUltra);
    expect(ultras.map((c) => c.slug)).not.toContain('currency');
    // Every page in each of the five languages (7 static pages: home, expression, about, contact, terms, privacy, embed).
    // And the substances' list, each substance's page and its ten pairs' pages.
    const substancePages = cat.substances.list.length === 0 ? 0 : 1 + cat.substances.list.length * 11;
    expect(cat.substances.list.length).toBeGreaterThan(0);
    expect(items.length).toBe((7 + cat.categories.length + cat.unitCount + cat.currencies.length + ultras.length + cat.conversionCount + substancePages) * PUBLISHED_LOCALES.length);
    expect(byUrlOf(items).get(`${SITE}/es/convert/length`)).toMatchObject({ changefreq: 'weekly', priority: 0.9 });
    expect(byUrlOf(items).get(`${SITE}/az`)).toMatchObject({ changefreq: 'daily', priority: 1 });
    const byUrl = new Map(items.map((e) => [e.url, e]));
    expect(byUrl.get(`${SITE}/`)).toEqual({ url: `${SITE}/`, lastmod: '2026-11-22', changefreq: 'daily', priority: 1 });
    expect(byUrl.get(`${SITE}/about`)?.priority).toBe(0.8);
    expect(byUrl.get(`${SITE}/es/expression`)).toMatchObject({ changefreq: 'monthly', priority: 0.9 });
    expect(byUrl.get(`${SITE}/contact`)?.priority).toBe(0.7);
    expect(byUrl.get(`${SITE}/de/embed`)).toMatchObject({ changefreq: 'monthly', priority: 0.5 });
    expect(byUrl.has(`${SITE}/de/embed/frame`)).toBe(false);
    expect(byUrl.get(`${SITE}/terms`)?.changefreq).toBe('yearly');
    expect(byUrl.get(`${SITE}/convert/length`)).toMatchObject({ changefreq: 'weekly', priority: 0.9 });
    expect(byUrl.get(`${SITE}/units/length/in`)).toMatchObject({ changefreq: 'weekly', priority: 0.85, fullPrecisionPriority: true });
    expect(byUrl.get(`${SITE}/units/currency/usd`)).toMatchObject({ priority: 0.85 });
    expect(byUrl.get(`${SITE}/convert/length/cm-to-in`)).toMatchObject({ changefreq: 'weekly', priority: 0.8 });
    expect(byUrl.get(`${SITE}/ultra/length`)).toMatchObject({ changefreq: 'weekly', priority: 0.8 });
  });
  it('takes a page\'s rule from its kind, never its URL, and leaves out the kind not indexed', () => {
    // The legal pages share one rule (SPEC §9), as two kinds.
    expect(PAGE_KINDS.terms.sitemap).toEqual({ changefreq: 'yearly', priority: 0.5 });
    expect(PAGE_KINDS.privacy.sitemap).toEqual(PAGE_KINDS.terms.sitemap);
    // The entry is the record's kind's, whatever the URL says.
    expect(sitemapItem(`${SITE}/about`, 'conversion', '2026-11-22')).toMatchObject({ changefreq: 'weekly', priority: 0.8 });
    // The 404 page of each language is a page, but not in the sitemaps; asking for its entry throws.
    const notFound = sitePages(cat, PUBLISHED_LOCALES).filter((p) => p.kind === 'not-found');
    expect(notFound.length).toBeGreaterThan(1);
    expect(new Set(notFound.map((p) => p.path))).toEqual(new Set(['/404']));
    expect(indexedPages(cat, PUBLISHED_LOCALES).filter((p) => p.kind === 'not-found')).toEqual([]);
    expect(() => sitemapItem(`${SITE}/404`, 'not-found', '2026-11-22')).toThrow('sitemap: https://exactconvert.example/404 is a page of kind not-found, which the sitemaps do not list');
  });
  it('orders URLs as @astrojs/sitemap does (numeric collation)', () => {
    expect([`${SITE}/b10`, `${SITE}/b9`, `${SITE}/a`].sort(URL_ORDER.compare)).toEqual([`${SITE}/a`, `${SITE}/b9`, `${SITE}/b10`]);
  });
  it('puts a route\'s paths in that order, so the integration\'s sort finds them sorted', () => {
    const items = [{ slug: 'km-to-mi' }, { slug: 'ft10-to-m' }, { slug: 'ft9-to-m' }, { slug: 'Cm-to-m' }];
    const ordered = inSitemapOrder(items, (i) => `/convert/length/${i.slug}`);
    expect(ordered.map((i) => i.slug)).toEqual(['Cm-to-m', 'ft9-to-m', 'ft10-to-m', 'km-to-mi']);
    const urls = ordered.map((i) => `${SITE}/convert/length/${i.slug}`);
    expect([...urls].sort(URL_ORDER.compare)).toEqual(urls);
    let comparisons = 0;
    [...urls].sort((a, b) => (comparisons++, a.localeCompare(b, 'en', { numeric: true })));
    expect(comparisons).toBe(urls.length - 1);
  });
  it('writes robots.txt and ads.txt', () => {
    const r = robotsTxt(SITE);
    expect(r).toContain('Crawl-delay: 1');
    expect(r).toContain('Disallow: /admin/');
    expect(r).toContain('Disallow: /api/');
    expect(r).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(adsTxt('pub-123')).toBe('google.com, pub-123, DIRECT, f08c47fec0942fa0\n');
  });
});

describe('search suggestions (SPEC §2)', () => {
  const items = [
    { name: 'Meter per Second Squared', code: 'm_s2', symbol: 'm/s²' },
    { name: 'Meter', code: 'm', symbol: 'm' },
    { name: 'Kilometer', code: 'km', symbol: 'km' },
    { name: 'Square Meter', code: 'm2', symbol: 'm²' },
  ];
  it('needs 2 characters and returns at most the maximum, best matches first', () => {
    expect(suggest(items, 'm', 8, 2)).toEqual([]);
    expect(suggest(items, 'me', 8, 2).map((x) => x.code)).toEqual(['m', 'm_s2', 'm2', 'km']);
    expect(suggest(items, 'meter', 2, 2)).toHaveLength(2);
    expect(suggest(items, 'KM', 8, 2).map((x) => x.code)).toEqual(['km']);
    expect(suggest(items, 'ter', 8, 2).map((x) => x.code)).toEqual(['m', 'km', 'm2', 'm_s2']);
  });
});

describe('link checker and static host', () => {
  it('finds internal links and ignores external ones', () => {
    expect(internalLinks('<a href="/a?x=1#y"></a><a href="https://x.org/"></a><a href="//cdn/x"></a><img src="/i.svg">')).toEqual(['/a', '/i.svg']);
  });
  it('reports a broken link and accepts links through redirects', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'links-'));
    await mkdir(path.join(dir, 'convert'));
    await writeFile(path.join(dir, 'index.html'), '<a href="/convert/ok"></a><a href="/old"></a><a href="/missing"></a><a href="/gone"></a>');
    await writeFile(path.join(dir, 'convert/ok.html'), '<a href="/">home</a>');
    await writeFile(path.join(dir, '_redirects'), '/old /convert/ok 301\n/gone /nowhere 301\n');
    const r = await checkLinks(dir);
    await rm(dir, { recursive: true, force: true });
    expect(r.pages).toBe(2);
    expect(r.broken).toEqual([
      { page: '/index.html', link: '/missing', reason: 'no such page' },
      { page: '/index.html', link: '/gone', reason: 'redirects to missing /nowhere' },
    ]);
  });
  it('applies _redirects rules with splats', () => {
    const rules = parseRedirects('# c\n/a /b 301\n/converter/* /convert/:splat 200\n');
    expect(matchRedirect(rules, '/a')).toEqual({ to: '/b', status: 301 });
    expect(matchRedirect(rules, '/converter/length/m-to-ft')).toEqual({ to: '/convert/length/m-to-ft', status: 200 });
    expect(matchRedirect(rules, '/x')).toBeUndefined();
  });
});
