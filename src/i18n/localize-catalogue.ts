/**
 * The catalogue as a page of one language reads it: the same units, factors and
 * conversions, with the names of the language where a source names them (names.ts,
 * currency-names.ts) and the English name otherwise, and the category descriptions of
 * the language's message file. Built once per language and catalogue.
 */
import type { AnyUnit, Catalogue, Category, Conversion } from '../core/catalogue.ts';
import { categoryDisplayTitle } from '../core/slug.ts';
import { currencyName } from './currency-names.ts';
import { lang, lowerName } from './lang.ts';
import { englishPlural } from './english-forms.ts';
import { CATALOGUE_LOCALE, languageOf, type Locale } from './locales.ts';
import { categoryName, unitName } from './names.ts';
import { categoryDescription } from './category-texts.ts';
import { capitalise } from './grammar.ts';
import { localSymbol } from './symbols.ts';
import { localByteSymbol } from './byte-symbols.ts';
import { generation } from './generated.ts';

const made = new WeakMap<Catalogue, Map<Locale, Catalogue>>();

export function localizeCatalogue(cat: Catalogue, locale: Locale): Catalogue {
  let byLocale = made.get(cat);
  if (!byLocale) made.set(cat, (byLocale = new Map<Locale, Catalogue>()));
  let out = byLocale.get(locale);
  if (!out) byLocale.set(locale, (out = build(cat, locale)));
  return out;
}

/**
 * English sentence forms: the catalogue's name lowered as running text writes it ("acre-foot (US
 * Survey)", lang.ts lowerName) and its plural (english-forms.ts); CLDR's plural where CLDR names
 * the same unit in the same words ("kilowatt-hours"), not where it words it otherwise ("Imp. gallon").
 */
function englishForms(name: string, cldr: { one: string; other: string } | undefined): { one: string; other: string; name: string } {
  const one = lowerName(languageOf(CATALOGUE_LOCALE), name, CATALOGUE_LOCALE);
  const other = cldr && cldr.one.toLowerCase() === one.toLowerCase() ? cldr.other : englishPlural(one);
  return { name, one, other };
}

/** Whether the language is the catalogue's own: its names and texts are the catalogue's. */
function isCatalogueLanguage(locale: Locale): boolean {
  return languageOf(locale).isCatalogueLanguage === true;
}

function localUnit(u: AnyUnit, slug: string, locale: Locale): AnyUnit {
  if (u.kind === 'currency') {
    const n = currencyName(locale, u.code);
    if (!n) return u;
    // CLDR's Azerbaijani currency names are in title case ("ABŞ Dolları"); Azerbaijani writes "ABŞ dolları".
    const { cldr, lowerCurrencyWord } = languageOf(locale);
    const name = isCatalogueLanguage(locale) ? u.name : lowerCurrencyWord && n.name.toLocaleLowerCase(cldr) === n.one.toLocaleLowerCase(cldr) ? capitalise(n.one, locale) : n.name;
    return { ...u, name, one: n.one, other: n.other };
  }
  // The language's own symbols (its record's spellings; the byte as its CLDR writes it: fr "Go").
  const symbol = localByteSymbol(localSymbol(u.symbol, languageOf(locale).symbols), slug, locale);
  const n = unitName(locale, slug, u.code);
  if (isCatalogueLanguage(locale)) return { ...u, symbol, ...englishForms(u.name, n) };
  if (!n) return symbol === u.symbol ? u : { ...u, symbol };
  // English keeps the catalogue's own heading name ("Meter"); CLDR gives its sentence forms ("meter", "meters").
  return { ...u, name: isCatalogueLanguage(locale) ? u.name : n.name, one: n.one, other: n.other, symbol, ...(n.gender ? { gender: n.gender } : {}) };
}

/**
 * A generated language's (the pseudo-locale en-XA) unit: its base language's, each name
 * rewritten, the catalogue's own English heading name too.
 */
function generatedUnit(base: AnyUnit, rewrite: (text: string) => string): AnyUnit {
  return { ...base, name: rewrite(base.name), one: rewrite(base.one), other: rewrite(base.other) };
}

function build(cat: Catalogue, locale: Locale): Catalogue {
  const l = lang(locale);
  const g = generation(locale);
  const base = g ? localizeCatalogue(cat, g.base) : undefined;
  const categories = cat.categories.map((c, ci): Category => {
    const baseCategory = base?.categories[ci];
    const units = c.units.map((u, i) => (g && baseCategory ? generatedUnit(baseCategory.units[i] ?? u, g.rewrite) : localUnit(u, c.slug, locale)));
    const unitByCode = new Map<string, AnyUnit>();
    const swap = new Map<AnyUnit, AnyUnit>();
    c.units.forEach((u, i) => swap.set(u, units[i] ?? u));
    for (const [code, u] of c.unitByCode) unitByCode.set(code, swap.get(u) ?? u);
    const local = isCatalogueLanguage(locale) || g ? undefined : categoryName(locale, c.slug);
    const title = g && baseCategory ? g.rewrite(baseCategory.title) : (local?.name ?? categoryDisplayTitle(c.title));
    const description = g && baseCategory ? g.rewrite(baseCategory.description) : isCatalogueLanguage(locale) ? c.description : (categoryDescription(locale, c.slug) ?? l.t('category.descriptionFallback', { category: title }));
    const short = g && baseCategory?.short !== undefined ? g.rewrite(baseCategory.short) : local?.short;
    const category: Category = { ...c, title, ...(short ? { short } : {}), ...(local?.gender ? { gender: local.gender } : {}), description, units, unitByCode, conversions: [], conversionBySlug: new Map() };
    const bySlug = new Map<Conversion, Conversion>();
    category.conversions = c.conversions.map((v) => {
      const from = swap.get(v.from) ?? v.from;
      const to = swap.get(v.to) ?? v.to;
      const nv: Conversion = { ...v, category, from, to, name: l.pair(from, to) };
      bySlug.set(v, nv);
      return nv;
    });
    for (const [slug, v] of c.conversionBySlug) category.conversionBySlug.set(slug, bySlug.get(v) ?? v);
    return category;
  });
  const categoryBySlug = new Map<string, Category>();
  const bySlug = new Map(cat.categories.map((c, i) => [c, categories[i]] as const));
  for (const [slug, c] of cat.categoryBySlug) categoryBySlug.set(slug, bySlug.get(c) ?? c);
  const currencies = cat.currencies.map((u, i) => (g && base ? generatedUnit(base.currencies[i] ?? u, g.rewrite) : localUnit(u, '', locale))).filter((u) => u.kind === 'currency');
  return { ...cat, categories, categoryBySlug, currencies };
}
