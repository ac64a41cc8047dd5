// The rules that join a prefix to a base unit's name, per language, and a check of each rule
// against every prefixed unit that CLDR names itself.
import { describe, expect, it } from 'vitest';
import { PUBLISHED_LOCALES } from '../../../src/i18n/locales.ts';
import { countForm, headingForm, prefixedForms } from '../../../src/i18n/names/forms.ts';
import { cldrForms, cldrPrefixedBases, spelledOut } from '../../../src/i18n/names/cldr-names.ts';
import { readCldrUnits } from '../../../src/i18n/names/read.ts';

describe('countForm and headingForm', () => {
  it('removes {0} and its spacing', () => {
    expect(countForm('{0} inches')).toBe('inches');
    expect(countForm('{0} Zoll')).toBe('Zoll');
    expect(countForm('Beaufort {0}')).toBe('Beaufort');
  });
  it('upper-cases the first letter by the language', () => {
    expect(headingForm('metro', 'es')).toBe('Metro');
    expect(headingForm('Meter', 'de')).toBe('Meter');
    expect(headingForm('inç', 'az')).toBe('İnç');
    expect(headingForm('ångström', 'fr')).toBe('Ångström');
  });
});

describe('prefixedForms', () => {
  it('es: one word; -metro compounds stressed before -metro; gramo, litro, vatio keep their stress', () => {
    const metro = { one: 'metro', other: 'metros' };
    expect(prefixedForms('es', 'kilo{0}', metro)).toEqual({ one: 'kilómetro', other: 'kilómetros' });
    expect(prefixedForms('es', 'centi{0}', metro)).toEqual({ one: 'centímetro', other: 'centímetros' });
    expect(prefixedForms('es', 'mili{0}', metro)).toEqual({ one: 'milímetro', other: 'milímetros' });
    expect(prefixedForms('es', 'hecto{0}', metro)).toEqual({ one: 'hectómetro', other: 'hectómetros' });
    expect(prefixedForms('es', 'deca{0}', metro)).toEqual({ one: 'decámetro', other: 'decámetros' });
    expect(prefixedForms('es', 'kilo{0}', { one: 'gramo', other: 'gramos' })).toEqual({ one: 'kilogramo', other: 'kilogramos' });
    expect(prefixedForms('es', 'kilo{0}', { one: 'vatio', other: 'vatios' })).toEqual({ one: 'kilovatio', other: 'kilovatios' });
    expect(prefixedForms('es', 'hecto{0}', { one: 'litro', other: 'litros' })).toEqual({ one: 'hectolitro', other: 'hectolitros' });
    expect(prefixedForms('es', 'mili{0}', { one: 'radián', other: 'radianes' })).toEqual({ one: 'milirradián', other: 'milirradianes' });
  });
  it('de: the prefix capitalised, the base lower-cased', () => {
    expect(prefixedForms('de', 'Kilo{0}', { one: 'Meter', other: 'Meter' })).toEqual({ one: 'Kilometer', other: 'Kilometer' });
    expect(prefixedForms('de', 'Milli{0}', { one: 'Gramm', other: 'Gramm' })).toEqual({ one: 'Milligramm', other: 'Milligramm' });
    expect(prefixedForms('de', 'Kilo{0}', { one: 'Sekunde', other: 'Sekunden' })).toEqual({ one: 'Kilosekunde', other: 'Kilosekunden' });
    expect(prefixedForms('de', 'Kibi{0}', { one: 'Byte', other: 'Byte' })).toEqual({ one: 'Kibibyte', other: 'Kibibyte' });
  });
  it('fr: one word', () => {
    expect(prefixedForms('fr', 'kilo{0}', { one: 'mètre', other: 'mètres' })).toEqual({ one: 'kilomètre', other: 'kilomètres' });
    expect(prefixedForms('fr', 'déca{0}', { one: 'litre', other: 'litres' })).toEqual({ one: 'décalitre', other: 'décalitres' });
    expect(prefixedForms('fr', 'méga{0}', { one: 'watt', other: 'watts' })).toEqual({ one: 'mégawatt', other: 'mégawatts' });
    // kilohm, mégohm: elision the patterns do not show, so no name unless CLDR shows the join.
    expect(prefixedForms('fr', 'kilo{0}', { one: 'ohm', other: 'ohms' })).toBe('vowel-meets-vowel');
    expect(prefixedForms('fr', 'kibi{0}', { one: 'octet', other: 'octets' }, true)).toEqual({ one: 'kibioctet', other: 'kibioctets' });
  });
  it('az: one word', () => {
    expect(prefixedForms('az', 'kilo{0}', { one: 'metr', other: 'metr' })).toEqual({ one: 'kilometr', other: 'kilometr' });
    expect(prefixedForms('az', 'hekto{0}', { one: 'litr', other: 'litr' })).toEqual({ one: 'hektolitr', other: 'hektolitr' });
    expect(prefixedForms('az', 'meqa{0}', { one: 'vat', other: 'vat' })).toEqual({ one: 'meqavat', other: 'meqavat' });
  });
  it('a base of several words gets no generated name', () => {
    expect(prefixedForms('es', 'mega{0}', { one: 'libra de fuerza', other: 'libras de fuerza' })).toBe('several-words');
    expect(prefixedForms('az', 'meqa{0}', { one: 'güc funtu', other: 'güc funtu' })).toBe('several-words');
  });

  it('reproduces every prefixed unit CLDR names in each language from its base (kilometer, milligram, kilowatt, gigabyte...)', () => {
    const en = readCldrUnits('en');
    const prefixes = Object.entries(en).filter(([k]) => /^(10|1024)p-?\d+$/.test(k));
    for (const locale of PUBLISHED_LOCALES) {
      const cldr = readCldrUnits(locale);
      const short = readCldrUnits(locale, 'short');
      // Forms that are abbreviations (az "{0} dm") are no names to reproduce.
      const enShort = readCldrUnits('en', 'short');
      const forms = (id: string): ReturnType<typeof cldrForms> => (locale === 'en' ? cldrForms(cldr[id]) : spelledOut(cldrForms(cldr[id]), short[id], en[id], enShort[id]));
      const shown = cldrPrefixedBases(cldr, en);
      let checked = 0;
      const wrong: string[] = [];
      for (const id of Object.keys(en)) {
        const dash = id.indexOf('-');
        for (const [key, v] of prefixes) {
          const name = (v.unitPrefixPattern ?? '').replace('{0}', '');
          const rest = id.slice(dash + 1);
          if (!rest.startsWith(name)) continue;
          const baseId = `${id.slice(0, dash)}-${rest.slice(name.length)}`;
          const base = forms(baseId);
          const own = forms(id);
          const pattern = cldr[key]?.unitPrefixPattern;
          if (!base || !own || pattern === undefined) continue;
          checked++;
          const made = prefixedForms(locale, pattern, base, shown.has(baseId));
          if (typeof made === 'string' || made.one !== own.one || made.other !== own.other) wrong.push(`${id}: ${JSON.stringify(made)} vs CLDR ${JSON.stringify(own)}`);
        }
      }
      expect(checked, locale).toBeGreaterThan(30);
      expect(wrong, locale).toEqual([]);
    }
  });
});
