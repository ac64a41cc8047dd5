// The view functions of the page kinds, without Astro: what a page says and links, from the
// fixture catalogue, in English and Spanish.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogueSources } from '../../../src/catalogue/index.ts';
import { buildCatalogue, type Catalogue } from '../../../src/core/catalogue.ts';
import { lang } from '../../../src/i18n/lang.ts';
import { type Locale, PUBLISHED_LOCALES } from '../../../src/i18n/locales.ts';
import { localizeCatalogue } from '../../../src/i18n/localize-catalogue.ts';
import type { PageContext } from '../../../src/site/routes.ts';
import { categoryView } from '../../../src/site/views/category.ts';
import { conversionView } from '../../../src/site/views/conversion.ts';
import { homeView } from '../../../src/site/views/home.ts';
import { notFoundView } from '../../../src/site/views/not-found.ts';
import { footerView } from '../../../src/site/views/page.ts';
import { legalView } from '../../../src/site/views/static-pages.ts';
import { ultraView } from '../../../src/site/views/ultra.ts';
import { unitHubView } from '../../../src/site/views/unit-hub.ts';

const SITE = 'https://exactconvert.example';
let english: Catalogue;

beforeAll(async () => {
  english = buildCatalogue(await loadCatalogueSources({ databaseUrl: '', dataDir: path.resolve(import.meta.dirname, '../../fixtures/catalogue-small') }));
});

function ctx(locale: Locale, date?: string): PageContext {
  return { l: lang(locale), cat: localizeCatalogue(english, locale), english, site: SITE, footer: footerView(lang(locale), 2026), date, locales: PUBLISHED_LOCALES };
}

describe('the view of a conversion page', () => {
  it('states the exact result, the table, the formula and links in the page language', () => {
    const v = conversionView(ctx('en'), { category: 'length', conversion: 'in-to-cm' });
    expect(v.pair).toBe('Inch to Centimeter');
    expect(v.about?.oneLine).toContain('= 2.54');
    expect(v.about?.rows).toHaveLength(13);
    expect(v.about?.rows.every((r) => !r.shown.startsWith('≈'))).toBe(true);
    expect(v.about?.approxNote).toBeUndefined();
    expect(v.about?.formula).toEqual({ exact: 'value in cm = value in in × 2.54', rounded: undefined, approx: undefined });
    expect(v.about?.exactness).toBe('exact');
    const inch = english.categoryBySlug.get('length')?.unitByCode.get('in');
    if (v.widget.kind !== 'converter') throw new Error('a unit pair with a currency panel');
    expect(v.widget.from).toMatchObject({ code: 'in', symbol: 'in', reciprocal: false });
    expect(v.widget.from.factor).toBe(inch?.kind === 'unit' ? inch.factor.toString() : 'no inch');
    expect(v.widget.exact).toBe(true);
    expect(v.reverse).toEqual({ href: '/convert/length/cm-to-in', text: 'Reverse: centimeter to inch' });
    expect(v.meta.canonical).toBe(`${SITE}/convert/length/in-to-cm`);
    expect(v.otherLinks.length).toBeGreaterThan(0);
    expect(v.otherLinks.every((x) => x.href.startsWith('/convert/length/'))).toBe(true);
    expect(v.footer.rights).toBe('© 2026 ExactConvert. All rights reserved.');

    const es = conversionView(ctx('es'), { category: 'length', conversion: 'in-to-cm' });
    expect(es.pair).toBe('Pulgadas a centímetros');
    expect(es.reverse.href).toBe('/es/convert/length/cm-to-in');
    expect(es.about?.formula.exact).toBe('valor en cm = valor en in × 2,54');
    expect(es.otherLinks.every((x) => x.href.startsWith('/es/convert/length/'))).toBe(true);
  });

  it('marks a rounded row of the table, and labels each source note in the language', () => {
    const v = conversionView(ctx('en'), { category: 'length', conversion: 'cm-to-in' });
    const rounded = v.about?.rows.filter((r) => r.shown.startsWith('≈ ')) ?? [];
    expect(rounded.length).toBeGreaterThan(0);
    expect(v.about?.approxNote).toBe(lang('en').t('conversion.approxNote'));
    const sources = (locale: Locale) => conversionView(ctx(locale), { category: 'length', conversion: 'in-to-cm' }).about?.sources.map((s) => s.label) ?? [];
    expect(sources('en')[0]).toMatch(/^Source: /);
    expect(sources('fr')[0]).toMatch(/^Source\u202f: /);
  });

  it('a currency pair gets the currency panel, with its text without script', () => {
    const v = conversionView(ctx('en'), { category: 'currency', conversion: 'usd-to-eur' });
    expect(v.about).toBeUndefined();
    if (v.widget.kind !== 'currency') throw new Error('a currency pair with a unit converter');
    expect(v.widget.pair.map(([code]) => code)).toEqual(['USD', 'EUR']);
    expect(v.widget.noscript).toContain('USD');
  });

  it('links a temperature reading to the same scales as a change, and refuses an unknown page', () => {
    const v = conversionView(ctx('en'), { category: 'temperature', conversion: 'celsius-to-fahrenheit' });
    expect(v.widget.kind).toBe('converter');
    expect(() => conversionView(ctx('en'), { category: 'length', conversion: 'no-such' })).toThrow('Unknown conversion length/no-such');
  });
});

describe('the views of the other page kinds', () => {
  it('a category page: its search units carry the English name where the shown one differs', () => {
    const v = categoryView(ctx('es'), { category: 'length' });
    expect(v.meta.canonical).toBe(`${SITE}/es/convert/length`);
    const inch = v.search?.units.find((u) => u.code === 'in');
    expect(inch).toMatchObject({ name: 'Pulgada', en: 'Inch', category: 'length' });
    expect(v.search?.placeholders[0]).not.toBe('');
    expect(v.popular.length).toBeGreaterThan(0);
    expect(v.units.every((x) => x.href.startsWith('/es/units/length/'))).toBe(true);
  });

  it('a unit hub: every conversion from the unit, with its reverse', () => {
    const v = unitHubView(ctx('en'), { category: 'length', unit: 'in' });
    expect(v.rows.length).toBe(english.categoryBySlug.get('length')?.units.length === undefined ? 0 : (english.categoryBySlug.get('length')?.units.length ?? 0) - 1);
    expect(v.rows.every((r) => r.reverse !== undefined)).toBe(true);
    expect(v.definition).toMatchObject({ kind: 'unit', defined: { formula: '1 in = 0.0254 m', reciprocal: '' } });
    expect(v.rows.map((r) => r.link.href)).toContain('/convert/length/in-to-cm');
  });

  it('an Ultra view: the units with their exact models, the other views in the language’s alphabetical order', () => {
    const v = ultraView(ctx('es'), { category: 'length' });
    expect(v.island.units.find((u) => u.code === 'ft')).toMatchObject({ name: 'Pie', exactDefinition: true, exactRational: true, reciprocal: false });
    const names = v.island.categories.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
    expect(v.meta.title).toMatch(/^Vista ultra de longitud/);
    expect(v.meta.canonical).toBe(`${SITE}/es/ultra/length`);
  });

  it('the home page states the counts it is given, each exactly (unit and currency converters together); the 404 page is not indexed', () => {
    const counts = { categories: 4, conversions: 108, currencyConversions: 12, currencies: 4 } as Parameters<typeof homeView>[1];
    const home = homeView(ctx('en'), counts);
    expect(home.intro).toContain('120');
    expect(home.faq.find((f) => f.question === 'How many converters are there?')?.answer).toBe('120 converters in 4 categories, including live currency conversion between 4 currencies.');
    const nf = notFoundView(ctx('de'));
    expect(nf.meta.noindex).toBe(true);
    expect(nf.meta.canonical).toBe(`${SITE}/de/404`);
    expect(nf.slugs).toEqual(english.categories.map((c) => c.slug));
  });

  it('a legal page states the build date it is given, as the language writes dates', () => {
    expect(legalView(ctx('en', '2026-11-26'), 'terms')).toMatchObject({ date: '2026-11-26', updated: 'November 26, 2026' });
    expect(legalView(ctx('es', '2026-01-05'), 'privacy').updated).toBe('5 de enero de 2026');
    expect(legalView(ctx('de', '2026-01-05'), 'privacy').updated).toBe('5. Januar 2026');
    // A job without the site shard has no date: its pages' keys hold only the year.
    expect(() => legalView(ctx('en'), 'terms')).toThrow('Only the site shard');
  });
});

describe('the footer', () => {
  it('states the year it is given, and names its pairs in the page language, linking the pages themselves', () => {
    expect(footerView(lang('en'), 2031).rights).toBe('© 2031 ExactConvert. All rights reserved.');
    expect(footerView(lang('en'), 2026).quick[0]).toEqual({ text: 'cm to in', href: '/convert/length/cm-to-inches' });
    const de = footerView(lang('de'), 2026);
    expect(de.quick.map((x) => x.href)).toEqual(['/de/convert/length/cm-to-in', '/de/convert/weight-and-mass/kg-to-lb', '/de/convert/temperature/celsius-to-fahrenheit', '/de/convert/currency/usd-to-eur']);
    expect(de.quick.map((x) => x.text)).toEqual(['Zentimeter in Zoll', 'Kilogramm in Pfund', 'Grad Celsius in Grad Fahrenheit', 'USD in EUR']);
  });
});
