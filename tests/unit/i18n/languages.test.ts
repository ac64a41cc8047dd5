// The language records (src/i18n/languages/): each is complete and agrees with CLDR and with the
// lists beside it; the pseudo-locale en-xa has every message and name, made from English's; and
// every language's paths go to it and back, through the rules the server, the Worker and the deploy use.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { phaseOf } from '../../../src/deploy/plan.ts';
import { currencyName } from '../../../src/i18n/currency-names.ts';
import { lang } from '../../../src/i18n/lang.ts';
import { accented } from '../../../src/i18n/languages/en-xa.ts';
import { DEFAULT_LOCALE as ISLAND_DEFAULT, islandFactsOf, LANGUAGES } from '../../../src/i18n/languages/index.ts';
import { builtLocales, CATALOGUE_LOCALE, DEFAULT_LOCALE, isLocale, languageOf, type LanguageRecord, PUBLISHED_LOCALES, SOURCED_LOCALES } from '../../../src/i18n/locales.ts';
import { namesOf } from '../../../src/i18n/names.ts';
import { alternates, currencyListPath, localPath, notFoundPath, searchIndexPath, splitLocale } from '../../../src/i18n/paths.ts';
import { siteMessages } from '../../../src/i18n/site-messages.ts';
import { uiMessages, uiT } from '../../../src/i18n/ui-messages.ts';
import type { Message } from '../../../src/i18n/format-message.ts';
import { BUILD_ENV } from '../../../src/protocol/build.ts';
import { notFoundKey } from '../../../src/serve/rules.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const CODES = LANGUAGES.map((r) => r.code);
const RECORDS: readonly LanguageRecord[] = LANGUAGES;
const cldr = (pkg: string, locale: string, file: string): unknown => JSON.parse(readFileSync(path.join(ROOT, 'node_modules', pkg, 'main', locale, file), 'utf8'));
const texts = (m: Message): string[] => (typeof m === 'string' ? [m] : Object.values(m).filter((v): v is string => typeof v === 'string'));
const placeholders = (s: string): string[] => [...s.matchAll(/\{[^{}]*\}/g)].map((m) => m[0]).sort();

describe('the language records', () => {
  it('begin with the default language, and each code is a lower-case BCP 47 tag, unique, whose canonical form is its hreflang', () => {
    expect(LANGUAGES[0]?.code).toBe(DEFAULT_LOCALE);
    expect(ISLAND_DEFAULT).toBe(DEFAULT_LOCALE);
    expect(LANGUAGES.filter((r) => r.island.isDefault === true).map((r) => r.code)).toEqual([DEFAULT_LOCALE]);
    expect(LANGUAGES.filter((r) => r.isCatalogueLanguage === true).map((r) => r.code)).toEqual([CATALOGUE_LOCALE]);
    expect(new Set(CODES).size).toBe(CODES.length);
    for (const r of LANGUAGES) {
      expect(r.code, r.code).toMatch(/^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/);
      expect(Intl.getCanonicalLocales(r.code)[0], r.code).toBe(r.hreflang);
      expect(isLocale(r.code)).toBe(true);
      expect(languageOf(r.code)).toBe(r);
    }
  });

  it('are found the same way for the islands: each file is named by its code', () => {
    for (const r of LANGUAGES) {
      expect(islandFactsOf(r.code), r.code).toBe(r.island);
      expect(readFileSync(path.join(ROOT, 'src/i18n/languages', `${r.code}.ts`), 'utf8'), r.code).toContain(`code: '${r.code}'`);
    }
    expect(() => islandFactsOf('xx')).toThrow(/No language "xx"/);
    expect(() => languageOf('xx')).toThrow(/No language record for "xx"/);
  });

  it('give Intl the same language through their code (the islands) and their CLDR locale (the pages)', () => {
    for (const r of LANGUAGES) {
      expect(new Intl.PluralRules(r.code).resolvedOptions().locale, r.code).toBe(new Intl.PluralRules(r.cldr).resolvedOptions().locale);
      expect(new Intl.ListFormat(r.code).format(['a', 'b', 'c']), r.code).toBe(new Intl.ListFormat(r.cldr).format(['a', 'b', 'c']));
    }
  });

  it('have CLDR 48’s number symbols and their own name in CLDR 48 (a generated language: its base language’s, its name rewritten)', () => {
    for (const r of RECORDS) {
      if (r.generated) {
        const base = languageOf(r.generated.base);
        expect({ ...r.island }, r.code).toEqual({ decimal: base.island.decimal });
        expect(r.name, r.code).toBe(r.generated.rewrite(base.name));
        continue;
      }
      const n = (cldr('cldr-numbers-full', r.cldr, 'numbers.json') as { main: Record<string, { numbers: Record<string, unknown> }> }).main[r.cldr]?.numbers ?? {};
      const sym = n['symbols-numberSystem-latn'] as { decimal: string };
      expect(r.island.decimal, r.code).toBe(sym.decimal);
      const names = cldr('cldr-localenames-full', r.cldr, 'languages.json') as { main: Record<string, { localeDisplayNames: { languages: Record<string, string> } }> };
      expect(r.name, r.code).toBe(names.main[r.cldr]?.localeDisplayNames.languages[r.cldr]);
    }
  });

  it('separate a list of numbers so that a decimal comma cannot make it ambiguous, and write a colon', () => {
    for (const r of LANGUAGES) {
      expect(r.numberSeparator, r.code).toBe(r.island.decimal === ',' ? `${r.numberSeparator.startsWith('\u202f') ? '\u202f' : ''}; ` : ', ');
      expect(r.colon, r.code).toMatch(/^\u202f?: $/);
      expect(lang(r.code).numbers(['1', '2']), r.code).toBe(`1${r.numberSeparator}2`);
    }
    expect(lang('fr').record.colon).toBe('\u202f: ');
    expect(lang('es').record.colon).toBe(': ');
  });

  it('have files of their own, or are generated from a language that has them', () => {
    for (const r of RECORDS) {
      if (r.generated) {
        expect(SOURCED_LOCALES, r.code).not.toContain(r.code);
        expect(SOURCED_LOCALES, r.code).toContain(r.generated.base);
        expect(r.files, r.code).toBeUndefined();
      } else {
        expect(SOURCED_LOCALES, r.code).toContain(r.code);
        expect(r.files, r.code).toBeDefined();
      }
    }
  });

  it('en-xa has English’s facts, written out in its record', () => {
    const en = languageOf('en');
    const xa = languageOf('en-xa');
    expect(xa.island).toEqual({ decimal: en.island.decimal });
    expect(languageOf('en-xa').search).toBe(languageOf('en').search);
    expect({ lowerInText: xa.lowerInText, numberSeparator: xa.numberSeparator, colon: xa.colon, grammar: xa.grammar }).toEqual({ lowerInText: en.lowerInText, numberSeparator: en.numberSeparator, colon: en.colon, grammar: en.grammar });
    expect(xa).toMatchObject({ hreflang: 'en-XA', published: false, pseudo: true });
  });
});

describe('the languages a build renders', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('are the published ones, with their hreflang alternates', () => {
    expect(PUBLISHED_LOCALES).toEqual(LANGUAGES.filter((r) => r.published).map((r) => r.code));
    expect(PUBLISHED_LOCALES).toEqual(PUBLISHED_LOCALES);
    expect(PUBLISHED_LOCALES).not.toContain('en-xa');
    expect(alternates('/about', PUBLISHED_LOCALES).map((a) => a.hreflang)).toEqual(PUBLISHED_LOCALES.map((l) => languageOf(l).hreflang));
  });

  it('the pseudo-locales with BUILD_ENV.pseudoLocales, an unpublished language with BUILD_ENV.languages, and no code that is no record', () => {
    expect(builtLocales({ [BUILD_ENV.pseudoLocales]: '1' })).toEqual(LANGUAGES.filter((r) => r.published || r.pseudo === true).map((r) => r.code));
    expect(builtLocales({})).toEqual(PUBLISHED_LOCALES);
    expect(() => builtLocales({ [BUILD_ENV.languages]: 'xx' })).toThrow(/BUILD_LANGUAGES: "xx" is no language/);
    expect(() => builtLocales({ [BUILD_ENV.languages]: 'en-xa' })).toThrow(/is a pseudo-locale: BUILD_PSEUDO_LOCALES=1 builds it/);
  });

  it('and the pseudo-locales when the build asks (BUILD_ENV.pseudoLocales): every page’s alternates then name them', () => {
    expect(alternates('/about', builtLocales({ [BUILD_ENV.pseudoLocales]: '1' })).find((a) => a.locale === 'en-xa')).toEqual({ locale: 'en-xa', hreflang: 'en-XA', path: '/en-xa/about' });
    expect(alternates('/about', builtLocales({})).map((a) => a.locale)).not.toContain('en-xa');
  });
});

describe('accented English (en-xa)', () => {
  it('accents every ASCII letter, brackets the text and lengthens it by half, as CLDR’s pseudo-localiser', () => {
    expect(accented('Length')).toBe('[Ļéñĝţĥ one]');
    expect(accented('Free Length Converter')).toBe('[Ƒŕéé Ļéñĝţĥ Çöñṽéŕţéŕ one two three]');
    expect(accented('')).toBe('[]');
  });

  it('keeps placeholders, digits and signs as they are', () => {
    expect(accented('{count} units of {unit:def.cap}: 1.5')).toBe('[{count} ûñîţš öƒ {unit:def.cap}: 1.5 one two]');
  });
});

describe('en-xa’s messages and names, made from English’s', () => {
  it('has every page and island message, each English one rewritten, with its placeholders and plural forms', () => {
    for (const [own, english] of [
      [siteMessages('en-xa'), siteMessages('en')],
      [uiMessages('en-xa'), uiMessages('en')],
    ] as const) {
      const en = english as Readonly<Record<string, Message>>;
      const xa = own as Readonly<Record<string, Message>>;
      expect(Object.keys(xa)).toEqual(Object.keys(en));
      for (const [key, m] of Object.entries(en)) {
        const x = xa[key] as Message;
        expect(typeof x, key).toBe(typeof m);
        if (typeof m !== 'string') expect(Object.keys(x), key).toEqual(Object.keys(m));
        texts(m).forEach((t, i) => {
          expect(texts(x)[i], key).toBe(accented(t));
          expect(placeholders(texts(x)[i] ?? ''), key).toEqual(placeholders(t));
        });
      }
    }
  });

  it('fills its messages, writes its numbers as English does and grouped, and names units and currencies', () => {
    expect(uiT('en-xa')('copy.result')).toBe(accented('Copy'));
    const l = lang('en-xa');
    expect(l.t('nav.home')).toBe(accented(siteMessages('en')['nav.home'] as string));
    expect(l.num('12345.5')).toBe('12\u202f345.5');
    expect(l.path('/convert/length')).toBe('/en-xa/convert/length');
    const xa = namesOf('en-xa');
    const en = namesOf('en');
    expect([...xa.units.keys()]).toEqual([...en.units.keys()]);
    expect(xa.units.get('length/m')).toMatchObject({ name: accented('Meter'), one: accented('meter'), other: accented('meters') });
    expect(currencyName('en-xa', 'USD')?.name).toBe(accented(currencyName('en', 'USD')?.name ?? ''));
  });
});

describe('every language’s paths', () => {
  const PATHS = ['/', '/convert/length', '/convert/length/m-to-ft?v=5', '/about#top', '/units/length/m'];

  for (const r of LANGUAGES) {
    it(`${r.code}: go to the language and back, and find its not-found page and files`, () => {
      const prefix = r.code === DEFAULT_LOCALE ? '' : `/${r.code}`;
      for (const p of PATHS) {
        const local = localPath(r.code, p);
        expect(local.startsWith(prefix), local).toBe(true);
        expect(splitLocale(local), local).toEqual({ locale: r.code, path: p });
      }
      expect(notFoundPath(r.code)).toBe(`${prefix}/404`);
      // The default language's 404 page is the site's: a caller serves 404.html where "en/404.html" is none.
      if (prefix !== '') expect(notFoundKey(`${prefix}/convert/no-such-thing`)).toBe(`${notFoundPath(r.code).slice(1)}.html`);
      expect(phaseOf(searchIndexPath(r.code).slice(1))).toBe('indexes');
      expect(phaseOf(currencyListPath(r.code).slice(1))).toBe('assets');
    });
  }

  it('a segment that is no language’s code is an English path', () => {
    expect(splitLocale('/xx/convert/length')).toEqual({ locale: 'en', path: '/xx/convert/length' });
    expect(splitLocale('/EN-XA/about')).toEqual({ locale: 'en', path: '/EN-XA/about' });
    expect(splitLocale('/en-xa')).toEqual({ locale: 'en-xa', path: '/' });
    expect(splitLocale('/es?v=1')).toEqual({ locale: 'es', path: '/?v=1' });
    expect(notFoundKey('/convert/length/no-such-thing')).toBe('404.html');
    expect(notFoundKey('/EN-XA/about')).toBe('404.html');
  });
});
