// The view functions of the page kinds, without Astro: what a page says and links, from the
// fixture catalogue, in English and Spanish.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogueSources } from '../../../src/catalogue/index.ts';
import { buildCatalogue, type Catalogue } from '../../../src/core/catalogue.ts';
import { lang } from '../../../src/i18n/lang.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { localizeCatalogue } from '../../../src/i18n/localize-catalogue.ts';
import type { PageContext } from '../../../src/site/routes.ts';
import { categoryView } from '../../../src/site/views/category.ts';
import { conversionView } from '../../../src/site/views/conversion.ts';
import { homeView } from '../../../src/site/views/home.ts';
import { notFoundView } from '../../../src/site/views/not-found.ts';
import { legalView } from '../../../src/site/views/static-pages.ts';
import { ultraView } from '../../../src/site/views/ultra.ts';
import { unitHubView } from '../../../src/site/views/unit-hub.ts';

const SITE = 'https://exactconvert.example';
let english: Catalogue;

beforeAll(async () => {
  english = buildCatalogue(await loadCatalogueSources({ databaseUrl: '', dataDir: path.resolve(import.meta.dirname, '../../fixtures/catalogue-small') }));
});

function ctx(locale: Locale): PageContext {
  return { l: lang(locale), cat: localizeCatalogue(english, locale), english, site: SITE };
}

describe('the view of a conversion page', () => {
  it('states the exact result, the table, the formula and links in the page language', () => {
    const v = conversionView(ctx('en'), { category: 'length', conversion: 'in-to-cm' });
    expect(v.pair).toBe('Inch to Centimeter');
    expect(v.about?.one.text).toBe('2.54');
    expect(v.about?.rows).toHaveLength(13);
    expect(v.formulaLine?.exact).toBe('value in cm = value in in × 2.54');
    expect(v.pairKind).toBe('exact');
    const inch = english.categoryBySlug.get('length')?.unitByCode.get('in');
    expect(v.island?.from).toMatchObject({ code: 'in', symbol: 'in', reciprocal: false });
    expect(v.island?.from.factor).toBe(inch?.kind === 'unit' ? inch.factor.toString() : 'no inch');
    expect(v.reverseHref).toBe('/convert/length/cm-to-in');
    expect(v.meta.canonical).toBe(`${SITE}/convert/length/in-to-cm`);
    expect(v.otherLinks.length).toBeGreaterThan(0);
    expect(v.otherLinks.every((x) => x.href.startsWith('/convert/length/'))).toBe(true);
    expect(v.sourceColon).toBe(': ');

    const es = conversionView(ctx('es'), { category: 'length', conversion: 'in-to-cm' });
    expect(es.pair).toBe('Pulgadas a centímetros');
    expect(es.reverseHref).toBe('/es/convert/length/cm-to-in');
    expect(es.formulaLine?.exact).toBe('valor en cm = valor en in × 2,54');
    expect(es.otherLinks.every((x) => x.href.startsWith('/es/convert/length/'))).toBe(true);
    expect(conversionView(ctx('fr'), { category: 'length', conversion: 'in-to-cm' }).sourceColon).toBe('\u202f: ');
  });

  it('links a temperature reading to the same scales as a change, and refuses an unknown page', () => {
    const v = conversionView(ctx('en'), { category: 'temperature', conversion: 'celsius-to-fahrenheit' });
    expect(v.island).toBeDefined();
    expect(() => conversionView(ctx('en'), { category: 'length', conversion: 'no-such' })).toThrow('Unknown conversion length/no-such');
  });
});

describe('the views of the other page kinds', () => {
  it('a category page: its search units carry the English name where the shown one differs', () => {
    const v = categoryView(ctx('es'), { category: 'length' });
    expect(v.meta.canonical).toBe(`${SITE}/es/convert/length`);
    const inch = v.searchUnits.find((u) => u.code === 'in');
    expect(inch).toMatchObject({ name: 'Pulgada', en: 'Inch', category: 'length' });
    expect(v.placeholders[0]).not.toBe('');
    expect(v.popular.length).toBeGreaterThan(0);
  });

  it('a unit hub: every conversion from the unit, with its reverse', () => {
    const v = unitHubView(ctx('en'), { category: 'length', unit: 'in' });
    expect(v.rows.length).toBe(english.categoryBySlug.get('length')?.units.length === undefined ? 0 : (english.categoryBySlug.get('length')?.units.length ?? 0) - 1);
    expect(v.rows.every((r) => r.reverse !== undefined)).toBe(true);
    expect(v.def?.formula).toBe('1 in = 0.0254 m');
    expect(v.href('in-to-cm')).toBe('/convert/length/in-to-cm');
  });

  it('an Ultra view: the units with their exact models, the other views in the language’s alphabetical order', () => {
    const v = ultraView(ctx('es'), { category: 'length' });
    expect(v.props.find((u) => u.code === 'ft')).toMatchObject({ name: 'Pie', exactDefinition: true, exactRational: true, reciprocal: false });
    const names = v.categories.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
    expect(v.meta.title).toMatch(/^Vista ultra de longitud/);
    expect(v.meta.canonical).toBe(`${SITE}/es/ultra/length`);
  });

  it('the home page states the counts it is given, each exactly (unit and currency converters together); the 404 page is not indexed', () => {
    const counts = { categories: 4, conversions: 108, currencyConversions: 12, currencies: 4 } as Parameters<typeof homeView>[1];
    const home = homeView(ctx('en'), counts);
    expect(home.counts).toEqual({ categories: 4, conversions: 120, currencies: 4 });
    expect(home.faq.find((f) => f.question === 'How many converters are there?')?.answer).toBe('120 converters in 4 categories, including live currency conversion between 4 currencies.');
    const nf = notFoundView(ctx('de'));
    expect(nf.meta.noindex).toBe(true);
    expect(nf.meta.canonical).toBe(`${SITE}/de/404`);
    expect(nf.slugs).toEqual(english.categories.map((c) => c.slug));
  });

  it('a legal page states the build date it is given, as the language writes dates', () => {
    expect(legalView(ctx('en'), 'terms', '2026-11-26')).toMatchObject({ date: '2026-11-26', updated: 'November 26, 2026' });
    expect(legalView(ctx('es'), 'privacy', '2026-01-05').updated).toBe('5 de enero de 2026');
    expect(legalView(ctx('de'), 'privacy', '2026-01-05').updated).toBe('5. Januar 2026');
  });
});
