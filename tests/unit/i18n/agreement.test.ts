// Issue 41, item 6: the grammar of names in every unit of the catalogue, read from the names
// files the pages use, with CLDR's own data as the oracle. Spanish and French powers agree with
// their noun ("milla náutica cuadrada", "braza cúbica"); German nouns keep their capital in every
// case a message asks for ("Fuß in Elle (englisch)", "Königselle"), adjectives only are lowered.
import { describe, expect, it } from 'vitest';
import { lang } from '../../../src/i18n/lang.ts';
import { namesData } from '../../../src/i18n/names.ts';
import { readCldrUnits } from '../../../src/i18n/names/read.ts';
import { splitQualifiers } from '../../../src/i18n/grammar.ts';

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
      const units = namesData()[locale].units;
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
    for (const [key, e] of namesData().de.units) {
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

  it('the conversion headings name the target unit with its capital: "Fuß in Elle (englisch)", "… in Königselle (Ägypten)"', () => {
    const units = namesData().de.units;
    const ft = units.get('length/ft');
    const targets = [...units.entries()].filter(([, e]) => /elle\b/i.test(e.one));
    expect(ft).toBeDefined();
    expect(targets.length).toBeGreaterThan(2);
    for (const [, e] of targets) {
      const heading = de.pair({ name: ft?.name ?? '', one: ft?.one ?? '' }, { ...e });
      expect(heading).toBe(`${ft?.name ?? ''} in ${e.name}`);
    }
  });
});
