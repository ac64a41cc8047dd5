import type { Category, Conversion, Unit } from '../core/catalogue.ts';
import { everyPairExact, relation } from '../core/exactness.ts';
import { conversionFormula, formulaSymbols } from '../core/formula.ts';
import { convertShown, pairShort } from '../core/shown.ts';
import { byObjects } from '../core/memo.ts';
import { decimalReason, formulaSentence, formulaText, measuredNames } from './sentences.ts';
import { sourceNote } from './source-note.ts';
import { baseUnit } from '../core/hub.ts';
import { unitLabel } from '../core/labels.ts';
import { PRODUCT_NAME } from '../core/product.ts';
import { HISTORY_DAYS, pairSources } from '../core/rate-sources.ts';
import { categoryDisplayTitle } from '../core/slug.ts';
import type { Lang } from '../i18n/lang.ts';
import type { SiteKey } from '../i18n/site-messages.ts';
import type { SiteParams as Params } from '../i18n/site-format.ts';

export interface FaqItem {
  question: string;
  answer: string;
}

/** The category pages' written questions (messages "catfaq.<slug>.<n>.q/a"): length, weight, temperature, volume and area. */
const WRITTEN_FAQ: Readonly<Record<string, number>> = { length: 2, 'weight-and-mass': 2, temperature: 2, volume: 2, area: 2 };

const GENERIC = ['what', 'free', 'accurate', 'stored', 'phone', 'reverse', 'exponent', 'numbers', 'share', 'rates'] as const;

/** What the generic questions speak about: whether every result they cover is exact (then rounded once, for display). */
export interface FaqScope {
  exact: boolean;
}

/** The catalogue's counts the home page states, each exactly: conversions (units and currency pairs), categories, currencies. */
export interface StatedCounts {
  conversions: number;
  categories: number;
  currencies: number;
}

function qa(l: Lang, q: SiteKey, a: SiteKey, params: Params = {}): FaqItem {
  return { question: l.t(q, params), answer: l.t(a, params) };
}

/**
 * The generic questions every category page carries (SPEC §2: 10 of them). "Rounded once"
 * is said only where every result the page covers is exact (`scope`); the privacy answer
 * says what the currency converter sends in the privacy page's own words.
 */
export function genericFaq(l: Lang, scope: FaqScope = { exact: false }): FaqItem[] {
  const params = { product: PRODUCT_NAME, example: l.path('/convert/length/m-to-ft'), rates: l.t('privacy.rates.text') };
  return GENERIC.map((k) => qa(l, `faq.${k}.q` as SiteKey, (k === 'accurate' && !scope.exact ? 'faq.accurate.aRounded' : `faq.${k}.a`) as SiteKey, params));
}

/** Two category-specific questions: written ones for length, weight, temperature, volume and area, else a default pair. */
export function categorySpecificFaq(cat: Category, l: Lang): FaqItem[] {
  const written = WRITTEN_FAQ[cat.slug];
  if (written !== undefined) {
    return Array.from({ length: written }, (_, i) => qa(l, `catfaq.${cat.slug}.${String(i + 1)}.q` as SiteKey, `catfaq.${cat.slug}.${String(i + 1)}.a` as SiteKey));
  }
  const names = cat.units.slice(0, 8).map((u) => l.inText(u));
  const title = categoryDisplayTitle(cat.title);
  const category = l.noun({ name: title, gender: cat.gender }, l.lower(title));
  return [
    { question: l.t('faq.catWhat.q', { category }), answer: cat.description || l.t('faq.catWhat.a', { category: l.noun({ name: title, gender: cat.gender }, title) }) },
    {
      question: l.t('faq.catUnits.q', { category }),
      answer: l.t(cat.units.length > 8 ? 'faq.catUnits.aMore' : 'faq.catUnits.a', { count: cat.units.length, names: names.join(', ') }),
    },
  ];
}

/** Category page FAQ: 10 generic and 2 category-specific questions. */
export function categoryFaq(cat: Category, l: Lang): FaqItem[] {
  const units = cat.units.filter((u): u is Unit => u.kind === 'unit');
  return [...genericFaq(l, { exact: cat.kind === 'units' && units.length === cat.units.length && everyPairExact(units) }), ...categorySpecificFaq(cat, l)];
}

/** Home page FAQ: the generic questions (about every result of the site, currencies included) plus two about the site itself. */
export function homeFaq(l: Lang, counts: StatedCounts): FaqItem[] {
  return [
    ...genericFaq(l, { exact: false }),
    qa(l, 'faq.howMany.q', 'faq.howMany.a', { conversions: counts.conversions, count: counts.categories, currencies: counts.currencies }),
    qa(l, 'faq.request.q', 'faq.request.a'),
  ];
}

// What one unit is worth in its category's base unit: the same on every page that names the
// unit, so it is worked out once for each unit, not on every such page.
const oneInBase = byObjects((u: Unit, base: Unit) => convertShown('1', u, base));

/** Conversion page FAQ: 12 questions built from the two unit names and symbols. */
export function conversionFaq(conv: Conversion, l: Lang): FaqItem[] {
  const { from, to } = conv;
  if (from.kind !== 'unit' || to.kind !== 'unit') return currencyFaq(conv, l);
  const [sa, sb] = pairShort(from, to);
  const one = convertShown('1', from, to);
  const back = convertShown('1', to, from);
  const ten = convertShown('10', from, to);
  const formula = formulaText(from, to, l);
  const eq = (v: string, x: typeof one, p: Unit, q: Unit, sp: string, sq: string): string => `${v} ${sp} ${relation(p, q, x)} ${l.num(x.text)} ${sq}.`;
  const title = categoryDisplayTitle(conv.category.title);
  const p = {
    from: l.noun(from),
    to: l.noun(to),
    fromLabel: l.noun(from, unitLabel(from)),
    toLabel: l.noun(to, unitLabel(to)),
    fromOne: l.noun(from, from.one),
    toOne: l.noun(to, to.one),
    fromOther: l.noun(from, from.other),
    toOther: l.noun(to, to.other),
    fromShort: sa,
    toShort: sb,
    category: l.noun({ name: title, gender: conv.category.gender }, l.lower(title)),
    formula,
  };
  // What the unit is worth in the category's base unit (a statement check:truth reads), then its source note in the page's language (source-note.ts).
  const base = baseUnit(conv.category);
  const defined = (u: Unit): string => {
    const note = sourceNote(u, conv.category, l);
    const worth = definedAs(u);
    return note ? `${worth} ${l.t('faq.conv.source', { source: note.text })}` : worth;
  };
  const definedAs = (u: Unit): string => {
    if (base === u) return l.t('faq.conv.unitIsBase', { unit: l.noun(u, u.name), category: p.category });
    // A unit of the weight-and-mass category measures mass (weight is a force): it is said so.
    const mass = conv.category.slug === 'weight-and-mass';
    if (base === undefined || !u.offset.isZero() || u.reciprocal) return l.t(mass ? 'faq.conv.unitOfMass' : 'faq.conv.unitOf', { unit: l.noun(u, u.name), category: p.category });
    const [su, sbase] = pairShort(u, base);
    return l.t(mass ? 'faq.conv.unitWorthMass' : 'faq.conv.unitWorth', { unit: l.noun(u, u.name), category: p.category, line: eq('1', oneInBase(u, base), u, base, su, sbase) });
  };
  return [
    { question: l.t('faq.conv.how.q', p), answer: l.t('faq.conv.how.a', p) },
    { question: l.t('faq.conv.manyTo.q', p), answer: eq('1', one, from, to, sa, sb) },
    { question: l.t('faq.conv.manyFrom.q', p), answer: eq('1', back, to, from, sb, sa) },
    { question: l.t('faq.conv.formula.q', p), answer: `${formulaSentence(from, to, l)}.` },
    { question: l.t('faq.conv.ten.q', p), answer: eq('10', ten, from, to, sa, sb) },
    { question: l.t('faq.conv.exact.q', p), answer: exactnessAnswer(from, to, l) },
    { question: l.t('faq.conv.what.q', { unit: l.noun(from, unitLabel(from)) }), answer: defined(from) },
    { question: l.t('faq.conv.what.q', { unit: l.noun(to, unitLabel(to)) }), answer: defined(to) },
    { question: l.t('faq.conv.back.q', p), answer: l.t('faq.conv.back.a', { line: eq('1', back, to, from, sb, sa) }) },
    qa(l, 'faq.conv.negative.q', 'faq.conv.negative.a', { examples: l.numbers([l.num('-40'), l.num('0.5'), l.num('1000.5'), '1e-3']) }),
    qa(l, 'faq.conv.decimals.q', 'faq.conv.decimals.a'),
    qa(l, 'faq.conv.free.q', 'faq.conv.free.a', p),
  ];
}

function currencyFaq(conv: Conversion, l: Lang): FaqItem[] {
  const { from, to } = conv;
  const p = { from: l.noun(from), to: l.noun(to), fromCode: from.code, toCode: to.code, days: HISTORY_DAYS };
  // The sources named and the history promised are the ones that serve this pair (rate-sources.ts):
  // the ECB publishes neither cryptocurrencies nor most of the world's currencies.
  const sources = pairSources(from.code, to.code);
  const ecb = sources.live.includes('ecb');
  const symbol = (u: typeof from): FaqItem => ({
    question: l.t('faq.cur.symbol.q', { name: l.noun(u, u.name) }),
    answer: u.symbol ? l.t('faq.cur.symbol.a', { symbol: u.symbol, code: u.code }) : l.t('faq.cur.symbol.aCode', { code: u.code }),
  });
  return [
    qa(l, 'faq.cur.how.q', 'faq.cur.how.a', p),
    qa(l, 'faq.cur.often.q', 'faq.cur.often.a', p),
    qa(l, 'faq.cur.source.q', ecb ? 'faq.cur.source.a' : 'faq.cur.source.aLive', p),
    qa(l, 'faq.cur.bank.q', 'faq.cur.bank.a', p),
    { question: l.t('faq.cur.decimals.q', p), answer: l.t(to.kind === 'currency' && to.crypto ? 'faq.cur.decimals.aCrypto' : 'faq.cur.decimals.aFiat') },
    qa(l, 'faq.cur.history.q', sources.history.length > 0 ? 'faq.cur.history.a' : 'faq.cur.history.aNone', p),
    qa(l, 'faq.cur.back.q', 'faq.cur.back.a', p),
    qa(l, 'faq.cur.js.q', 'faq.cur.js.a', p),
    symbol(from),
    symbol(to),
    qa(l, 'faq.cur.stored.q', 'faq.cur.stored.a', p),
    qa(l, 'faq.cur.free.q', 'faq.cur.free.a', p),
  ];
}

/** The answer to "Is the conversion exact?", from the catalogue's exactness field and the formula. */
export function exactnessAnswer(from: Unit, to: Unit, l: Lang): string {
  const f = conversionFormula(from, to);
  const keep = formulaSymbols(from, to);
  switch (f.exactness.kind) {
    case 'exact':
      if (f.exact !== undefined && f.approx === undefined) return l.t('faq.exact.whole', { formula: l.formula(f.exact, keep) });
      if (f.exact !== undefined) {
        const reason = decimalReason(f, l);
        return l.t('faq.exact.ratio', { formula: l.formula(f.exact, keep), reason: `${reason.charAt(0).toUpperCase()}${reason.slice(1)}`, approx: l.formula(f.approx ?? '', keep) });
      }
      return l.t('faq.exact.fraction', { reason: decimalReason(f, l) });
    case 'pi':
      return l.t('faq.exact.pi');
    case 'measured':
      return l.t('faq.exact.measured', { count: f.exactness.measured.length, names: measuredNames(f.exactness.measured, l) });
  }
}
