// One unit or currency as the API publishes it: its exact model (as src/core/convert.ts converts
// with it), its symbol and names in every language the build renders, and its source.
import type { AnyUnit, Category, Currency, Unit } from '../../core/catalogue.ts';
import { parseExact } from '../../core/exact.ts';
import type { SourceRecord } from '../../core/source-record.ts';
import { unitSlug } from '../../core/slug.ts';
import { currencyName } from '../../i18n/currency-names.ts';
import { languageOf, type Locale } from '../../i18n/locales.ts';
import { NAME_KINDS, unitName } from '../../i18n/names.ts';
import { apiNumber, type ApiNumber } from './numbers.ts';

/**
 * Where a name in a language comes from: the catalogue's own (English), a kind of the names
 * files (data/names/<lang>.json: CLDR, an SI prefix or a compound composed by CLDR's grammar, a
 * cited reference, the team's translation), "english" where the language keeps the English
 * name, "generated" for a pseudo-locale's rewritten name.
 */
export const API_NAME_KINDS = ['catalogue', ...NAME_KINDS, 'english', 'generated'] as const;
export type ApiNameKind = (typeof API_NAME_KINDS)[number];

export interface ApiName {
  /** The heading form ("Foot", "Pie"). */
  name: string;
  /** After a count of one and of several ("foot", "feet"). */
  one: string;
  other: string;
  /** The symbol as the language writes it. */
  symbol: string;
  kind: ApiNameKind;
}

export interface ApiSourceRecord {
  citations: { document: string; clause?: string; lang?: string }[];
  basis: SourceRecord['basis'];
  statement: { value: string; unit: string }[];
  uncertainty?: { value: string; unit: string };
}

export interface ApiUnit {
  code: string;
  slug: string;
  symbol: string;
  names: Record<string, ApiName>;
  factor: ApiNumber;
  offset: ApiNumber;
  reciprocal: boolean;
  exact: boolean;
  rank: number;
  source: { text: string; record: ApiSourceRecord | null };
}

export interface ApiCurrency {
  code: string;
  slug: string;
  symbol: string;
  crypto: boolean;
  names: Record<string, ApiName>;
}

/** A category of each language the build renders, in the order of `locales` (localizeCatalogue's). */
export interface LocalCategories {
  locales: readonly Locale[];
  categories: readonly Category[];
}

function kindOf(locale: Locale, own: () => ApiNameKind | undefined): ApiNameKind {
  const r = languageOf(locale);
  if (r.isCatalogueLanguage === true) return 'catalogue';
  if (r.generated) return 'generated';
  return own() ?? 'english';
}

function unitKind(locale: Locale, category: string, u: AnyUnit): ApiNameKind {
  if (u.kind === 'unit') return kindOf(locale, () => unitName(locale, category, u.code)?.kind);
  // CLDR's names say so in their source; the others are a cited reference (currency-names.ts CRYPTO).
  return kindOf(locale, () => {
    const n = currencyName(locale, u.code);
    return n === undefined ? undefined : n.source.startsWith('CLDR') ? 'cldr' : 'reference';
  });
}

/** The unit at `index` of the category in each language: its names and symbol there. */
function namesOf(local: LocalCategories, index: number, english: AnyUnit, category: string): Record<string, ApiName> {
  const out: Record<string, ApiName> = {};
  local.locales.forEach((locale, i) => {
    const u = local.categories[i]?.units[index];
    if (u?.code !== english.code) throw new Error(`api: the ${locale} catalogue has no unit ${english.code} at ${String(index)} of ${category}`);
    out[locale] = { name: u.name, one: u.one, other: u.other, symbol: u.symbol, kind: unitKind(locale, category, english) };
  });
  return out;
}

function sourceRecord(r: SourceRecord | undefined): ApiSourceRecord | null {
  if (!r) return null;
  const quantity = (q: { value: string | number; unit: string }): { value: string; unit: string } => ({ value: String(q.value), unit: q.unit });
  return {
    citations: r.citations.map((c) => ({ document: c.document, ...(c.clause === undefined ? {} : { clause: c.clause }), ...(c.lang === undefined ? {} : { lang: c.lang }) })),
    basis: r.basis,
    statement: r.statement.map(quantity),
    ...(r.uncertainty ? { uncertainty: quantity(r.uncertainty) } : {}),
  };
}

export function unitRecord(u: Unit, index: number, category: string, local: LocalCategories): ApiUnit {
  return {
    code: u.code,
    slug: unitSlug(u.code),
    symbol: u.symbol,
    names: namesOf(local, index, u, category),
    factor: apiNumber(u.factor, u.piPower),
    // The model keeps the offset's value; its power of π (none in the catalogue today) is its text's.
    offset: apiNumber(u.offset, parseExact(u.offsetText).piPower),
    reciprocal: u.reciprocal,
    exact: u.exactDefinition,
    rank: u.rank,
    source: { text: u.source, record: sourceRecord(u.sourceRecord) },
  };
}

export function currencyRecord(c: Currency, index: number, category: string, local: LocalCategories): ApiCurrency {
  return { code: c.code, slug: unitSlug(c.code), symbol: c.symbol, crypto: c.crypto, names: namesOf(local, index, c, category) };
}
