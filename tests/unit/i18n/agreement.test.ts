// Issue 41, item 6: the grammar of names in every unit of the catalogue, read from the names
// files the pages use, with CLDR's own data as the oracle. Spanish and French powers agree with
// their noun ("milla náutica cuadrada", "braza cúbica"); German nouns keep their capital in every
// case a message asks for ("Fuß in Ellen (englisch)", "Königsellen"), adjectives only are lowered;
// German "von" takes the dative; questions name units rather than write symbols that read as words;
// a pair's label is in the plural where the language's converters write it so.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lang } from '../../../src/i18n/lang.ts';
import { SOURCED_LOCALES, type Locale } from '../../../src/i18n/locales.ts';
import { namesOf, type LocalName } from '../../../src/i18n/names.ts';
import { readCldrUnits, ROOT } from '../../../src/i18n/names/read.ts';
import { capitalise, splitQualifiers } from '../../../src/i18n/grammar.ts';
import { siteMessages } from '../../../src/i18n/site-messages.ts';
import { localizeCatalogue } from '../../../src/i18n/localize-catalogue.ts';
import { loadCatalogue } from '../../../src/catalogue/index.ts';

describe('Spanish and French powers agree in gender and number with their noun (CLDR 48 power2/power3)', () => {
  for (const locale of ['es', 'fr'] as const) {
    const cldr = readCldrUnits(locale);
    // The words CLDR's patterns add, by gender and count: es "cuadrado"/"cuadrada"/"cuadrados"/"cuadradas".
    const words = (gender: 'masculine' | 'feminine', count: 'one' | 'other'): string[] =>
      (['power2', 'power3'] as const).map((p) => {
        const e = cldr[p] ?? {};
        const pattern = (gender === 'feminine' ? e[`compoundUnitPattern1-gender-feminine-count-${count}`] : undefined) ?? e[`compoundUnitPattern1-count-${count}`] ?? '';
        return pattern.replace('{0}', '').trim();
      });
    const all = new Set((['masculine', 'feminine'] as const).flatMap((g) => (['one', 'other'] as const).flatMap((c) => words(g, c))));
    it(`${locale}: every power word agrees with the name it follows ("milla náutica cuadrada", "libras pie cuadrado", "seconde carrée")`, () => {
      const units = namesOf(locale).units;
      // Every name's singular and plural form, with its gender: the nouns a power may follow.
      type Form = { gender: 'masculine' | 'feminine'; count: 'one' | 'other' };
      const known = new Map<string, Form[]>();
      for (const e of units.values()) {
        if (e.gender !== 'masculine' && e.gender !== 'feminine') continue;
        for (const count of ['one', 'other'] as const) {
          const [head] = splitQualifiers(e[count]);
          known.set(head, [...(known.get(head) ?? []), { gender: e.gender, count }]);
        }
      }
      const wrong: string[] = [];
      let checked = 0;
      for (const [key, e] of units) {
        for (const count of ['one', 'other'] as const) {
          const text = e[count];
          for (const m of text.matchAll(/\p{L}+/gu)) {
            if (!all.has(m[0])) continue;
            const before = text.slice(0, m.index).trimEnd();
            // "segundo al cuadrado" is a name of its own, not a power agreeing with a noun.
            if (/ al$/.test(before)) continue;
            // The shortest name the text before the power word ends with, as whole words: the noun it follows.
            let noun: Form[] | undefined;
            for (let i = before.length - 1; i >= 0 && noun === undefined; i--) if (i === 0 || /[\s-]/.test(before.charAt(i - 1))) noun = known.get(before.slice(i));
            if (noun === undefined) continue;
            checked++;
            if (!noun.some((n) => words(n.gender, n.count).includes(m[0]))) wrong.push(`${key}: "${text}" (${m[0]} after ${noun.map((n) => `${n.gender} ${n.count}`).join(' or ')})`);
          }
        }
      }
      expect(checked).toBeGreaterThan(100);
      expect(wrong).toEqual([]);
    });
  }
});

describe('German nouns keep their capital in every form a message asks for', () => {
  const de = lang('de');
  // The forms the German messages ask of a unit's name (pair heading, FAQ, table, hub).
  const FORMS = ['acc', 'dat', 'nom', 'def.dat', 'def.acc', 'indef.acc', 'num.dat', 'other', 'other.acc', 'other.dat', 'other.def.dat'];
  it('a word its sentence form (one/other) writes in lower case stays lower; one it capitalises stays capitalised unless it is an adjective before its noun', () => {
    const wrong = new Set<string>();
    let checked = 0;
    for (const [key, e] of namesOf('de').units) {
      const noun = de.noun({ name: e.name, one: e.one, other: e.other, gender: e.gender });
      for (const f of FORMS) {
        const forms = f.split('.');
        const expected = (forms.includes('other') ? e.other : e.one).split(' ');
        const got = noun.render(forms).split(' ');
        // An article ("dem", "einen") comes before the name's own words.
        const own = got.slice(got.length - expected.length);
        checked++;
        own.forEach((w, i) => {
          const x = expected[i] ?? '';
          // The first letter decides, after any bracket: "(Zentimeter".
          const initial = (t: string): string => /\p{L}/u.exec(t)?.[0] ?? '';
          const upper = /^\p{Lu}/u.test(initial(w));
          // Duden's (and CLDR's) "Astronomische Einheit" reads "der astronomischen Einheit" in
          // running text: a capitalised adjective may be lowered, only before a capitalised noun.
          const adjectiveBeforeNoun = /^\p{L}+(e|er|es|en|em)$/u.test(x) && /^\p{Lu}/u.test(expected[i + 1] ?? '');
          if (initial(x) === '' || initial(w) === '') return;
          if (/^\p{Ll}/u.test(initial(x)) ? upper : !upper && !adjectiveBeforeNoun) wrong.add(`${key} {${f}}: "${got.join(' ')}" (sentence form "${expected.join(' ')}")`);
        });
      }
    }
    expect(checked).toBeGreaterThan(10_000);
    expect([...wrong]).toEqual([]);
  });

  it('the conversion headings name the target unit with its capital: "Fuß in Ellen (englisch)", "… in Königsellen (Ägypten)"', () => {
    const units = namesOf('de').units;
    const ft = units.get('length/ft');
    const targets = [...units.entries()].filter(([, e]) => /elle\b/i.test(e.one));
    expect(ft).toBeDefined();
    expect(targets.length).toBeGreaterThan(2);
    for (const [, e] of targets) {
      const heading = de.pair({ ...(ft ?? { name: '', one: '' }) }, { ...e });
      expect(heading).toBe(`${ft?.other ?? ''} in ${e.other}`);
    }
  });
});

// A unit's name in a language, as the pages give it to a message.
const named = (locale: Locale, key: string): LocalName => {
  const n = namesOf(locale).units.get(key);
  if (!n) throw new Error(`no ${locale} name for ${key}`);
  return n;
};
const catalogue = JSON.parse(readFileSync(path.join(ROOT, 'data/units.json'), 'utf8')) as { category: string; unit_code: string; symbol?: string }[];
const symbolOf = (code: string): string => catalogue.find((u) => u.category === 'Length' && u.unit_code === code)?.symbol ?? '';

describe('questions name their units instead of writing symbols that read as words ("¿Cuánto son 10 km en mi?": "mi" is "my")', () => {
  for (const locale of SOURCED_LOCALES) {
    it(`${locale}: "10 km in mi" and "Is the km to mi conversion exact?" are asked with the units' names`, () => {
      const l = lang(locale);
      const km = named(locale, 'length/km');
      const mi = named(locale, 'length/mi');
      const p = { from: l.noun(km), to: l.noun(mi), fromShort: symbolOf('km'), toShort: symbolOf('mi'), fromOne: l.noun(km, km.one), toOther: l.noun(mi, mi.other) };
      expect(symbolOf('mi')).toBe('mi');
      for (const key of ['faq.conv.ten.q', 'faq.conv.exact.q'] as const) {
        const q = l.t(key, p);
        const words = q.toLocaleLowerCase(locale).split(/[^\p{L}]+/u);
        expect(words, `${locale} ${key}: "${q}"`).not.toContain(symbolOf('mi'));
        expect(words, `${locale} ${key}: "${q}"`).not.toContain(symbolOf('km'));
        // The target's name, in a form of the language: "millas", "Meilen", "milə" (az: the dative ending on the name).
        expect(q.toLocaleLowerCase(locale), `${locale} ${key}: "${q}"`).toContain((locale === 'az' ? mi.one : mi.other).toLocaleLowerCase(locale));
      }
    });
  }
});

describe('German: "von" takes the dative', () => {
  // The placeholders that hold a name (a noun with its grammar); codes, symbols and numbers take no case.
  const NOUNS = new Set(['unit', 'from', 'to', 'category', 'fromLabel', 'toLabel', 'name', 'fromOne', 'toOne', 'fromOther', 'toOther']);
  it('every "von {name}" of the German messages asks for the dative ("Umrechnungen von Metern")', () => {
    const wrong: string[] = [];
    for (const [key, m] of Object.entries(siteMessages('de'))) {
      for (const text of typeof m === 'string' ? [m] : Object.values(m as Record<string, string>)) {
        for (const hit of text.matchAll(/\bvon \{(\w+)(?::([\w.]+))?\}/g)) {
          if (NOUNS.has(hit[1] ?? '') && !(hit[2] ?? '').split('.').includes('dat')) wrong.push(`${key}: ${hit[0]}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    const ft = named('de', 'length/m');
    expect(lang('de').t('hub.count', { count: 5, unit: lang('de').noun(ft, ft.name) })).toContain(`von ${ft.other}n `);
  });
});

describe('labels of a pair in the plural where the language writes them so (es, de, fr; src/i18n/README.md, "Labels of a pair")', () => {
  const PLURAL = { es: ' a ', de: ' in ', fr: ' en ' } as const;
  for (const [locale, joiner] of Object.entries(PLURAL) as [keyof typeof PLURAL, string][]) {
    it(`${locale}: the heading, title and links of km to mi name both units in the plural`, () => {
      const l = lang(locale);
      const km = named(locale, 'length/km');
      const mi = named(locale, 'length/mi');
      const heading = l.pair(km, mi);
      expect(heading).toBe(`${capitalise(km.other, locale)}${joiner}${mi.other}`);
      expect(l.t('meta.conversion.title', { from: l.noun(km, km.name), to: l.noun(mi), category: l.noun({ name: 'x' }, 'x'), product: 'P' })).toMatch(new RegExp(`^${heading} [-–] `));
    });
  }
});

describe('French byte symbols as CLDR fr writes them (o, ko, Mo, Go, Kio…), everywhere the French page shows one', () => {
  const short = readCldrUnits('fr', 'short');
  const cldrSymbol = (id: string): string => (short[id]?.['unitPattern-count-one'] ?? '').replace('{0}', '').trim();
  // The SI and IEC byte symbols (not JEDEC's "KB" of "160 KB floppy", which CLDR does not write).
  const BYTE_TOKEN = /(?<![\p{L}\p{N}])(?:[kMGTPEZYRQ]B|[KMGTPEZY]iB|B)(?![\p{L}\p{N}])/u;
  it('the localised catalogue gives the data units CLDR fr\'s symbols, and no other unit or language changes', async () => {
    const cat = await loadCatalogue({ dataDir: path.join(ROOT, 'data') });
    const fr = localizeCatalogue(cat, 'fr');
    const es = localizeCatalogue(cat, 'es');
    const unit = (c: typeof fr, slug: string, code: string): string => c.categoryBySlug.get(slug)?.units.find((u) => u.code === code)?.symbol ?? '';
    expect(unit(fr, 'data-storage', 'byte')).toBe(cldrSymbol('digital-byte'));
    expect(unit(fr, 'data-storage', 'gb')).toBe(cldrSymbol('digital-gigabyte'));
    expect(unit(fr, 'data-storage', 'mb')).toBe(cldrSymbol('digital-megabyte'));
    expect(unit(fr, 'data-storage', 'kib')).toBe((short['1024p1']?.unitPrefixPattern ?? '').replace('{0}', cldrSymbol('digital-byte')));
    expect(unit(fr, 'data-transfer', 'mb_s')).toBe(`${cldrSymbol('digital-megabyte')}/s`);
    expect(unit(es, 'data-storage', 'gb')).toBe('GB');
    const left = fr.categories.filter((c) => c.slug.startsWith('data-')).flatMap((c) => c.units.filter((u) => BYTE_TOKEN.test(u.symbol)).map((u) => `${c.slug}/${u.code} ${u.symbol}`));
    expect(left).toEqual([]);
    // A "B" that is no byte keeps its letter: the typography unit "dd (B)".
    const typography = cat.categoryBySlug.get('typography')?.units.filter((u) => BYTE_TOKEN.test(u.symbol)) ?? [];
    expect(typography.length).toBeGreaterThan(0);
    for (const u of typography) expect(unit(fr, 'typography', u.code)).toBe(u.symbol);
  });
  it('the French names write the byte symbols of CLDR fr too ("Disquette 3,5 pouces HD (1,44 Mo = 1 440 Kio)")', () => {
    // A multiple of the byte, or the byte after a number ("2048 B"); not the letter of "canal B RNIS" (the ISDN B channel).
    const token = /(?<![\p{L}\p{N}])(?:[kMGTPEZYRQ]B|[KMGTPEZY]iB)(?![\p{L}\p{N}])|\d B(?![\p{L}\p{N}])/u;
    const left = [...namesOf('fr').units].filter(([k, e]) => k.startsWith('data-') && [e.name, e.one, e.other].some((t) => token.test(t))).map(([k, e]) => `${k}: ${e.one}`);
    expect(left).toEqual([]);
  });
});
