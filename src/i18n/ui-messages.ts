/**
 * The islands' messages (messages/<lang>/ui.json): every word the converter, search,
 * Ultra view and currency widget show, in each language. English is the reference every
 * language must match key for key (the type of UI_MESSAGES, and tests/unit/i18n/ui-messages.test.ts
 * for placeholders and plural forms). Build time only: a page passes its language's table
 * to its islands as a prop (ui-translate.ts), so no island ships the five tables.
 */
import type { Locale } from './locales.ts';
import { type UiMessages, type UiTranslate, uiTranslator } from './ui-translate.ts';
import en from './messages/en/ui.json' with { type: 'json' };
import es from './messages/es/ui.json' with { type: 'json' };
import de from './messages/de/ui.json' with { type: 'json' };
import fr from './messages/fr/ui.json' with { type: 'json' };
import az from './messages/az/ui.json' with { type: 'json' };

export type { UiKey, UiMessages, UiTranslate } from './ui-translate.ts';
export { inSentence } from './ui-translate.ts';

export const UI_MESSAGES: Readonly<Record<Locale, UiMessages>> = {
  en,
  es,
  de,
  fr,
  az,
};

/** The islands' translate function of a language (build time and tests; an island gets its table as a prop). */
export function uiT(locale: Locale): UiTranslate {
  return uiTranslator(locale, UI_MESSAGES[locale]);
}
