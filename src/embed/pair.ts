// The embeddable converter's answers, without the DOM: which category a pair of units is in,
// and what the element shows for a typed value, as the site's converter card shows it (the
// core's exact conversion, rounded once by format.ts, "=" or "≈" by exactness.ts, numbers in
// the language's form by i18n/numbers.ts). Every failure is a reason the element words, never a number.
import { belowAbsoluteZero, convert } from '../core/convert.ts';
import { relation } from '../core/exactness.ts';
import { readNumber, showResultOrInfinity } from '../core/format.ts';
import { typedValue, unitLabel } from '../core/labels.ts';
import { pairShort } from '../core/shown.ts';
import { conversionSlug, unitSlug } from '../core/slug.ts';
import type { Locale } from '../i18n/locales.ts';
import { localNumber, toEnglishNumber } from '../i18n/numbers.ts';
import type { CategoryFile, EmbedUnit, IndexCategory, PageTemplates } from './api.ts';

/** Why a pair has no answer: the element says each in its language. */
export type PairProblem =
  | { kind: 'missing' }
  | { kind: 'unknown-category'; category: string }
  | { kind: 'unknown-unit'; unit: string }
  | { kind: 'different'; from: string; to: string }
  | { kind: 'not-in-category'; unit: string; category: string }
  | { kind: 'currency' };

/** A unit attribute as written, matched to a code as given or as its address writes it ("l_100km" or "l-100km"). */
function matches(code: string, asked: string): boolean {
  return code === asked || unitSlug(code) === unitSlug(asked);
}

/**
 * The category both units are in: the one `category` names, else the first of the site's
 * list that has both (a code of several categories, such as "cm" in Length and Typography,
 * means the same unit in each pair the site converts).
 */
export function findCategory(index: readonly IndexCategory[], from: string, to: string, category: string | undefined): IndexCategory | PairProblem {
  if (from === '' || to === '') return { kind: 'missing' };
  const among = category === undefined || category === '' ? index : index.filter((c) => c.slug === category);
  if (among.length === 0) return { kind: 'unknown-category', category: category ?? '' };
  const has = (c: IndexCategory, u: string): boolean => c.units.some((code) => matches(code, u));
  // A unit the site has nowhere is unknown; one it has elsewhere is not in the category named.
  for (const u of [from, to]) if (!index.some((c) => has(c, u))) return { kind: 'unknown-unit', unit: u };
  const both = among.find((c) => has(c, from) && has(c, to));
  if (both) return both.currency ? { kind: 'currency' } : both;
  const named = category === undefined || category === '' ? undefined : among[0];
  const outside = named ? [from, to].find((u) => !has(named, u)) : undefined;
  if (named && outside !== undefined) return { kind: 'not-in-category', unit: outside, category: named.slug };
  return { kind: 'different', from, to };
}

/** The two units of a pair in a category's file (the index said they are there; a file that disagrees names the unit). */
export function unitsOf(file: CategoryFile, from: string, to: string): [EmbedUnit, EmbedUnit] | PairProblem {
  const a = file.units.find((u) => matches(u.code, from));
  const b = file.units.find((u) => matches(u.code, to));
  if (!a) return { kind: 'unknown-unit', unit: from };
  if (!b) return { kind: 'unknown-unit', unit: to };
  return [a, b];
}

/** A unit's name and symbol in a language, or in the first language the file has (the API gives every language the site is built in). */
export function namedIn(u: EmbedUnit, locale: Locale): { name: string; symbol: string } {
  return u.names[locale] ?? Object.values(u.names)[0] ?? { name: u.code, symbol: u.code };
}

/** What the element shows of a pair in a language: the fields' labels and the pair's page on the site. */
export interface PairView {
  fromLabel: string;
  toLabel: string;
  fromName: string;
  toName: string;
  /** The short labels of a result line: the symbols, or the names where both units share one symbol. */
  fromShort: string;
  toShort: string;
  /** The pair's page in the language ("/de/convert/length/ft-to-cm"), or its category's where the pair has none. */
  path: string;
}

function template(t: Readonly<Record<string, string>>, locale: Locale): string {
  return t[locale] ?? Object.values(t)[0] ?? '';
}

export function pairView(pages: PageTemplates, file: CategoryFile, category: IndexCategory, from: EmbedUnit, to: EmbedUnit, locale: Locale): PairView {
  const f = namedIn(from, locale);
  const t = namedIn(to, locale);
  const [fromShort, toShort] = pairShort(f, t);
  const slug = conversionSlug(from.code, to.code);
  // A unit to itself has no page: its category's is linked.
  const hasPage = from.code !== to.code && (category.everyPair || (file.conversions?.includes(slug) ?? false));
  const path = hasPage
    ? template(pages.conversion, locale).replace('{category}', category.slug).replace('{from}', from.slug).replace('{to}', to.slug)
    : template(pages.category, locale).replace('{category}', category.slug);
  return { fromLabel: unitLabel(f), toLabel: unitLabel(t), fromName: f.name, toName: t.name, fromShort, toShort, path };
}

/** A typed value's answer: the result and the line that says it ("1 ft = 30,48 cm"), or that the text is no number, or a temperature below absolute zero. */
export type Answer = { ok: true; result: string; line: string } | { ok: false; typed: string; belowZero?: true };

/**
 * The answer for `typed` (in the language's number form, or English where that cannot be
 * the local one: i18n/numbers.ts toEnglishNumber); blank is 0, as on the site's converter.
 */
export function answer(typed: string, from: EmbedUnit, to: EmbedUnit, locale: Locale): Answer {
  const x = readNumber(toEnglishNumber(typed, locale));
  if (x === undefined) return { ok: false, typed: typed.trim() };
  if (from.absolute && belowAbsoluteZero(x, from.model)) return { ok: false, typed: typed.trim(), belowZero: true };
  const shown = showResultOrInfinity(convert(x, from.model, to.model));
  const result = localNumber(shown.text, locale);
  const [f, t] = pairShort(namedIn(from, locale), namedIn(to, locale));
  return { ok: true, result, line: `${echo(typed, locale)} ${f} ${relation(from, to, shown)} ${result} ${t}` };
}

/** The typed value as the line echoes it: in the language's form ("−40", "5,5", "1 × 10⁻⁷"), a fraction as typed, blank as 0. */
function echo(typed: string, locale: Locale): string {
  const t = typedValue(typed);
  return t.includes('/') ? t : localNumber(toEnglishNumber(t, locale), locale);
}
