/**
 * The islands' messages (messages/<lang>/ui.json): every word the converter, search,
 * Ultra view and currency widget show, in each language. English is the reference every
 * language must match key for key (the type of UI_MESSAGES, and tests/unit/i18n/ui-messages.test.ts
 * for placeholders and plural forms). Small on purpose: this module and the five tables
 * ship in the islands' JavaScript, unlike site-messages.ts.
 */
import type { Locale } from './locales.ts';
import { type Message, type Translate, translator } from './format-message.ts';
import en from './messages/en/ui.json' with { type: 'json' };
import es from './messages/es/ui.json' with { type: 'json' };
import de from './messages/de/ui.json' with { type: 'json' };
import fr from './messages/fr/ui.json' with { type: 'json' };
import az from './messages/az/ui.json' with { type: 'json' };

export type UiKey = keyof typeof en;
export type UiTranslate = Translate<UiKey>;

export const UI_MESSAGES: Readonly<Record<Locale, Readonly<Record<UiKey, Message>>>> = {
  en,
  es,
  de,
  fr,
  az,
};

const made = new Map<Locale, UiTranslate>();

/** The islands' translate function of a language: uiT('es')('copy.result') is "Copiar". */
export function uiT(locale: Locale): UiTranslate {
  let t = made.get(locale);
  if (!t) made.set(locale, (t = translator(locale, UI_MESSAGES[locale])));
  return t;
}

/** A name inside a sentence: lower case, except in German, whose nouns keep their capital ("Länge"). */
export function inSentence(name: string, locale: Locale): string {
  return locale === 'de' ? name : name.toLocaleLowerCase(locale);
}
