// The islands' messages (src/i18n/messages/<lang>/ui.json): every language has exactly the
// English keys, the same placeholders and the same plural shape, and uiT fills them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLISHED_LOCALES } from '../../../src/i18n/locales.ts';
import { lang } from '../../../src/i18n/lang.ts';
import { inSentence, islandMessages, uiMessages, uiT } from '../../../src/i18n/ui-messages.ts';
import { ISLAND_MESSAGES } from '../../../src/i18n/island-messages.ts';

const DIR = path.resolve(import.meta.dirname, '../../../src/i18n/messages');
const read = (locale: string): Record<string, unknown> => JSON.parse(readFileSync(path.join(DIR, locale, 'ui.json'), 'utf8')) as Record<string, unknown>;
const en = read('en');
const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
const texts = (m: unknown): string[] => (typeof m === 'string' ? [m] : Object.values(m as Record<string, string>));

describe('ui.json', () => {
  it('has the islands’ strings in English', () => {
    expect(Object.keys(en).length).toBeGreaterThanOrEqual(70);
    expect(uiT('en')('copy.result')).toBe('Copy');
  });

  it('gives an island only its namespaces, in the file order, and every namespace goes to some island', () => {
    const currency = islandMessages('es', ISLAND_MESSAGES.currency);
    expect(Object.keys(currency).every((k) => k.startsWith('currency.') || k.startsWith('error.'))).toBe(true);
    expect(Object.keys(currency)).toEqual(Object.keys(uiMessages('es')).filter((k) => /^(currency|error)\./.test(k)));
    expect(currency['currency.amount']).toBe(uiMessages('es')['currency.amount']);
    const used = new Set<string>(Object.values(ISLAND_MESSAGES).flat());
    expect(Object.keys(en).filter((k) => !used.has(k.slice(0, k.indexOf('.'))))).toEqual([]);
    expect(() => islandMessages('de', [] as never[])).toThrow(/No de island messages/);
  });

  for (const locale of PUBLISHED_LOCALES.filter((l) => l !== 'en')) {
    describe(locale, () => {
      const table = read(locale);
      it('has exactly the English keys, in the same order', () => {
        expect(Object.keys(table)).toEqual(Object.keys(en));
      });
      it('keeps every placeholder, and a plural where English has one', () => {
        const plural = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
        for (const [key, m] of Object.entries(en)) {
          const mine = table[key];
          expect(typeof mine, key).toBe(typeof m);
          const want = placeholders(texts(m)[0] ?? '');
          for (const t of texts(mine)) expect(placeholders(t), `${locale} ${key}`).toEqual(want);
          if (typeof m !== 'string') {
            // es, de, fr and az write one and other (French "one" covers 0 and 1); only categories the language has.
            expect(Object.keys(mine as object).sort(), key).toEqual(['one', 'other']);
            for (const c of Object.keys(mine as object)) expect(plural, `${locale} ${key} ${c}`).toContain(c);
          }
        }
      });
      it('asks for no form of a name (the islands fill plain placeholders only)', () => {
        for (const t of Object.values(table).flatMap(texts)) expect(t, t).not.toMatch(/\{\w+:[\w.]+\}/);
      });
      it('is translated (no English sentence left) and trimmed', () => {
        const same = Object.keys(en).filter((k) => typeof en[k] === 'string' && en[k] === table[k] && /[a-z]{4,} [a-z]{3,}/i.test(en[k]));
        expect(same).toEqual([]);
        for (const t of Object.values(table).flatMap(texts)) expect(t.trim()).toBe(t);
      });
    });
  }

  it('French puts a narrow no-break space before : ; ! ? and inside « », and no other language does', () => {
    for (const t of Object.values(read('fr')).flatMap(texts)) {
      expect(t, t).not.toMatch(/[^\u202f][:;!?](\s|$)|« | »/);
      expect(t, t).not.toMatch(/\u00a0/);
    }
    for (const locale of ['en', 'es', 'de', 'az']) for (const t of Object.values(read(locale)).flatMap(texts)) expect(t).not.toMatch(/\u202f/);
  });

  it('fills placeholders and chooses plurals in each language', () => {
    expect(uiT('es')('converter.roundedDigits', { count: 6, exact: '1 m', rounded: '1 m' })).toBe('Redondeado a 6 cifras significativas: 1 m ≈ 1 m');
    expect(uiT('fr')('converter.roundedDigits', { count: 1, exact: 'a', rounded: 'b' })).toBe('Arrondi à 1 chiffre significatif\u202f: a ≈ b');
    expect(uiT('de')('search.open', { from: 'Meter', to: 'Fuß' })).toBe('Zur Umrechnung Meter in Fuß');
    expect(uiT('az')('currency.listItem', { code: 'USD', rate: '1,0870' })).toBe('USD: 1,0870');
    // The English page keeps the words its tests and visitors know.
    expect(uiT('en')('converter.swap', { to: 'EUR', from: 'USD' })).toBe('Swap: convert EUR to USD');
    expect(uiT('en')('currency.noHistory', { from: 'BTC', to: 'USD' })).toBe('No rate history is available for BTC to USD');
  });

  it('writes a category inside a sentence in lower case, except German nouns', () => {
    expect(inSentence('Length', 'en')).toBe('length');
    expect(inSentence('Länge', 'de')).toBe('Länge');
    expect(inSentence('İnç', 'az')).toBe('inç');
    // An English name kept on an Azerbaijani page is lowered as English: not "ılluminance".
    expect(inSentence('Illuminance', 'az')).toBe('illuminance');
    // A Turkic dotted capital becomes a plain i, not i with a combining dot.
    expect(inSentence('İşıq ili', 'az')).toBe('işıq ili');
    // An abbreviation stays one.
    expect(inSentence('Calories [IT]', 'en')).toBe('calories [IT]');
    expect(inSentence('Therm (US)', 'en')).toBe('therm (US)');
    expect(inSentence('Kalori [IT]', 'az')).toBe('kalori [IT]');
    expect(inSentence('Fl oz İmp.', 'az')).toBe('fl oz imp.');
    // Pages and islands lower the same way.
    for (const l of PUBLISHED_LOCALES) expect(lang(l).lower('İşıq ili Illuminance')).toBe(inSentence('İşıq ili Illuminance', l));
  });

  it('lowers every sourced name of every language without a combining dot or a dotless ı it did not have', () => {
    let checked = 0;
    for (const l of PUBLISHED_LOCALES) {
      const file = JSON.parse(readFileSync(path.resolve(DIR, '../../../data/names', `${l}.json`), 'utf8')) as { units: Record<string, { name: string; other?: string }>; categories: Record<string, { name: string; other?: string }> };
      for (const n of [...Object.values(file.units), ...Object.values(file.categories)]) {
        for (const text of [n.name, n.other ?? n.name]) {
          const lowered = inSentence(text, l);
          expect(lowered, `${l}: ${text}`).not.toContain('\u0307');
          expect(lowered.split('ı').length, `${l}: ${text}`).toBe(text.split('ı').length);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('every table is loaded by uiT', () => {
    for (const l of PUBLISHED_LOCALES) expect(Object.keys(uiMessages(l))).toEqual(Object.keys(en));
  });
});
