/**
 * Messages: one JSON file per language and audience (messages/<lang>/site.json for the
 * pages, messages/<lang>/ui.json for the islands). A message is a string with {name}
 * placeholders, or, where a count is written, one string per CLDR plural category
 * ({"one": "{count} unit", "other": "{count} units"}) chosen with Intl.PluralRules.
 * A placeholder may ask for forms of a name (grammar.ts): `{unit:def.cap}` writes "El metro",
 * `{to:other}` "pies", `{to:dat}` (az) "futa"; `{x:cap}` capitalises any text.
 */
import type { Locale } from './locales.ts';
import { localCount } from './numbers.ts';
import type { Noun } from './grammar.ts';

export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type Message = string | PluralMessage;
export type MessageTable = Readonly<Record<string, Message>>;
export type Params = Readonly<Record<string, string | number | Noun>>;

/**
 * Fill a message. A number parameter is a count, grouped as the language groups it (localCount);
 * results are passed as text already in the language's form (localNumber), and a
 * plural message is chosen by the parameter `count`.
 */
export function formatMessage(locale: Locale, message: Message, params: Params = {}): string {
  let text: string;
  if (typeof message === 'string') {
    text = message;
  } else {
    const count = params.count;
    if (typeof count !== 'number') throw new Error('A plural message needs a numeric {count}');
    text = message[new Intl.PluralRules(locale).select(count)] ?? message.other;
  }
  return text.replace(/\{(\w+)(?::([\w.]+))?\}/g, (_whole, name: string, spec: string | undefined) => {
    const v = params[name];
    if (v === undefined) throw new Error(`Message parameter {${name}} is missing`);
    const forms = spec === undefined ? [] : spec.split('.');
    // A name (grammar.ts Noun) writes its own forms; the islands pass only text and numbers.
    if (typeof v === 'object') return v.render(forms);
    const plain = typeof v === 'number' ? localCount(v, locale) : v;
    if (forms.some((f) => f !== 'cap')) throw new Error(`Message parameter {${name}:${spec ?? ''}}: forms other than cap need a name (a Noun), not "${plain}"`);
    return forms.includes('cap') ? upperFirst(plain, locale) : plain;
  });
}

/** The first letter upper-cased (a Turkic i keeps its dot: "İ"). */
function upperFirst(text: string, locale: Locale): string {
  const m = /\p{L}/u.exec(text);
  if (!m) return text;
  return text.slice(0, m.index) + text.charAt(m.index).toLocaleUpperCase(locale === 'az' ? 'az' : 'und') + text.slice(m.index + 1);
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
