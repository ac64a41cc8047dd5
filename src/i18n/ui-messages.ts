/**
 * The islands' messages (messages/<lang>/ui.json): every word the converter, search,
 * Ultra view and currency widget show, in each language. English is the reference every
 * language must match key for key (the type of UI_MESSAGES, and tests/unit/i18n/ui-messages.test.ts
 * for placeholders and plural forms). Build time only: a page passes its language's table
 * to its islands as a prop (ui-translate.ts), so no island ships the tables.
 */
import type { Locale } from './languages/index.ts';
import { type IslandMessages, type UiMessages, type UiNamespace, type UiTranslate, uiTranslator } from './ui-translate.ts';
import { messagesOf } from './generated.ts';

export type { IslandMessages, UiKey, UiMessages, UiNamespace, UiTranslate } from './ui-translate.ts';
export { inSentence } from './ui-translate.ts';

const tables = new Map<Locale, UiMessages>();

/** A language's table: its ui.json, or a generated language's made from its base's (made once). */
export function uiMessages(locale: Locale): UiMessages {
  let table = tables.get(locale);
  if (!table) tables.set(locale, (table = messagesOf(locale, 'ui')));
  return table;
}

/** The islands' translate function of a language (build time and tests; an island gets its table as a prop). */
export function uiT(locale: Locale): UiTranslate {
  return uiTranslator(locale, uiMessages(locale));
}

/**
 * The part of a language's table one island uses: the messages of its namespaces, in the
 * file's order. A page passes this, not the whole table, since props are written into the
 * page's HTML (a currency page's budget).
 */
export function islandMessages<N extends UiNamespace>(locale: Locale, namespaces: readonly N[]): IslandMessages<N> {
  // Picked once per language and island (ISLAND_MESSAGES' lists), not for every page.
  let byList = picked.get(locale);
  if (!byList) picked.set(locale, (byList = new WeakMap()));
  let messages = byList.get(namespaces);
  if (!messages) byList.set(namespaces, (messages = pick(locale, namespaces)));
  return messages;
}

const picked = new Map<Locale, WeakMap<readonly UiNamespace[], Readonly<Record<string, UiMessages[keyof UiMessages]>>>>();

function pick(locale: Locale, namespaces: readonly UiNamespace[]): Readonly<Record<string, UiMessages[keyof UiMessages]>> {
  const wanted = new Set<string>(namespaces);
  const all: Readonly<Record<string, UiMessages[keyof UiMessages]>> = uiMessages(locale);
  const entries = Object.entries(all).filter(([key]) => wanted.has(key.slice(0, key.indexOf('.'))));
  if (entries.length === 0) throw new Error(`No ${locale} island messages in ${namespaces.join(', ')}`);
  return Object.freeze(Object.fromEntries(entries));
}
