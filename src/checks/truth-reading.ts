// How a built page in one language is read: its numbers in the language's form, and its
// messages as the vocabulary of its statements (truth.ts).
import type { Message } from '../i18n/format-message.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import { plainNumber } from '../i18n/numbers.ts';
import { siteTranslator } from '../i18n/site-format.ts';
import { siteMessages, type SiteKey } from '../i18n/site-messages.ts';

/** A number as any of the site's languages writes it: "3,280 839 895 013 123", "−1 234,5" (U+202F, U+2212), "1.5 × 10²¹". */
export const LOCAL_NUMBER = String.raw`[\u2212-]?\d(?:[\d.,\u202f]*\d)?(?: × 10[⁺⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+|e[+-]?\d+)?`;

/** What the checks of one page in one language read with. */
export interface Reading {
  locale: Locale;
  /** A shown number in English form ("3,28" in Spanish is "3.28"). */
  english: (shown: string) => string;
  /** The language's messages: the statements a page may make. */
  say: (key: SiteKey) => Message;
  /** How a formula writes the value in a unit: "value in km", "Wert in km" (Lang.formula). */
  quantity: (symbol: string) => string;
}

/** How a page in `locale` is read. */
export function reading(locale: Locale): Reading {
  const t = siteTranslator(locale, siteMessages(locale));
  return {
    locale,
    english: (shown) => (shown === '∞' ? shown : plainNumber(shown, locale)),
    say: (key) => siteMessages(locale)[key],
    quantity: (unit) => t('formula.value', { unit }),
  };
}

export const ENGLISH = reading(DEFAULT_LOCALE);

/** Each form of a message as a regular expression: literal text, with each {name} matching `parts[name]` (default: any text). */
export function messageRegexes(m: Message, parts: Record<string, string> = {}): RegExp[] {
  const forms = typeof m === 'string' ? [m] : Object.values(m).filter((v): v is string => typeof v === 'string');
  return forms.map((form) => {
    const seen = new Set<string>();
    const body = form
      .split(/(\{\w+(?::[\w.]+)?\})/)
      .map((piece) => {
        const m = /^\{(\w+)(?::([\w.]+))?\}$/.exec(piece);
        const name = m?.[1];
        if (name === undefined) return escape(piece);
        // A name asked for in a grammatical form (an article, a case ending: grammar.ts) is any text.
        if (m?.[2] !== undefined && m[2] !== 'cap') return '[^]+?';
        // A placeholder written twice says the same thing twice.
        if (seen.has(name)) return `\\k<${name}>`;
        seen.add(name);
        return `(?<${name}>${m?.[2] === 'cap' ? '[^]+?' : (parts[name] ?? '[^]+?')})`;
      })
      .join('');
    return new RegExp(`^${body}$`);
  });
}

/** The groups of the first form of `m` that the whole of `said` matches, or undefined. */
export function matchMessage(m: Message, said: string, parts: Record<string, string> = {}): Record<string, string> | undefined {
  for (const re of messageRegexes(m, parts)) {
    const hit = re.exec(said);
    if (hit) return { ...hit.groups };
  }
  return undefined;
}

/** Numbers in a formula or sentence rewritten in English form, so the formula can be evaluated. */
export function englishNumbers(s: string, r: Reading): string {
  return s.replace(new RegExp(LOCAL_NUMBER.replace(/^\[\\u2212-\]\?/, ''), 'g'), (n) => r.english(n));
}

/** A literal string as a regular expression. */
export function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
