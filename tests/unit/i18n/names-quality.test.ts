// The localised names a native reader trusts: every category named in every language, the
// coverage floors, no two units of a category with one name, the horsepowers named by what
// they are, numbers inside names in the language's form, proper nouns capitalised, and every
// name's kind honest about its source.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/catalogue/index.ts';
import { namesReport, POPULAR_UNITS, unitsByPopularity } from '../../../src/catalogue/report.ts';
import type { Catalogue } from '../../../src/core/catalogue.ts';
import { languageOf, PUBLISHED_LOCALES, type Locale } from '../../../src/i18n/locales.ts';

// Quality tests read the published languages' real texts, not the catalogue's own language's.
const TRANSLATED = PUBLISHED_LOCALES.filter((l) => languageOf(l).isCatalogueLanguage !== true);
import { namesOf } from '../../../src/i18n/names.ts';
import { ROOT } from '../../../src/i18n/names/read.ts';

let cat: Catalogue;
beforeAll(async () => {
  cat = await loadCatalogue({ dataDir: path.join(ROOT, 'data') });
});

const FLOORS: Readonly<Record<Locale, number>> = { es: 0.95, de: 0.95, fr: 0.95, az: 0.9 };
/** The language's bound; a language published without one is held to the others' (0.95). */
const floorOf = (l: Locale): number => FLOORS[l] ?? 0.95;

describe('coverage', () => {
  for (const locale of TRANSLATED) {
    it(`${locale}: at least ${String(floorOf(locale) * 100)} % of units named, all of the ${String(POPULAR_UNITS)} most popular, every category`, () => {
      const r = namesReport(cat, PUBLISHED_LOCALES);
      expect(r.problems).toEqual([]);
      expect(r.counts[locale]?.coverage).toBeGreaterThanOrEqual(floorOf(locale));
      expect(r.counts[locale]?.popularEnglish).toEqual([]);
      const missing = cat.categories.filter((c) => !namesOf(locale).categories.has(c.slug)).map((c) => c.slug);
      expect(missing, `${locale} categories without a name`).toEqual([]);
    });
  }

  it('ranks the popular units by the data rank, then the catalogue order', () => {
    const order = unitsByPopularity(cat);
    expect(order.length).toBe(cat.unitCount);
    const rank = new Map<string, number>(cat.categories.flatMap((c) => c.units.map((u) => [`${c.slug}/${u.code}`, u.kind === 'unit' ? u.rank : 0] as const)));
    expect(order.slice(0, 3).map((k) => rank.get(k))).toEqual([1, 1, 1]);
    expect(rank.get(order[order.length - 1] ?? '')).toBeGreaterThan(1);
  });
});

describe('names that are right', () => {
  for (const locale of TRANSLATED) {
    it(`${locale}: no two units of one category share a display name`, () => {
      const clashes: string[] = [];
      for (const c of cat.categories) {
        const seen = new Map<string, string>();
        for (const u of c.units) {
          if (u.kind !== 'unit') continue;
          const n = namesOf(locale).units.get(`${c.slug}/${u.code}`)?.name ?? u.name;
          const k = n.toLocaleLowerCase(locale);
          const other = seen.get(k);
          if (other !== undefined) clashes.push(`${c.slug}: ${other} and ${u.code} are both "${n}"`);
          else seen.set(k, u.code);
        }
      }
      expect(clashes).toEqual([]);
    });

    it(`${locale}: the 745.7 W horsepower does not carry the metric horsepower's name`, () => {
      const d = namesOf(locale).units;
      // The word that means the metric horsepower (735.5 W: CV, PS, ch) in the language.
      const metricWord: Partial<Record<Locale, string>> = { es: 'caballo de vapor', de: 'pferdestärke', fr: 'cheval-vapeur' };
      for (const [mech, metric] of [
        ['power/hp', 'power/ps'],
        ['energy/hp_h', 'energy/ps_h'],
      ] as const) {
        const a = d.get(mech);
        const b = d.get(metric);
        expect(a, `${locale} ${mech} is named`).toBeDefined();
        expect(b, `${locale} ${metric} is named`).toBeDefined();
        if (!a || !b) continue;
        expect(a.one, `${locale} ${mech} and ${metric} are both "${a.one}"`).not.toBe(b.one);
        const word = metricWord[locale];
        if (word !== undefined) expect(a.one.toLocaleLowerCase(locale), `${locale} ${mech} "${a.one}"`).not.toContain(word);
        // Where one word names both (az "at gücü"), the 745.7 W one is qualified.
        else if (a.one.includes(b.one.replace(/\s*\(.*\)$/, ''))) expect(a.one, `${locale} ${mech}`).toMatch(/\(.+\)/);
      }
    });

    it(`${locale}: numbers inside names are written in the language's form; proper nouns keep their capital`, () => {
      const bad: string[] = [];
      const english = new Map<string, string>();
      for (const c of cat.categories) for (const u of c.units) english.set(`${c.slug}/${u.code}`, u.name);
      // A decimal number before a unit ("1.5 Mbit/s", "3.5-inch", "139.264 Mbit/s") is a number; a version (USB 2.0, V.22, 2.5GBASE-T) is not.
      const NUMBER = /(\d+\.\d+)(?=\s?(?:-?inch|[kMGTPE]i?B\b|[kMGTPE]?bit\/s|[kMGTPE]?B\/s|°[CF]|Hz|cfs|min\b|Bytes?\b|bytes?\b))/g;
      // Every unit as the page shows it: its name in the language, else its English name.
      for (const [key, englishName] of english) {
        const local = namesOf(locale).units.get(key);
        const n = local ?? { name: englishName, one: englishName, other: englishName };
        const decimals = [...englishName.matchAll(NUMBER)].map((m) => m[1] ?? '');
        for (const form of [n.name, n.one, n.other]) {
          for (const d of decimals) if (new RegExp(`(^|[^\\d.])${d.replace('.', '\\.')}(?![\\d])`).test(form)) bad.push(`${key}: "${form}" keeps the English decimal ${d}`);
          if (/(^|[\s(])(celsius|fahrenheit|rankine|réaumur|rømer|planck|selsi|farengeyt|reomür)/u.test(form)) bad.push(`${key}: "${form}" lowers a proper noun`);
        }
      }
      expect(bad).toEqual([]);
    });

    it(`${locale}: a name's kind says where it comes from (a team translation is never passed off as sourced)`, () => {
      const d = namesOf(locale);
      for (const [key, n] of [...d.units, ...d.categories]) {
        if (n.kind === 'translated') expect(n.source, key).toMatch(/^team translation/i);
        else expect(n.source, key).not.toMatch(/^team translation/i);
        if (n.kind === 'composed') expect(n.source, key).toMatch(/^Composed by CLDR \d+ /);
      }
    });
  }
});

describe('grammatical gender', () => {
  for (const locale of PUBLISHED_LOCALES.filter((l) => languageOf(l).nameRules?.genders === true)) {
    it(`${locale}: every name has one (articles and agreement need it)`, () => {
      expect([...namesOf(locale).units].filter(([, n]) => n.gender === undefined).map(([k]) => k)).toEqual([]);
      expect([...namesOf(locale).categories].filter(([, n]) => n.gender === undefined).map(([k]) => k)).toEqual([]);
    });
  }
});
