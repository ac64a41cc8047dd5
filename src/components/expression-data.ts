// The expression converter's engine in the browser, loaded on first use (import()) by the
// expression page's island and the search box: the language's units (expressionDataPath),
// fetched once per page, and an answer as the island shows it.
import { type Converted, type ExprAnswer, type ReadingOption, type Unconverted } from '../core/expression/convert.ts';
import { answerWithSubstances, type ExprSubstance } from '../core/expression/substance.ts';
import { roundSignificant } from '../core/substance/round.ts';
import { localNumber } from '../i18n/numbers.ts';
import { UnitIndex } from '../core/expression/lookup.ts';
import { presentConverted, presentValue, type ShownValue } from '../core/expression/present.ts';
import { problemText } from '../i18n/expression-words.ts';
import type { UiTranslate } from '../i18n/ui-translate.ts';
import type { NamespacesOf } from '../i18n/island-messages.ts';
import { expressionEntries, type ExpressionData, type ExprUnit } from '../core/expression/table.ts';
import { Rational } from '../core/rational.ts';
import { type QueryWords, queryWordsFrom } from '../core/connectors.ts';
import { plainDecimal } from '../core/decimal-forms.ts';
import { conversionSlug } from '../core/slug.ts';
import { type IslandMessages, uiTranslator } from '../i18n/ui-translate.ts';
import { islandFactsOf } from '../i18n/languages/index.ts';
import { unitLabel } from '../core/labels.ts';
import { EXPRESSION_PARAM, paths, withValue } from '../core/paths.ts';
import type { Locale } from '../i18n/locales.ts';
import { readLocalNumber } from '../i18n/read-number.ts';
import { expressionDataPath } from '../i18n/expression-path.ts';
import { localPath } from '../i18n/paths.ts';
import { resultLine } from './result-line.ts';

export interface Loaded {
  data: ExpressionData;
  index: UnitIndex;
  /** The words of the page's language a typed query is read with (from the data file). */
  words: QueryWords;
}

const loads = new Map<string, Promise<Loaded>>();

/** The engine's units and words from a language's data file. */
export function loadedFrom(data: ExpressionData): Loaded {
  return { data, index: new UnitIndex(expressionEntries(data)), words: queryWordsFrom(data.words ?? { connectors: [] }) };
}

/** The units of the file at `url`, fetched once per page (a failed fetch is tried again next time). */
export function loadExpressionUnits(url: string): Promise<Loaded> {
  let p = loads.get(url);
  if (!p) {
    p = fetch(url).then(async (r) => {
      if (!r.ok) throw new Error(`HTTP ${String(r.status)}`);
      return loadedFrom((await r.json()) as ExpressionData);
    });
    p.catch(() => loads.delete(url));
    loads.set(url, p);
  }
  return p;
}

/**
 * The text to type for the conversion page at `pathname` ("/es/convert/length/ft-to-cm" →
 * "1 ft a cm"; with `amount`, the page's ?v= in the language's number form, that amount), when its two units are in the data: the
 * offline page (served by the service worker in place of a page never opened) starts from the pair
 * asked for. A unit is written by its symbol where no other unit has that symbol (°C is the
 * temperature's and the temperature difference's), else by its code, which names it alone.
 */
export function pairQuery(loaded: Loaded, pathname: string, amount = '1'): string | undefined {
  const m = /\/convert\/([^/]+)\/([^/]+?)(?:\.html)?\/?$/.exec(pathname);
  if (!m) return undefined;
  const [, category = '', slug = ''] = m.map((x) => decodeURIComponent(x));
  const all = expressionEntries(loaded.data);
  const units = all.filter((u) => u.category === category);
  const written = (u: (typeof all)[number]): string => (all.some((o) => o !== u && o.symbol === u.symbol) ? u.code : u.symbol);
  for (const a of units) {
    const b = units.find((u) => u !== a && conversionSlug(a.code, u.code) === slug);
    if (b) return `${amount} ${written(a)} ${loaded.data.words?.connectors[0] ?? 'to'} ${written(b)}`;
  }
  return undefined;
}

/** A reading the page offers as a click: its words and the text that asks for it alone. */
export interface Offer {
  label: string;
  text: string;
}

/** What the page shows for `text`: the answer (with the common units when there is no target) or what is wrong, and what it assumed. */
export interface ExpressionView {
  kind: ExprAnswer['kind'];
  shown: ShownValue | undefined;
  popular: ShownValue[];
  problem: string | undefined;
  /** The text as read, where it differs from the text typed ("1 inch → cm" for "how many cm in an inch"). */
  readAs: string | undefined;
  /** Words read as one of their units without asking ("pounds" as lb), each with the other readings. */
  assumed: { note: string; others: Offer[] }[];
  /** The readings of an ambiguous word, each with its value: the page's question. */
  choices: Offer[];
  /** The other case of a symbol, where it would make the expression convert ("t" for "T"). */
  suggestion: Offer | undefined;
  /** What the search box says beside its answer, as the expression page does: the text as read, a reciprocal conversion, degrees read as differences. */
  notes: string[];
  /** What a substance named in the text did: the density and source the answer used, or that it changed nothing. */
  substance?: string | undefined;
  /** The conversion page of a value from one unit to another of its category ("5 ft to cm"), with the value. */
  page: { href: string; from: ExprUnit; to: ExprUnit; value: string } | undefined;
}

/** A reading's answer as one line ("= 907.18474 kg"), numbers in the page's form. */
function answerLine(a: Converted | Unconverted, index: UnitIndex, locale: Locale): string {
  return resultLine(a.kind === 'converted' ? presentConverted(a) : presentValue(a, index).si, locale);
}

const spaced = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The answer to `text` as the expression page and the search box show it (one reader, one answer). */
export function expressionView(loaded: Loaded, text: string, locale: Locale, t: UiTranslate<NamespacesOf<'expression'>>, list: (items: string[]) => string): ExpressionView | undefined {
  if (text.trim() === '') return undefined;
  const substances = loaded.data.substances ?? [];
  const sa = answerWithSubstances(loaded.index, text, { words: loaded.words, readNumber: (s) => readLocalNumber(s, locale) }, substances, loaded.data.kitchen ?? []);
  const a = sa.answer;
  // The text as read, where it differs from the text typed by more than its case and punctuation.
  const plainText = (s: string): string => spaced(s).replace(/[¿¡?!.]/g, '').toLowerCase();
  const read = plainText(a.read) === plainText(text) ? undefined : a.read;
  // "Ton (Short) (ton): = 907.18474 kg"; French puts a narrow no-break space before the colon.
  const offer = (o: ReadingOption): Offer => ({ label: `${o.unit ? unitLabel(o.unit) : o.text}${loaded.data.colon ?? ': '}${answerLine(o.answer, loaded.index, locale)}`, text: o.text });
  // A unit's label inside a sentence: its first word in lower case where the language writes so ("tonne (t)", "degree Fahrenheit (°F)"; German keeps its capitals).
  const named = (u: ExprUnit): string => {
    const label = unitLabel(u);
    return islandFactsOf(locale).capitals || !/^\p{Lu}\p{Ll}/u.test(label) ? label : `${label.charAt(0).toLocaleLowerCase(locale)}${label.slice(1)}`;
  };
  const base = { readAs: read, assumed: [], choices: [], suggestion: undefined, page: undefined, notes: read === undefined ? [] : [t('expr.readAs', { text: read })] };
  if (a.kind === 'converted' || a.kind === 'value') {
    const assumed = a.assumed.map((x) => ({ note: t('expr.assumed', { word: x.word, unit: named(x.unit) }), others: x.others.map(offer) }));
    if (a.kind === 'converted') {
      const substance = sa.substance;
      const bridged = a.bridged === true && substance !== undefined;
      const shown = bridged ? roundedTo(presentConverted(a), a, substance.digits) : presentConverted(a);
      const said = !substance ? [] : bridged ? [t('expr.substanceUsed', { name: substance.name, density: densityText(substance, locale), source: substance.source, count: substance.digits })] : sa.unused ? [t('expr.substanceNotNeeded', { name: substance.name })] : [];
      const notes = [...base.notes, ...(shown.reciprocal ? [t('expr.reciprocal', { target: shown.parts[0]?.unit ?? '' })] : []), ...(shown.differences.length > 0 ? [t('expr.differences', { units: list(shown.differences) })] : [])];
      return { ...base, kind: a.kind, shown, popular: [], problem: undefined, assumed, page: bridged ? undefined : pageOf(a, locale), notes: [...notes, ...said], substance: said[0] };
    }
    const v = presentValue(a, loaded.index);
    return { ...base, kind: a.kind, shown: v.si, popular: v.popular, problem: undefined, assumed };
  }
  const p = a.problem;
  return {
    ...base,
    kind: a.kind,
    shown: undefined,
    popular: [],
    problem: sa.missing ? t('expr.massVolume', { list: COMMON.flatMap((slug) => substances.filter((s) => s.slug === slug).map((s) => s.name)).join(', ') }) : problemText(a, a.read, loaded.data, t, locale, list),
    choices: p.kind === 'ambiguous' ? p.options.map(offer) : [],
    suggestion: p.kind === 'dimensions' && p.suggestion ? { label: t('expr.didYouMean', { unit: named(p.suggestion.unit) }), text: p.suggestion.text } : undefined,
  };
}

/** The substances a mass-to-volume question without one is offered (those the data holds). */
const COMMON = ['all-purpose-flour', 'granulated-sugar', 'butter', 'white-rice', 'whole-milk', 'water-20c', 'concrete', 'diesel'];

/** A result through a substance: its number to the digits the substance's value supports, never "=". */
function roundedTo(s: ShownValue, a: Converted, digits: number): ShownValue {
  const last = a.parts[a.parts.length - 1];
  if (!last || last.pi !== 0) return { ...s, relation: '≈' };
  return { ...s, relation: '≈', fraction: undefined, parts: s.parts.map((p, i) => (i === s.parts.length - 1 ? { ...p, number: roundSignificant(last.value, digits) } : p)) };
}

/** A substance's density as a note writes it: g/mL to its digits ("0.528 g/mL"). */
function densityText(s: ExprSubstance, locale: Locale): string {
  const [n, d] = s.density.split('/');
  const perMl = Rational.of(BigInt(n ?? '0'), BigInt(d ?? '1')).div(Rational.of(1000n));
  return `${localNumber(roundSignificant(perMl, s.digits), locale)} g/mL`;
}

/**
 * The conversion page of an answer that converts a value of one unit to another unit of its
 * category ("5 ft to cm", "100 °F to °C"), with the value as typed; undefined otherwise.
 */
function pageOf(a: Converted, locale: Locale): ExpressionView['page'] {
  const [from, to] = a.used;
  if (a.used.length !== 2 || a.parts.length !== 1 || a.relation !== 'same' || !from || !to) return undefined;
  // Units of the catalogue only: a prefixed one ("Mb", made from the bit) keeps the bit's code, and the bit's page would show another value.
  if (from.category === '' || from.category !== to.category || from.code === to.code || from.prefixed === true || to.prefixed === true) return undefined;
  const value = a.absolute ? a.source.value.sub(from.offset ?? Rational.ZERO).div(from.value) : a.source.value.div(from.value);
  // The number as typed ("1/4", "5,5") where it is the value, so the page's field shows it so.
  const typed = /^\s*([+-]?(?:\d[\d.,\u00a0\u202f ]*\d|\d)(?:\s+\d+\/\d+|\/\d+)?)/.exec(a.read)?.[1]?.trim();
  const asTyped = typed !== undefined && (typed.includes('/') ? fraction(typed)?.equals(value) : readLocalNumber(typed, locale)?.equals(value)) ? typed : undefined;
  const decimal = asTyped ?? plainDecimal(value);
  if (decimal === undefined) return undefined;
  return { href: withValue(paths.conversion(from.category, conversionSlug(from.code, to.code)), decimal), from, to, value: decimal };
}

/** "1/4", "5 3/8" as a rational. */
function fraction(text: string): Rational | undefined {
  const m = /^([+-]?)(?:(\d+)\s+)?(\d+)\/(\d+)$/.exec(text);
  if (!m || m[4] === '0') return undefined;
  const d = BigInt(m[4] ?? '1');
  const r = Rational.of(BigInt(m[2] ?? '0') * d + BigInt(m[3] ?? '0'), d);
  return m[1] === '-' ? r.neg() : r;
}

/** The search box's inline answer to a typed expression: the expression page's view of it, and that page with the text. */
export async function inlineExpression(locale: Locale, text: string): Promise<{ view: ExpressionView; href: string } | undefined> {
  const loaded = await loadExpressionUnits(expressionDataPath(locale));
  // The expression page's messages, shipped in the units' file (site-files.ts), never with the page.
  const t = uiTranslator(locale, (loaded.data.messages ?? {}) as IslandMessages<NamespacesOf<'expression'>>);
  const list = new Intl.ListFormat(locale, { type: 'disjunction' });
  const view = expressionView(loaded, text, locale, t, (items) => list.format(items));
  if (!view) return undefined;
  return { view, href: `${localPath(locale, paths.expression)}?${EXPRESSION_PARAM}=${encodeURIComponent(text.trim())}` };
}
