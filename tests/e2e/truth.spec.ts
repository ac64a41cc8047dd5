/**
 * Issue 9: every statement about a number on the built conversion pages is true. The
 * fixture site (built by scripts/e2e.ts) has exact pairs, non-terminating ratios,
 * affine temperatures, reciprocal fuel economy and a measured unit (the Bohr radius);
 * every one of its conversion pages is checked with exact arithmetic, and the check is
 * shown to catch each kind of untrue statement planted in a copy of a real page.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loadCatalogue } from '../../src/catalogue/index.ts';
import type { Catalogue, Conversion } from '../../src/core/catalogue.ts';
import { PUBLISHED_LOCALES } from '../../src/i18n/locales.ts';
import { checkBuiltSite } from '../../src/checks/truth.ts';
import { checkConversionPage } from '../../src/checks/truth-conversion.ts';
import { checkUltraPage } from '../../src/checks/truth-ultra.ts';
import type { Unit } from '../../src/core/catalogue.ts';
import { localizeCatalogue } from '../../src/i18n/localize-catalogue.ts';
import { siteMessages, type SiteKey } from '../../src/i18n/site-messages.ts';

const siteDir = path.resolve(process.env['E2E_SITE_DIR'] ?? '.tmp/e2e-site');
let cat: Catalogue;
const conv = (c: string, s: string): Conversion => {
  const v = cat.categoryBySlug.get(c)?.conversionBySlug.get(s);
  if (!v) throw new Error(`missing ${c}/${s}`);
  return v;
};
const page = (c: string, s: string): Promise<string> => readFile(path.join(siteDir, 'convert', c, `${s}.html`), 'utf8');

test.beforeAll(async () => {
  cat = await loadCatalogue({ dataDir: path.resolve(import.meta.dirname, '../fixtures/site'), databaseUrl: '' });
});

test('every conversion page of the fixture site says only true things about its numbers', async () => {
  const report = await checkBuiltSite(siteDir, cat, 1, PUBLISHED_LOCALES);
  expect(report.problems).toEqual([]);
  // Every conversion page and Ultra view in each of the five languages.
  expect(report.pages).toBeGreaterThan(500);
});

test('the check reads a Spanish page in Spanish and catches its untrue statements', async () => {
  const es = await readFile(path.join(siteDir, 'es/convert/length/cm-to-in.html'), 'utf8');
  const c = localizeCatalogue(cat, 'es').categoryBySlug.get('length')?.conversionBySlug.get('cm-to-in');
  if (!c) throw new Error('missing es cm-to-in');
  expect(checkConversionPage(es, c, 'p', 'es')).toEqual([]);
  // The English reading of a Spanish page finds nothing it can vouch for.
  expect(checkConversionPage(es, c, 'p').length).toBeGreaterThan(0);
  const planted: [string, string, RegExp][] = [
    ['a wrong digit', es.replace('≈ 0,393\u202f700\u202f787\u202f401\u202f575 in,', '≈ 0,393\u202f700\u202f787\u202f401\u202f576 in,'), /not .* correctly rounded/],
    ['an English decimal point on a Spanish page', es.replace('≈ 0,393\u202f700\u202f787\u202f401\u202f575 in,', '≈ 0.393\u202f700\u202f787\u202f401\u202f575 in,'), /in the language's number form|no "1 cm/],
    ['ungrouped digits on a Spanish page', es.replace('≈ 0,393\u202f700\u202f787\u202f401\u202f575 in,', '≈ 0,393700787401575 in,'), /in the language's number form|no "1 cm/],
    ['a wrong table value', es.replace('<td>≈ 3,937\u202f007\u202f874\u202f015\u202f75</td>', '<td>≈ 3,937\u202f007\u202f874\u202f015\u202f76</td>'), /table 10: .* not .* correctly rounded/],
  ];
  for (const [what, html, re] of planted) {
    expect(html, what).not.toBe(es);
    expect(checkConversionPage(html, c, 'p', 'es').join('\n'), what).toMatch(re);
  }
  // An exact decimal said, in Spanish, not to end.
  const inCm = await readFile(path.join(siteDir, 'es/convert/length/in-to-cm.html'), 'utf8');
  const ic = localizeCatalogue(cat, 'es').categoryBySlug.get('length')?.conversionBySlug.get('in-to-cm');
  if (!ic) throw new Error('missing es in-to-cm');
  expect(checkConversionPage(inCm, ic, 'p', 'es')).toEqual([]);
  const say = (k: SiteKey): string => siteMessages('es')[k] as string;
  const notEnding = inCm.replace(`>${say('exact.whole')}`, `>${say('exact.firstForm').replace('{reason}', say('reason.noEnd'))}`);
  expect(notEnding).not.toBe(inCm);
  expect(checkConversionPage(notEnding, ic, 'p', 'es').join('\n')).toMatch(/says the decimal does not end, but .* ends after 3 significant digits/);
});

test('the check catches each kind of untrue statement', async () => {
  const cmIn = await page('length', 'cm-to-in');
  const c = conv('length', 'cm-to-in');
  expect(checkConversionPage(cmIn, c, 'p')).toEqual([]);
  const planted: [string, string, RegExp][] = [
    ['a wrong digit', cmIn.replace('(cm) ≈ 0.393\u202f700\u202f787\u202f401\u202f575 in,', '(cm) ≈ 0.393\u202f700\u202f787\u202f401\u202f576 in,'), /not .* correctly rounded/],
    ['a rounded value called equal', cmIn.replace('(cm) ≈ 0.393\u202f700\u202f787\u202f401\u202f575 in,', '(cm) = 0.393\u202f700\u202f787\u202f401\u202f575 in,'), /"= 0.393700787401575" but the exact value/],
    ['a programmer number', cmIn.replace('(cm) ≈ 0.393\u202f700\u202f787\u202f401\u202f575 in,', '(cm) ≈ 0.393700787401575 in,'), /in the language's number form/],
    ['the old "(exact)"', cmIn.replace('</code>.', '</code> (exact).'), /still says "\(exact\)"/],
    ['too few digits', cmIn.replace('(cm) ≈ 0.393\u202f700\u202f787\u202f401\u202f575 in,', '(cm) ≈ 0.393\u202f700\u202f79 in,'), /fewer than 11 significant digits/],
    ['a wrong exact formula', cmIn.replace('<code>value in in = value in cm ÷ 2.54</code>', '<code>value in in = value in cm ÷ 2.5</code>'), /formula "value in in = value in cm ÷ 2.5" gives/],
    // ISO 80000-1 §6.1: a formula relates values; one between unit symbols says the reverse of the truth.
    ['a formula between unit symbols', cmIn.replace('<code>value in in = value in cm ÷ 2.54</code>', '<code>in = cm ÷ 2.54</code>'), /formula "in = cm ÷ 2.54" is not "value in in = ..."/],
    ['a wrong FAQ number', cmIn.replaceAll('1 in = 2.54 cm.', '1 in = 2.55 cm.'), /FAQ "1 in = 2.55 cm\."/],
    ['JSON-LD saying other than the page', cmIn.replace('Yes, as a ratio', 'Yes, exactly'), /JSON-LD answer "Yes, exactly/],
  ];
  for (const [what, html, re] of planted) {
    expect(html, what).not.toBe(cmIn);
    expect(checkConversionPage(html, c, 'p').join('\n'), what).toMatch(re);
  }
  // A measured unit called exact.
  const bohr = await page('length', 'bohr-to-m');
  const b = conv('length', 'bohr-to-m');
  expect(checkConversionPage(bohr, b, 'p')).toEqual([]);
  expect(checkConversionPage(bohr.replace('data-exactness="measured">Not exact', 'data-exactness="exact">Exact'), b, 'p').join('\n')).toMatch(/exactness "exact" but the data says "measured"/);
  expect(checkConversionPage(bohr.replaceAll('value in m ≈ value in a₀ ×', 'value in m = value in a₀ ×'), b, 'p').join('\n')).toMatch(/claims exactness the data does not give/);
  // A decimal that ends, said not to end; an exact formula marked as rounded.
  const inCm = await page('length', 'in-to-cm');
  const ic = conv('length', 'in-to-cm');
  expect(checkConversionPage(inCm, ic, 'p')).toEqual([]);
  const notEnding = inCm.replace(
    '>Exact: both units are defined exactly and this formula is their exact relation.',
    '>The first form is exact (both units are defined exactly); its decimal expansion does not terminate, so the decimal form and results marked ≈ are rounded.',
  );
  expect(notEnding).not.toBe(inCm);
  expect(checkConversionPage(notEnding, ic, 'p').join('\n')).toMatch(/says the decimal does not end, but .* ends after 3 significant digits/);
  const roundedExact = inCm.replaceAll('<code>value in cm = value in in × 2.54</code>', '<code>value in cm ≈ value in in × 2.54</code>');
  expect(roundedExact).not.toBe(inCm);
  expect(checkConversionPage(roundedExact, ic, 'p').join('\n')).toMatch(/formula "value in cm ≈ value in in × 2.54" is marked rounded \(≈\) but is exact/);
  // A temperature formula.
  const fc = await page('temperature', 'fahrenheit-to-celsius');
  expect(checkConversionPage(fc.replaceAll('(value in °F − 32) × 5/9', '(value in °F − 32) × 5/8'), conv('temperature', 'fahrenheit-to-celsius'), 'p').join('\n')).toMatch(/formula .* gives/);
});

test('the Ultra view says only true things about its numbers, and the check catches a wrong one', async () => {
  const html = await readFile(path.join(siteDir, 'ultra', 'length.html'), 'utf8');
  const units = (cat.categoryBySlug.get('length')?.units ?? []).filter((u): u is Unit => u.kind === 'unit');
  expect(checkUltraPage(html, units, 'u')).toEqual([]);
  expect(html).toContain('≈ <span class="break-all">3.280\u202f839\u202f895\u202f013\u202f12</span>');
  expect(checkUltraPage(html.replace('≈ <span class="break-all">3.280\u202f839\u202f895\u202f013\u202f12</span>', '<span class="break-all">3.280\u202f839\u202f895\u202f013\u202f12</span>'), units, 'u').join('\n')).toMatch(/row ft: "= 3.28083989501312" but the exact value/);
  expect(checkUltraPage(html.replace('3.280\u202f839\u202f895\u202f013\u202f12', '3.280\u202f839\u202f895\u202f013\u202f13'), units, 'u').join('\n')).toMatch(/not .* correctly rounded/);
  expect(checkUltraPage(html.replace(/<tr data-unit="yd">[\s\S]*?<\/tr>/, ''), units, 'u').join('\n')).toMatch(/missing .*yd/);
});
