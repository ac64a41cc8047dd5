/**
 * The pages' messages (messages/<lang>/site.json), whose placeholders may ask for forms of a
 * name (grammar.ts): `{unit:def.cap}` writes "El metro", `{to:other}` "pies", `{to:dat}` (az)
 * "futa"; `{x:cap}` capitalises any text. The islands' messages take plain placeholders only
 * (format-message.ts), so none of this ships in their JavaScript.
 */
import type { Locale } from './locales.ts';
import { localCount } from './numbers.ts';
import { pluralForm, type Message } from './format-message.ts';
import { capitalise, type Noun } from './grammar.ts';

export type SiteParams = Readonly<Record<string, string | number | Noun>>;
export type SiteTranslate<K extends string> = (key: K, params?: SiteParams) => string;

/** Fill a page message: plain placeholders as formatMessage does, and forms of names. */
export function formatSiteMessage(locale: Locale, message: Message, params: SiteParams = {}): string {
  return pluralForm(locale, message, params['count']).replace(/\{(\w+)(?::([\w.]+))?\}/g, (_whole, name: string, spec: string | undefined) => {
    const v = params[name];
    if (v === undefined) throw new Error(`Message parameter {${name}} is missing`);
    const forms = spec === undefined ? [] : spec.split('.');
    // A name (grammar.ts Noun) writes its own forms.
    if (typeof v === 'object') return v.render(forms);
    const plain = typeof v === 'number' ? localCount(v, locale) : v;
    if (forms.some((f) => f !== 'cap')) throw new Error(`Message parameter {${name}:${spec ?? ''}}: forms other than cap need a name (a Noun), not "${plain}"`);
    return forms.includes('cap') ? capitalise(plain, locale) : plain;
  });
}

/** The translate function of one language over the page messages; a missing key is an error. */
export function siteTranslator<K extends string>(locale: Locale, table: Readonly<Record<K, Message>>): SiteTranslate<K> {
  return (key, params) => {
    const m = table[key] as Message | undefined;
    if (m === undefined) throw new Error(`No message ${key} (${locale})`);
    return formatSiteMessage(locale, m, params);
  };
}
