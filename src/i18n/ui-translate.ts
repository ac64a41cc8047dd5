/**
 * The islands' side of their messages: the page passes its language's table
 * (messages/<lang>/ui.json, through ui-messages.ts at build time) as a prop, so an island's
 * JavaScript carries no language's words, only this translator (the byte budget of a page).
 */
import type { Locale } from './locales.ts';
import { type Message, type Translate, translator } from './format-message.ts';

export type UiKey = keyof typeof import('./messages/en/ui.json');
export type UiMessages = Readonly<Record<UiKey, Message>>;
export type UiTranslate = Translate<UiKey>;

const made = new WeakMap<UiMessages, UiTranslate>();

/** The islands' translate function over the page's table: t('copy.result') is "Copiar" on a Spanish page. */
export function uiTranslator(locale: Locale, messages: UiMessages): UiTranslate {
  let t = made.get(messages);
  if (!t) made.set(messages, (t = translator(locale, messages)));
  return t;
}

/** A name inside a sentence: lower case, except in German, whose nouns keep their capital ("Länge"). */
export function inSentence(name: string, locale: Locale): string {
  return locale === 'de' ? name : name.toLocaleLowerCase(locale);
}
