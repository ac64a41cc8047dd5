// Every language has every page message, with the same placeholders and plural shape as
// English, and every category description; a missing or broken message fails here, never
// as English text on a Spanish page.
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import type { Message } from '../../../src/i18n/format-message.ts';
import { formatMessage } from '../../../src/i18n/format-message.ts';
import { DEFAULT_LOCALE, languageOf, PUBLISHED_LOCALES, SOURCED_LOCALES } from '../../../src/i18n/locales.ts';
import { MESSAGE_ALTERNATIVES, siteMessages, type SiteKey } from '../../../src/i18n/site-messages.ts';
import { categoryDescription } from '../../../src/i18n/category-texts.ts';
import { lang } from '../../../src/i18n/lang.ts';
import { localCount, localNumber, parseLocalInput, plainNumber, toEnglishNumber } from '../../../src/i18n/numbers.ts';
import { islandFactsOf } from '../../../src/i18n/languages/index.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const placeholders = (s: string): string[] => [...s.matchAll(/\{(\w+)(?::[\w.]+)?\}/g)].map((m) => m[1] ?? '').sort();
const shape = (m: Message): string => (typeof m === 'string' ? 'string' : `plural:${Object.keys(m).includes('other') ? 'other' : 'none'}`);
const forms = (m: Message): string[] => (typeof m === 'string' ? [m] : Object.values(m).filter((v): v is string => typeof v === 'string'));

describe('page messages', () => {
  const en = siteMessages('en');
  // Structural: every language with files, published or not.
  for (const locale of SOURCED_LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
    it(`${locale} has exactly the English keys, placeholders and plural shapes`, () => {
      const table = siteMessages(locale) as Record<string, Message | undefined>;
      expect(Object.keys(table)).toEqual(Object.keys(en));
      for (const [key, m] of Object.entries(en)) {
        const t = table[key];
        expect(t, key).toBeDefined();
        if (t === undefined) continue;
        expect(shape(t), key).toBe(shape(m));
        const want = [...new Set(forms(m).flatMap(placeholders))].sort();
        const alt = MESSAGE_ALTERNATIVES[key as SiteKey];
        for (const f of forms(t)) {
          const got = [...new Set(placeholders(f))].sort();
          const required = want.filter((p) => (p !== 'count' || /\{count[}:]/.test(f)) && !(alt?.replaces.includes(p) ?? false));
          const allowed = new Set([...want, ...(alt?.adds ?? [])]);
          for (const p of required) expect(got, `${locale} ${key}: {${p}}`).toContain(p);
          for (const p of got) expect(allowed.has(p), `${locale} ${key}: {${p}} is not a parameter of this message`).toBe(true);
        }
      }
    });
    it(`${locale} describes every category of the seed catalogue`, ({ skip }) => {
      // A quality check: a language being translated (unpublished) starts with none.
      if (!languageOf(locale).published) skip();
      const cats = JSON.parse(readFileSync(path.join(ROOT, 'data/categories.json'), 'utf8')) as { slug: string }[];
      for (const c of cats) expect(categoryDescription(locale, c.slug)?.length ?? 0, `${locale} ${c.slug}`).toBeGreaterThan(20);
    });
  }

  it('chooses plural forms with Intl.PluralRules and writes counts in the language', () => {
    const m = { one: '{count} unit', other: '{count} units' };
    expect(formatMessage('en', m, { count: 1 })).toBe('1 unit');
    expect(formatMessage('en', m, { count: 1000 })).toBe('1000 units');
    expect(formatMessage('en', m, { count: 10000 })).toBe('10\u202f000 units');
    expect(formatMessage('fr', { one: '{count} unité', other: '{count} unités' }, { count: 0 })).toBe('0 unité');
    expect(lang('es').t('hub.count', { count: 1, unit: 'Metro' })).not.toBe(lang('es').t('hub.count', { count: 2, unit: 'Metro' }));
    expect(() => formatMessage('en', 'a {b}', {})).toThrow(/\{b\} is missing/);
  });
});

describe('numbers in each language', () => {
  it('keeps every digit and changes only the signs (decimal sign, minus sign, groups, power of ten)', () => {
    expect(localNumber('3.280839895013123', 'es')).toBe('3,280\u202f839\u202f895\u202f013\u202f123');
    expect(localNumber('-1234.5', 'es')).toBe('\u22121234,5');
    expect(localNumber('12345.5', 'es')).toBe('12\u202f345,5');
    expect(localNumber('1234.5', 'de')).toBe('1234,5');
    expect(localNumber('12345.5', 'fr')).toBe('12\u202f345,5');
    expect(localNumber('1.5e+21', 'az')).toBe('1,5 × 10²¹');
    expect(localNumber('1000.5', 'en')).toBe('1000.5');
    expect(localCount(109832)).toBe('109\u202f832');
    expect(localCount(1881)).toBe('1881');
    for (const l of PUBLISHED_LOCALES) expect(plainNumber(localNumber('0.000123456789', l), l)).toBe('0.000123456789');
  });

  it('reads the local form and the English one where unambiguous', () => {
    const v = (t: string, l: (typeof PUBLISHED_LOCALES)[number]): string => parseLocalInput(t, l).toString();
    expect(v('5,5', 'es')).toBe(v('5.5', 'en'));
    expect(v('5.5', 'de')).toBe(v('5.5', 'en'));
    expect(v('1.234,5', 'de')).toBe(v('1234.5', 'en'));
    expect(v('1.234', 'de')).toBe(v('1234', 'en'));
    expect(v('1 234,5', 'fr')).toBe(v('1234.5', 'en'));
    expect(v('1\u202f234,5', 'fr')).toBe(v('1234.5', 'en'));
    expect(v('1,234.5', 'es')).toBe(v('1234.5', 'en'));
    expect(v('1,5e3', 'az')).toBe(v('1500', 'en'));
    expect(v('5 3/8', 'es')).toBe(v('5.375', 'en'));
    expect(toEnglishNumber('-2,5', 'fr')).toBe('-2.5');
  });

  it('uses the decimal sign CLDR gives each language (cldr-numbers-full)', async () => {
    for (const l of PUBLISHED_LOCALES) {
      const file = (await import(`cldr-numbers-full/main/${l}/numbers.json`, { with: { type: 'json' } })) as { default: { main: Record<string, { numbers: Record<string, unknown> }> } };
      const n = file.default.main[l]?.numbers ?? {};
      const sym = n['symbols-numberSystem-latn'] as { decimal: string };
      expect(islandFactsOf(l).decimal, l).toBe(sym.decimal);
    }
  });
});
