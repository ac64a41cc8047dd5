/**
 * Messages: one JSON file per language and audience (messages/<lang>/site.json for the
 * pages, messages/<lang>/ui.json for the islands). A message is a string with {name}
 * placeholders, or, where a count is written, one string per CLDR plural category
 * ({"one": "{count} unit", "other": "{count} units"}) chosen with Intl.PluralRules.
 */
import type { Locale } from './locales.ts';
import { localCount } from './numbers.ts';

export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type Message = string | PluralMessage;
export type MessageTable = Readonly<Record<string, Message>>;
export type Params = Readonly<Record<string, string | number>>;

/**
 * Fill a message. A number parameter is a count, grouped as the language groups it (localCount);
 * results are passed as text already in the language's form (localNumber), and a
 * plural message is chosen by the parameter `count`.
 */
export function formatMessage(locale: Locale, message: Message, params: Params = {}): string {
  return pluralForm(locale, message, params.count).replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`Message parameter {${name}} is missing`);
    return typeof v === 'number' ? localCount(v) : v;
  });
}

/** The form of a message for this count (CLDR plural categories through Intl.PluralRules). */
export function pluralForm(locale: Locale, message: Message, count: unknown): string {
  if (typeof message === 'string') return message;
  if (typeof count !== 'number') throw new Error('A plural message needs a numeric {count}');
  return message[new Intl.PluralRules(locale).select(count)] ?? message.other;
}

export type Translate<K extends string> = (key: K, params?: Params) => string;

/** The translate function of one language over one table; a missing key is an error, never a silent English fallback. */
export function translator<K extends string>(locale: Locale, table: Readonly<Record<K, Message>>): Translate<K> {
  return (key, params) => {
    const m = table[key] as Message | undefined;
    if (m === undefined) throw new Error(`No message ${key} (${locale})`);
    return formatMessage(locale, m, params);
  };
}
