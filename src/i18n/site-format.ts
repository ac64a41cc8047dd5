/**
 * The pages' messages (messages/<lang>/site.json), whose placeholders may ask for forms of a
 * name (grammar.ts): `{unit:def.cap}` writes "El metro", `{to:other}` "pies", `{to:dat}` (az)
 * "futa"; `{x:cap}` capitalises any text. The islands' messages take plain placeholders only
 * (format-message.ts), so none of this ships in their JavaScript.
 */
import type { Locale } from './locales.ts';
import { localCount } from './numbers.ts';
import type { Message } from './format-message.ts';
import { capitalise, type Noun } from './grammar.ts';

export type SiteParams = Readonly<Record<string, string | number | Noun>>;
export type SiteTranslate<K extends string> = (key: K, params?: SiteParams) => string;

/** A message's text cut once into literal text and placeholders (`{name}`, `{name:form.form}`). */
type Part = string | { name: string; spec: string | undefined; forms: readonly string[] };

// A page build fills the same few hundred messages hundreds of thousands of times: each text is
// cut once, and each language's plural rules are made once (not per message filled).
const cut = new Map<string, readonly Part[]>();
const pluralRules = new Map<Locale, Intl.PluralRules>();

function partsOf(text: string): readonly Part[] {
  let parts = cut.get(text);
  if (parts) return parts;
  const out: Part[] = [];
  let at = 0;
  for (const m of text.matchAll(/\{(\w+)(?::([\w.]+))?\}/g)) {
    if (m.index > at) out.push(text.slice(at, m.index));
    out.push({ name: m[1] ?? '', spec: m[2], forms: m[2] === undefined ? [] : m[2].split('.') });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  cut.set(text, (parts = out));
  return parts;
}

/** The form of a message for this count (CLDR plural categories through Intl.PluralRules), as format-message.ts pluralForm chooses it. */
function formFor(locale: Locale, message: Message, count: unknown): string {
  if (typeof message === 'string') return message;
  if (typeof count !== 'number') throw new Error('A plural message needs a numeric {count}');
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return message[rules.select(count)] ?? message.other;
}

/** Fill a page message: plain placeholders as formatMessage does, and forms of names. */
export function formatSiteMessage(locale: Locale, message: Message, params: SiteParams = {}): string {
  let out = '';
  for (const part of partsOf(formFor(locale, message, params['count']))) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    const { name, spec, forms } = part;
    const v = params[name];
    if (v === undefined) throw new Error(`Message parameter {${name}} is missing`);
    // A name (grammar.ts Noun) writes its own forms.
    if (typeof v === 'object') {
      out += v.render(forms);
      continue;
    }
    const plain = typeof v === 'number' ? localCount(v) : v;
    if (forms.some((f) => f !== 'cap')) throw new Error(`Message parameter {${name}:${spec ?? ''}}: forms other than cap need a name (a Noun), not "${plain}"`);
    out += forms.includes('cap') ? capitalise(plain, locale) : plain;
  }
  return out;
}

/** The translate function of one language over the page messages; a missing key is an error. */
export function siteTranslator<K extends string>(locale: Locale, table: Readonly<Record<K, Message>>): SiteTranslate<K> {
  return (key, params) => {
    const m = table[key] as Message | undefined;
    if (m === undefined) throw new Error(`No message ${key} (${locale})`);
    return formatSiteMessage(locale, m, params);
  };
}
