// What a native reader sees on the localised pages, built from the full catalogue as the pages
// build it: headings without English unit names (a seeded sample of conversion headings, and
// every heading between popular units), every sentence and question starting with a capital,
// and unit symbols with digits written the same way everywhere (never passed through the
// number formatter).
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/catalogue/index.ts';
import { unitsByPopularity } from '../../../src/catalogue/report.ts';
import type { Catalogue, Conversion, Unit } from '../../../src/core/catalogue.ts';
import { formulaText } from '../../../src/site/sentences.ts';
import { categoryFaq, conversionFaq, homeFaq } from '../../../src/site/faq.ts';
import { baseUnit } from '../../../src/core/hub.ts';
import { unitDefinition } from '../../../src/site/hub-text.ts';
import { categoryMeta, conversionMeta } from '../../../src/site/meta.ts';
import { lang } from '../../../src/i18n/lang.ts';
import { localizeCatalogue } from '../../../src/i18n/localize-catalogue.ts';
import { languageOf, PUBLISHED_LOCALES, type Locale } from '../../../src/i18n/locales.ts';

/** The languages of their own names (every one but English and a generated one). */
// Quality tests read the published languages' real texts, not the catalogue's own language's.
const TRANSLATED = PUBLISHED_LOCALES.filter((l) => languageOf(l).isCatalogueLanguage !== true);
import { unitName } from '../../../src/i18n/names.ts';
import { seededSample } from '../../../src/core/seeded.ts';
import { ROOT } from '../../../src/i18n/names/read.ts';

let cat: Catalogue;
beforeAll(async () => {
  cat = await loadCatalogue({ dataDir: path.join(ROOT, 'data') });
});

const sample = seededSample;

const unitConversions = (c: Catalogue): Conversion[] => c.categories.flatMap((x) => x.conversions.filter((v) => v.from.kind === 'unit' && v.to.kind === 'unit'));
const keyOf = (v: Conversion, u: 'from' | 'to'): string => `${v.category.slug}/${v[u].code}`;

/** A heading's words left in English: the words of a unit name the language keeps in English. */
function englishWords(v: Conversion, locale: Locale): string[] {
  const words: string[] = [];
  for (const side of ['from', 'to'] as const) {
    const u = v[side];
    if (unitName(locale, v.category.slug, u.code)) continue;
    words.push(...(u.name.match(/\p{L}{2,}/gu) ?? []).filter((w) => w !== u.symbol && !/^\p{Lu}+$/u.test(w)));
  }
  return words;
}

const SHARES: Readonly<Record<Locale, number>> = { es: 0.1, de: 0.1, fr: 0.1, az: 0.2 };
/** The language's bound; a language published without one is held to the others' (0.1). */
const shareOf = (l: Locale): number => SHARES[l] ?? 0.1;

describe('conversion headings (H1) without English words', () => {
  for (const locale of TRANSLATED) {
    it(`${locale}: at most ${String(shareOf(locale) * 100)} % of a seeded sample of 400, none between the 150 most popular units`, () => {
      const all = unitConversions(cat);
      const picked = sample(all, 400, 27);
      const english = picked.filter((v) => englishWords(v, locale).length > 0);
      expect(english.length / picked.length, english.slice(0, 10).map((v) => lang(locale).pair(v.from, v.to)).join(' | ')).toBeLessThanOrEqual(shareOf(locale));
      const popular = new Set(unitsByPopularity(cat).slice(0, 150));
      const between = all.filter((v) => popular.has(keyOf(v, 'from')) && popular.has(keyOf(v, 'to')));
      expect(between.length).toBeGreaterThan(500);
      expect(between.filter((v) => englishWords(v, locale).length > 0).map((v) => `${v.category.slug}/${v.slug}`)).toEqual([]);
    });
  }
});

/** The first letter of a sentence, after opening punctuation (¿, ¡, «, „, quotes); a digit or a symbol is no word. */
function startsLower(text: string, symbols: readonly string[]): boolean {
  const t = text.replace(/^[\s¿¡«„"“'(]+/u, '');
  if (symbols.some((s) => s !== '' && t.startsWith(s))) return false;
  const first = t.charAt(0);
  return /\p{Ll}/u.test(first);
}

describe('every sentence and question starts with a capital', () => {
  for (const locale of TRANSLATED) {
    it(locale, () => {
      const local = localizeCatalogue(cat, locale);
      const l = lang(locale);
      const bad: string[] = [];
      const check = (where: string, text: string, symbols: readonly string[] = []): void => {
        if (startsLower(text, symbols)) bad.push(`${where}: ${text.slice(0, 90)}`);
      };
      for (const item of homeFaq(l, { conversions: 1200, categories: 3, currencies: 4 })) {
        check('home faq', item.question);
        check('home faq', item.answer);
      }
      for (const c of local.categories) {
        for (const item of categoryFaq(c, l)) {
          check(`${c.slug} faq`, item.question);
          check(`${c.slug} faq`, item.answer);
        }
        const meta = categoryMeta('https://x.example', c, [], l, PUBLISHED_LOCALES);
        check(`${c.slug} title`, meta.title);
        check(`${c.slug} description`, meta.description);
      }
      for (const v of sample(unitConversions(local), 300, 5)) {
        const symbols = [v.from.symbol, v.to.symbol, v.from.name, v.to.name];
        for (const item of conversionFaq(v, l)) {
          check(`${v.category.slug}/${v.slug} faq`, item.question, symbols);
          check(`${v.category.slug}/${v.slug} faq`, item.answer, symbols);
        }
        const meta = conversionMeta('https://x.example', v, [], l, PUBLISHED_LOCALES);
        check(`${v.category.slug}/${v.slug} title`, meta.title);
        check(`${v.category.slug}/${v.slug} description`, meta.description);
        check(`${v.category.slug}/${v.slug} heading`, l.pair(v.from, v.to));
      }
      expect(bad.slice(0, 20)).toEqual([]);
    });
  }
});

describe('unit symbols with digits are written as they are, in every language', () => {
  it('in the formula line, the FAQ formulas and the unit definitions', () => {
    const bad: string[] = [];
    let checked = 0;
    for (const locale of TRANSLATED) {
      const local = localizeCatalogue(cat, locale);
      const l = lang(locale);
      for (const c of local.categories) {
        const base = baseUnit(c);
        for (const u of c.units) {
          if (u.kind !== 'unit' || !base || u === base || !/\d/.test(u.symbol)) continue;
          checked++;
          const other = c.units.find((x): x is Unit => x.kind === 'unit' && x !== u && !/\d/.test(x.symbol) && x.symbol !== '') ?? base;
          const formula = formulaText(u, other, l);
          if (!formula.includes(u.symbol)) bad.push(`${locale} ${c.slug}/${u.code}: "${u.symbol}" not in "${formula}"`);
          const def = unitDefinition(c, u, l).formula ?? '';
          if (!def.includes(u.symbol)) bad.push(`${locale} ${c.slug}/${u.code} definition: "${u.symbol}" not in "${def}"`);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(bad.slice(0, 20)).toEqual([]);
  });
});

describe('"What is a foot?" says what the unit is worth, in every language', () => {
  it('the answer states the unit in its category\'s base unit (or that it is the base unit), never only "a unit of length"', () => {
    const lines: Record<string, string> = {};
    for (const locale of TRANSLATED) {
      const local = localizeCatalogue(cat, locale);
      const length = local.categories.find((c) => c.slug === 'length');
      const v = length?.conversions.find((x) => x.slug === 'm-to-ft');
      if (!v) throw new Error('length/m-to-ft missing');
      const faq = conversionFaq(v, lang(locale));
      // Questions 7 and 8: what the "from" and the "to" unit are.
      lines[locale] = `${faq[6]?.answer ?? ''} | ${faq[7]?.answer ?? ''}`;
    }
    for (const [locale, line] of Object.entries(lines)) {
      const [metre = '', foot = ''] = line.split(' | ');
      expect(foot, locale).toMatch(/: 1 ft = 0,3048 m\. /);
      // Then the foot's source note in the page's language (source-note.ts), never the English note.
      expect(foot, locale).toMatch(/ = 0,3048 m \([^)]+\)\u202f?; [^;]*\(1959\)|1959-cu il/);
      expect(foot, locale).not.toContain('International yard and pound agreement');
      expect(metre, locale).not.toContain('=');
      expect(metre.length, locale).toBeGreaterThan(40);
    }
  });
});
