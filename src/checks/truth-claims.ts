// The claims a built page makes about the site's own data (issue 41, item 4), read as a visitor
// gets them and held against the data they speak about (truth.ts runs them on the pages whose
// kind names them):
// - a currency page names as its sources only the providers that serve both of its currencies,
//   and promises a rate history only where the rates function has one for the pair;
// - the generic privacy answer says what the currency converter sends, in the privacy page's words;
// - the home page states its counts exactly, the catalogue's own;
// - "rounded once" is said only on a page all of whose results are exact (the pair, the category,
//   never the whole site, whose currency amounts are not).
// The data is the catalogue and src/core/rate-sources.ts; the page code that writes these claims
// (src/site/faq.ts, the views, the islands) is not called.
import type { Catalogue, Category, Unit } from '../core/catalogue.ts';
import { pairExactness } from '../core/exactness.ts';
import { HISTORY_DAYS, pairSources } from '../core/rate-sources.ts';
import { DEFAULT_LOCALE, languageOf, type Locale } from '../i18n/locales.ts';
import type { SiteKey } from '../i18n/site-messages.ts';
import { htmlText } from './html-text.ts';
import { matchMessage, reading, type Reading } from './truth-reading.ts';

/** How a language says that a result is rounded once (its record's `roundedOnce`); a published language must say how, a pseudo-locale is not read for it. */
function roundedOnce(locale: Locale): RegExp | undefined {
  const r = languageOf(locale);
  if (!r.roundedOnce && r.published) throw new Error(`truth check: the language record "${locale}" has no roundedOnce pattern, so its pages cannot be read for the claim that a result is rounded once (src/i18n/languages/${locale}.ts)`);
  return r.roundedOnce;
}

/** A page's text as a reader sees it: no scripts, styles or tags; line breaks as spaces (a no-break space stays). */
export function visibleText(html: string): string {
  return htmlText(html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')).replace(/[ \t\r\n]+/g, ' ');
}

/** The page's FAQ: each question with its answer, as text. */
export function faqItems(html: string): { q: string; a: string }[] {
  return [...html.matchAll(/<summary>([\s\S]*?)<\/summary><p>([\s\S]*?)<\/p>/g)].map((m) => ({ q: htmlText(m[1] ?? '').trim(), a: htmlText(m[2] ?? '').trim() }));
}

/** The answer to the question that `key` asks, or undefined when the page does not ask it. */
function answerTo(items: { q: string; a: string }[], r: Reading, key: SiteKey): string | undefined {
  return items.find((i) => matchMessage(r.say(key), i.q) !== undefined)?.a;
}

/** The first pair of `units` that is not exact (a witness), or undefined when every pair is exact. */
export function inexactPair(units: readonly Unit[]): string | undefined {
  for (const a of units) {
    for (const b of units) {
      if (a === b) continue;
      const kind = pairExactness(a, b).kind;
      if (kind !== 'exact') return `${a.code} → ${b.code} (${kind})`;
    }
  }
  return undefined;
}

/**
 * "Rounded once" on a page: allowed only when every result the page speaks of is exact;
 * `inexact` names a pair that is not (undefined: all exact).
 */
export function checkRoundedOnce(html: string, inexact: string | undefined, where: string, locale: Locale = DEFAULT_LOCALE): string[] {
  if (inexact === undefined) return [];
  const hit = roundedOnce(locale)?.exec(visibleText(html));
  if (!hit) return [];
  return [`${where}: says results are "${hit[0]}" rounded, but not every result here is exact: ${inexact}`];
}

/** A unit conversion page: "rounded once" only for an exact pair. */
export function checkConversionClaims(html: string, conv: { from: Unit | { kind: 'currency' }; to: Unit | { kind: 'currency' } }, where: string, locale: Locale = DEFAULT_LOCALE): string[] {
  const { from, to } = conv;
  if (from.kind !== 'unit' || to.kind !== 'unit') return [];
  const kind = pairExactness(from, to).kind;
  return checkRoundedOnce(html, kind === 'exact' ? undefined : `${from.code} → ${to.code} (${kind})`, where, locale);
}

/** An Ultra view: "rounded once" only where every pair of the category is exact. */
export function checkUltraClaims(html: string, units: readonly Unit[], where: string, locale: Locale = DEFAULT_LOCALE): string[] {
  return checkRoundedOnce(html, inexactPair(units), where, locale);
}

/**
 * A currency page's FAQ: the sources it names are the providers that serve both currencies
 * (the ECB only where it publishes both), and it promises a history, of the days the widget
 * charts, only where a provider has one.
 */
export function checkCurrencyClaims(html: string, conv: { from: { code: string }; to: { code: string } }, where: string, locale: Locale = DEFAULT_LOCALE): string[] {
  const r = reading(locale);
  const items = faqItems(html);
  const { from, to } = conv;
  const sources = pairSources(from.code, to.code);
  const problems: string[] = [];
  const pairParts = { fromCode: from.code, toCode: to.code };

  const source = answerTo(items, r, 'faq.cur.source.q');
  const withEcb = sources.live.includes('ecb');
  if (source === undefined) problems.push(`${where}: no answer says where the ${from.code}/${to.code} rates come from`);
  else if (matchMessage(r.say(withEcb ? 'faq.cur.source.a' : 'faq.cur.source.aLive'), source, pairParts) === undefined) {
    problems.push(
      matchMessage(r.say('faq.cur.source.a'), source, pairParts) !== undefined
        ? `${where}: names the European Central Bank as a source of ${from.code}/${to.code}, which it does not publish ("${source}")`
        : `${where}: the sources of ${from.code}/${to.code} are given as "${source}", not as the rates function's providers for the pair (${sources.live.join(', ')})`,
    );
  }

  const history = answerTo(items, r, 'faq.cur.history.q');
  if (history === undefined) problems.push(`${where}: no answer says whether the ${from.code}/${to.code} history is shown`);
  else if (sources.history.length > 0) {
    const said = matchMessage(r.say('faq.cur.history.a'), history, { days: String.raw`\d+` });
    if (said === undefined) problems.push(`${where}: the ${from.code}/${to.code} history is shown, but the page says "${history}"`);
    else if (Number(said['days']) !== HISTORY_DAYS) problems.push(`${where}: promises ${said['days'] ?? '?'} days of history; the chart shows ${String(HISTORY_DAYS)}`);
  } else if (matchMessage(r.say('faq.cur.history.aNone'), history, pairParts) === undefined) {
    problems.push(`${where}: no provider has a ${from.code}/${to.code} history, so none is shown, but the page says "${history}"`);
  }
  return problems;
}

/** The generic FAQ (home and category pages): the privacy answer says what the currency converter sends, as the privacy page does. */
export function checkPrivacyAnswer(html: string, privacyWords: string, where: string, locale: Locale = DEFAULT_LOCALE): string[] {
  const r = reading(locale);
  const answer = answerTo(faqItems(html), r, 'faq.stored.q');
  if (answer === undefined) return [];
  if (answer.includes(privacyWords)) return [];
  return [`${where}: the answer "${answer}" does not say what the currency converter sends, as the privacy page does: "${privacyWords}"`];
}

/** The counts a page states, each exactly. */
export interface ExpectedCounts {
  conversions: number;
  categories: number;
  currencies: number;
}

/** The counts of a catalogue as the home page states them: every conversion page, every category, every currency. */
export function catalogueCounts(cat: Catalogue): ExpectedCounts {
  return { conversions: cat.categories.reduce((n, c) => n + c.conversions.length, 0), categories: cat.categories.length, currencies: cat.currencies.length };
}

const COUNT = String.raw`\d[\d\s.,\u00a0\u202f]*`;
const whole = (s: string | undefined): number => Number((s ?? '').replace(/\D/g, ''));

/** One statement of counts: one of the language's, each number the catalogue's exactly ("more than N" and "N+" are not). */
function checkCounts(said: string, key: SiteKey, expected: ExpectedCounts, what: string, where: string, r: Reading): string[] {
  const m = matchMessage(r.say(key), said, { conversions: COUNT, count: COUNT, currencies: COUNT });
  if (m === undefined) return [`${where}: ${what} "${said}" is not one of the site's statements of its counts, which give each count exactly`];
  const problems: string[] = [];
  const stated: [string, number][] = [['conversions', expected.conversions], ['count', expected.categories], ['currencies', expected.currencies]];
  for (const [name, n] of stated) {
    if (m[name] !== undefined && whole(m[name]) !== n) problems.push(`${where}: ${what} states ${m[name].trim()} for ${name === 'count' ? 'categories' : name}; the catalogue has exactly ${String(n)}`);
  }
  return problems;
}

/** The home page: its introduction and its "How many converters" answer state the catalogue's counts exactly. */
export function checkHomeCounts(html: string, expected: ExpectedCounts, where: string, locale: Locale = DEFAULT_LOCALE): string[] {
  const r = reading(locale);
  const intro = /<h1[^>]*>[\s\S]*?<\/h1>\s*<p[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1];
  const problems: string[] = [];
  if (intro === undefined) problems.push(`${where}: no introduction under the heading`);
  else problems.push(...checkCounts(htmlText(intro).trim().replace(/[ \t\r\n]+/g, ' '), 'home.intro', expected, 'the introduction', where, r));
  const answer = answerTo(faqItems(html), r, 'faq.howMany.q');
  if (answer === undefined) problems.push(`${where}: no answer to "how many converters"`);
  else problems.push(...checkCounts(answer, 'faq.howMany.a', expected, 'the answer', where, r));
  return problems;
}

/** The exact-pair witness of a category: undefined when every pair of its units is exact (a currency category never is). */
export function categoryInexact(c: Category): string | undefined {
  const units = c.units.filter((u): u is Unit => u.kind === 'unit');
  if (units.length !== c.units.length) return `${c.slug}: currency amounts from live rates`;
  return inexactPair(units);
}

/** The privacy page: it says what the currency converter sends, in the words the generic FAQ's answer repeats. */
export function checkPrivacyPage(html: string, privacyWords: string, where: string): string[] {
  return visibleText(html).includes(privacyWords) ? [] : [`${where}: does not say what the currency converter sends ("${privacyWords}")`];
}
