/**
 * The units an expression can name, in one language: each with its exact value in coherent
 * SI units (a rational times a power of π) and its dimension, and the words that name it.
 * Built from the catalogue (expressionUnits), shipped to the island as plain data
 * (UnitEntry, one file per language) and indexed for lookups (UnitIndex).
 */
import type { ExprSubstance } from './substance.ts';
import type { KitchenChoice } from '../substance/measures.ts';
import { unitSlug } from '../slug.ts';
import type { Catalogue } from '../catalogue.ts';
import { parseExact } from '../exact.ts';
import { Rational } from '../rational.ts';
import type { QueryWordsData } from '../connectors.ts';
import { CATEGORY_DIMENSIONS } from './categories.ts';
import { type Dimension, power } from './dimension.ts';
import { PI_RATIONAL } from './quantity.ts';

/** A unit as the data file ships it: text and numbers only. */
export interface UnitEntry {
  code: string;
  category: string;
  symbol: string;
  /** The name shown in the page's language. */
  name: string;
  /** The value of one unit in coherent SI units without π: "n/d" or "n". */
  value: string;
  /** The power of π in the value. */
  pi: number;
  /** An absolute temperature scale's zero in kelvin: SI = x × value + offset. */
  offset?: string;
  exact: boolean;
  /** Named as the inverse of its category's quantity (miles per gallon against litres per 100 km). */
  reciprocal?: boolean;
  rank: number;
  /** Words that name the unit, lower-cased and without accents (names, plurals, in the page's language and in English). */
  names: string[];
  /** Weaker words: a name without its qualifier ("cup" for "Cup (US)"), and the unit's code, read only when no unit has the word as a name. */
  weak?: string[];
  /** The generic English word of several customary units this one is among ("ton", "gallon"): that word asks which. */
  family?: string;
  /** The words of the unit's family it brings: its names without their qualifier ("gallon", "galón"). */
  familyWords?: string[];
  /** The family's unit whose English name is the family's word without a qualifier ("Pound", not "Pound (Troy)"): the reading assumed, and said so. */
  unmarked?: boolean;
}

/**
 * Words that name several customary units in English, none of which a reader can assume:
 * an expression with one of them is answered with the choices, never a guess (the short,
 * long and metric ton; the avoirdupois, troy and metric pound; the US, imperial, dry and
 * ale gallon; the calories). A family's units are those whose English name, without its
 * qualifier, is the word ("Ton (Short)"), and those listed.
 */
export const FAMILIES: Readonly<Record<string, readonly string[]>> = {
  ton: ['weight-and-mass/t'],
  pound: [],
  ounce: [],
  gallon: [],
  calorie: ['energy/kcal_it', 'energy/kcal_th'],
  cup: [],
  pint: [],
  quart: [],
  barrel: [],
  bushel: [],
  hundredweight: [],
  horsepower: [],
  'british thermal unit': [],
  'fluid ounce': [],
  tablespoon: [],
  teaspoon: [],
};

/** The family of a unit (FAMILIES lists units by category and code: the tesla's code is also "t"). */
function familyOf(englishName: string, category: string, code: string): string | undefined {
  const k = wordKey(englishName);
  const bare = unqualified(k) ?? k;
  if (Object.hasOwn(FAMILIES, bare)) return bare;
  return Object.keys(FAMILIES).find((f) => FAMILIES[f]?.includes(`${category}/${code}`));
}

export interface ExprUnit {
  code: string;
  category: string;
  symbol: string;
  name: string;
  value: Rational;
  pi: number;
  dim: Dimension;
  offset: Rational | undefined;
  exact: boolean;
  reciprocal: boolean;
  rank: number;
  /** Made by the reader from a catalogue unit and a prefix ("Mb" from the bit): it has no page of its own. */
  prefixed?: boolean;
}

/** A key for words: lower-case, without accents, "ß" as "ss", spaces collapsed. */
export function wordKey(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .normalize('NFC')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
}

const ratioText = (r: Rational): string => r.toString();

/** "degree(s)" before a temperature scale's name in the site's languages: "Celsius" alone names the unit too. */
const DEGREE = /^(?:degrees?|grados?|degres?|grad|derece|dereceler) /;

/**
 * The keys of a name: as written, metre/litre spelt meter/liter, hyphens as spaces, and for
 * a temperature scale without "degree" ("Celsius"). Only a temperature's: "degree per hour"
 * without "degree" would be "per hour", and "100 km per hour" would read it.
 */
function nameKeys(name: string, temperature: boolean): string[] {
  const k = wordKey(name);
  const out = new Set([k, k.replace(/metre/g, 'meter').replace(/litre/g, 'liter'), k.replace(/-/g, ' '), k.replace(/-/g, '')]);
  if (temperature) out.add(k.replace(DEGREE, ''));
  return [...out].filter((s) => s !== '');
}

/** The name or symbol without its qualifier: "cup (us)" → "cup", "btu_it" → "btu", "cal₁₅" → "cal". */
function unqualified(key: string): string | undefined {
  const m = /^(.+?) \([^)]*\)$/.exec(key) ?? /^([^_\s]+)_[a-z]+$/.exec(key) ?? /^(\D+?)[₀-₉]+$/.exec(key);
  return m?.[1];
}

/** Unicode's subscript letters and the letter each writes (mₕ, Eₕ, gₙ). */
const SUBSCRIPT_LETTERS: Readonly<Record<string, string>> = { ₐ: 'a', ₑ: 'e', ₒ: 'o', ₓ: 'x', ₕ: 'h', ₖ: 'k', ₗ: 'l', ₘ: 'm', ₙ: 'n', ₚ: 'p', ₛ: 's', ₜ: 't', ᵢ: 'i', ⱼ: 'j', ᵣ: 'r', ᵤ: 'u', ᵥ: 'v' };

/**
 * A symbol as it is typed with an underscore (the catalogue's symbols before issue 41, and
 * UCUM's codes: cal_IT, cal_th): a qualifier of the calories, Btus and international
 * electrical units ("cal (IT)" → "cal_IT", "kcal (th)/h" → "kcal_th/h", "Ω (int)" → "Ω_int"),
 * a constant's specification ("t(P)" → "t_P", "R(K)" → "R_K") and a subscript letter
 * ("mₕ" → "m_h"). None when the symbol has none of them.
 */
export function typedSymbols(symbol: string): string[] {
  const out = new Set<string>();
  const qualified = symbol.replace(/ \((IT|th|mean|int)\)/g, '_$1');
  if (qualified !== symbol) out.add(qualified);
  const specified = /^(\p{L})\((\p{L}+)\)$/u.exec(symbol);
  if (specified) out.add(`${specified[1] ?? ''}_${specified[2] ?? ''}`);
  const subscript = /^(\p{L})(.)$/u.exec(symbol);
  const letter = SUBSCRIPT_LETTERS[subscript?.[2] ?? ''];
  if (subscript && letter) out.add(`${subscript[1] ?? ''}_${letter}`);
  return [...out];
}

/**
 * The symbols the catalogue wrote in a unit's own script before they were romanised (the Thai
 * and Russian units, as the CJK ones before them: "วา" is now "wa", "фунт" "funt"), by
 * category and code: still read as typed.
 */
const FORMER_SYMBOLS: Readonly<Record<string, string>> = {
  'length/wa': 'วา',
  'length/sok': 'ศอก',
  'length/khuep': 'คืบ',
  'length/sen': 'เส้น',
  'length/yot': 'โยชน์',
  'area/rai': 'ไร่',
  'area/ngan': 'งาน',
  'area/wa2': 'ตร.ว.',
  'weight-and-mass/funt': 'фунт',
  'weight-and-mass/pood': 'пуд',
  'weight-and-mass/berkovets': 'берковец',
  'weight-and-mass/lot': 'лот',
  'weight-and-mass/zolotnik': 'золотник',
  'weight-and-mass/dolya': 'доля',
};

/** A unit's symbol as the catalogue wrote it in the unit's own script, if it did ("фунт" for the funt). */
export function formerSymbols(category: string, code: string): string[] {
  const s = FORMER_SYMBOLS[`${category}/${code}`];
  return s === undefined ? [] : [s];
}

/**
 * The data file of one language (one static file, fetched by the island on first use):
 * the category slugs, and per unit `[code, category index, symbol, name, factor, offset,
 * flags (1 exactly defined, 2 reciprocal), rank, other names, family]`, the factor and
 * offset as the catalogue writes them ("0.0254^3*231/128", "180/pi").
 */
export interface ExpressionData {
  categories: string[];
  /** Each category's title in the language: a dimension said in words ("speed" against "mass"). */
  titles: string[];
  units: ExpressionRow[];
  /** The expression converter's messages in the language (the island's, for the search box that shows its answers): added by the site's files. */
  messages?: Readonly<Record<string, unknown>>;
  /** The language's colon and the space after it (French: " : "), before a reading's answer: added by the site's files. */
  colon?: string;
  /** The words a typed query is read with in the language (its record's `search`): added by the site's files. */
  words?: QueryWordsData;
  /** The substances a typed query may name ("1 cup flour to g"), in the language: added by the site's files. */
  substances?: ExprSubstance[];
  /** The measures the language's words for cup, spoons, fluid ounce and gallon mean (its record's `kitchen`): added by the site's files. */
  kitchen?: KitchenChoice[];
}
export type ExpressionRow = [code: string, category: number, symbol: string, name: string, factor: string, offset: string, flags: number, rank: number, names: string[], family?: string];

/**
 * A catalogue's units as data for one language. `local` is the catalogue localised into
 * the language (names and forms after a count), `english` the English one: English names
 * work on every page, as they do in the search.
 */
export function expressionData(local: Catalogue, english: Catalogue = local): ExpressionData {
  const categories: string[] = [];
  const titles: string[] = [];
  const units: ExpressionRow[] = [];
  for (const category of local.categories) {
    if (!CATEGORY_DIMENSIONS[category.slug] || category.kind !== 'units') continue;
    const index = categories.push(category.slug) - 1;
    titles.push(category.title);
    const en = english.categoryBySlug.get(category.slug);
    for (const u of category.units) {
      if (u.kind !== 'unit') continue;
      const eu = en?.unitByCode.get(unitSlug(u.code));
      const englishUnit = eu?.kind === 'unit' ? eu : undefined;
      const names = [...new Set([u.one, u.other, englishUnit?.name, englishUnit?.one, englishUnit?.other].filter((n): n is string => n !== undefined && n !== u.name))];
      const family = familyOf(englishUnit?.name ?? u.name, category.slug, u.code);
      const flags = (u.exactDefinition ? 1 : 0) | (u.reciprocal ? 2 : 0);
      const row: ExpressionRow = [u.code, index, u.symbol, u.name, u.factorText, u.offsetText === '0' ? '' : u.offsetText, flags, u.rank, names];
      if (family) row.push(family);
      units.push(row);
    }
  }
  return { categories, titles, units };
}

/** The units of a data file with their exact values and every word that names them. */
export function expressionEntries(data: ExpressionData): UnitEntry[] {
  const bases = new Map<string, { value: Rational; pi: number }>();
  for (const slug of data.categories) {
    const cd = CATEGORY_DIMENSIONS[slug];
    if (!cd) continue;
    const base = parseExact(cd.base);
    bases.set(slug, { value: base.value.div(PI_RATIONAL.pow(base.piPower)), pi: base.piPower });
  }
  return data.units.flatMap(([code, categoryIndex, symbol, name, factorText, offsetText, flags, rank, extra, family]): UnitEntry[] => {
    const category = data.categories[categoryIndex] ?? '';
    const base = bases.get(category);
    if (!base) return [];
    const reciprocal = (flags & 2) !== 0;
    const factor = parseExact(factorText);
    // The factor's π is a 50-digit rational in parseExact's value: take it out exactly.
    let value = base.value.mul(factor.value.div(PI_RATIONAL.pow(factor.piPower)));
    let pi = base.pi + factor.piPower;
    if (reciprocal) {
      value = Rational.ONE.div(value);
      pi = -pi;
    }
    const names = new Set<string>();
    const weak = new Set<string>();
    const bareNames = new Set<string>();
    for (const n of [name, ...extra]) {
      for (const k of nameKeys(n, category === 'temperature' || category === 'temperature-difference')) {
        names.add(k);
        const w = unqualified(k);
        if (w) {
          weak.add(w);
          bareNames.add(w);
        }
      }
    }
    const w = unqualified(wordKey(symbol));
    if (w) weak.add(w);
    // The code as a word ("short_ton"), never with its underscore as a space: "m s" is m·s, not the code m_s.
    weak.add(wordKey(code));
    const offset = offsetText === '' ? undefined : parseExact(offsetText).value;
    return [
      {
        code,
        category,
        symbol,
        name,
        value: ratioText(value),
        pi,
        ...(offset && !offset.isZero() ? { offset: ratioText(offset) } : {}),
        exact: (flags & 1) !== 0,
        ...(reciprocal ? { reciprocal: true } : {}),
        rank,
        names: [...names],
        weak: [...weak].filter((k) => !names.has(k)),
        ...(family ? { family, familyWords: [...bareNames], ...(unmarkedIn(family, extra, name) ? { unmarked: true } : {}) } : {}),
      },
    ];
  });
}

/**
 * Families whose bare word people use for one unit: "pounds" and "ounces" are avoirdupois
 * unless "troy" is said (NIST Handbook 44, Appendix C: the avoirdupois pound and ounce are
 * the units of commerce), "horsepower" is the mechanical horsepower, "Btu" the IT Btu. The
 * others (ton, gallon, cup, calorie, pint…) are asked: their readings differ by country.
 */
const DEFAULT_READING: ReadonlySet<string> = new Set(['pound', 'ounce', 'horsepower', 'british thermal unit']);

/** True when one of the unit's names is its family's word itself ("Pound" in the pound family) and the family has a default reading. */
function unmarkedIn(family: string, names: string[], name: string): boolean {
  return DEFAULT_READING.has(family) && [name, ...names].some((n) => wordKey(n) === family);
}

/** Every unit of a catalogue for one language (expressionEntries of expressionData). */
export function expressionUnits(local: Catalogue, english: Catalogue = local): UnitEntry[] {
  return expressionEntries(expressionData(local, english));
}

export function parseRatio(text: string): Rational {
  const [n = '0', d = '1'] = text.split('/');
  return Rational.of(BigInt(n), BigInt(d));
}

/** The exact unit of an entry. */
export function unitOf(e: UnitEntry): ExprUnit {
  const cd = CATEGORY_DIMENSIONS[e.category];
  if (!cd) throw new Error(`unit ${e.code}: category ${e.category} has no dimension`);
  return {
    code: e.code,
    category: e.category,
    symbol: e.symbol,
    name: e.name,
    value: parseRatio(e.value),
    pi: e.pi,
    dim: e.reciprocal ? power(cd.dim, -1) : cd.dim,
    offset: e.offset === undefined ? undefined : parseRatio(e.offset),
    exact: e.exact,
    reciprocal: e.reciprocal ?? false,
    rank: e.rank,
  };
}



/**
 * Units people type that no category of the catalogue lists, read in expressions only (they
 * have no page): the ratios (ISO 80000-1: %, ‰; "ppm" and "ppb" as the SI Brochure, 9th ed.,
 * 5.4.7, describes their use for 10⁻⁶ and 10⁻⁹), and the lumen and steradian (SI Brochure,
 * Table 4: lm = cd·sr; the steradian an angle squared here, as in dimension.ts). Their words
 * in the site's languages are the SI Brochure's and CLDR's names.
 */
export interface ExtraUnit {
  code: string;
  symbol: string;
  names: string[];
  value: string;
  dim: Partial<Record<'luminous' | 'angle', number>>;
}

export const EXTRA_UNITS: readonly ExtraUnit[] = [
  { code: 'percent', symbol: '%', names: ['percent', 'per cent', 'pct', 'por ciento', 'porcentaje', 'prozent', 'pour cent', 'pourcent', 'faiz'], value: '1/100', dim: {} },
  { code: 'permille', symbol: '‰', names: ['per mille', 'permille', 'per mil', 'por mil', 'promille', 'pour mille', 'promil'], value: '1/1000', dim: {} },
  { code: 'permyriad', symbol: '‱', names: ['per myriad', 'basis point', 'basis points', 'bp'], value: '1/10000', dim: {} },
  { code: 'ppm', symbol: 'ppm', names: ['parts per million', 'part per million'], value: '1/1000000', dim: {} },
  { code: 'ppb', symbol: 'ppb', names: ['parts per billion', 'part per billion'], value: '1/1000000000', dim: {} },
  { code: 'lumen', symbol: 'lm', names: ['lumen', 'lumens', 'lümen'], value: '1', dim: { luminous: 1, angle: 2 } },
  { code: 'steradian', symbol: 'sr', names: ['steradian', 'steradians', 'estereorradian', 'estereorradianes', 'steradiant', 'steradianten', 'steradian', 'steradians'], value: '1', dim: { angle: 2 } },
];
