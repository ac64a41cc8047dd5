/**
 * The islands' side of their messages: the page passes its language's table
 * (messages/<lang>/ui.json, through ui-messages.ts at build time) as a prop, so an island's
 * JavaScript carries no language's words, only this translator (the byte budget of a page).
 */
import { islandFactsOf, type Locale } from './languages/index.ts';
import { type Message, type Translate, translator } from './format-message.ts';

export type UiKey = keyof typeof import('./messages/en/ui.json');
/** A key's first word: the part of the islands its message belongs to ('currency', 'error', 'search'...). */
export type UiNamespace = UiKey extends `${infer N}.${string}` ? N : never;
/** The keys of some namespaces. */
export type UiKeyIn<N extends UiNamespace> = Extract<UiKey, `${N}.${string}`>;
/**
 * The messages an island is given: only its own namespaces' (ui-messages.ts islandMessages),
 * since they are serialised into every page that carries the island. Its translate function
 * takes only those keys, so the compiler refuses a word the page did not send.
 */
export type IslandMessages<N extends UiNamespace> = Readonly<Record<UiKeyIn<N>, Message>>;
export type UiMessages = IslandMessages<UiNamespace>;
export type UiTranslate<N extends UiNamespace = UiNamespace> = Translate<UiKeyIn<N>>;

const made = new WeakMap<object, Translate<never>>();

/** The islands' translate function over the page's table: t('copy.result') is "Copiar" on a Spanish page. */
export function uiTranslator<N extends UiNamespace>(locale: Locale, messages: IslandMessages<N>): UiTranslate<N> {
  let t = made.get(messages) as UiTranslate<N> | undefined;
  if (!t) made.set(messages, (t = translator(locale, messages)));
  return t;
}

/**
 * A name inside a sentence: lower case, except in a language whose nouns keep their capital
 * (its record's `island.capitals`: German "Länge"), and except a word of two or more capitals, an abbreviation that stays one
 * ("calorie [IT]", "Therm (US)" → "therm (US)"). The one rule for pages (lang.ts `lower`) and
 * islands. Lowered by the root rules, not the page language's, since a page may keep an
 * English name for want of a sourced one: Azerbaijani rules would make "Illuminance"
 * "ılluminance". A dotted capital İ, which only a Turkic name has, becomes a plain i
 * ("İşıq ili" → "işıq ili"), where the root rules would leave a combining dot ("i̇şıq ili").
 */
export function inSentence(name: string, locale: Locale): string {
  if (islandFactsOf(locale).capitals) return name;
  return name.replace(/\p{L}+/gu, (word) => (/\p{Lu}.*\p{Lu}/u.test(word) ? word : word.toLowerCase().replaceAll('i\u0307', 'i')));
}
