/** The pages' messages in every language (messages/<lang>/site.json); English is the reference every language must match (tests/unit/i18n/messages.test.ts). */
import type { Locale } from './locales.ts';
import type { Message } from './format-message.ts';
import en from './messages/en/site.json' with { type: 'json' };
import es from './messages/es/site.json' with { type: 'json' };
import de from './messages/de/site.json' with { type: 'json' };
import fr from './messages/fr/site.json' with { type: 'json' };
import az from './messages/az/site.json' with { type: 'json' };

export type SiteKey = keyof typeof en;

/**
 * Names a page passes to a message beside its English placeholders, so that another language
 * can write the sentence otherwise: English "About {pair}" is Spanish "Acerca de la conversión
 * de {from:other} a {to:other}". `replaces`: the English placeholders such a message may leave out.
 * (tests/unit/i18n/site-messages.test.ts holds every language to this.)
 */
export const MESSAGE_ALTERNATIVES: Readonly<Partial<Record<SiteKey, { adds: readonly string[]; replaces: readonly string[] }>>> = {
  'conversion.about': { adds: ['from', 'to'], replaces: ['pair'] },
  'conversion.table': { adds: ['from', 'to'], replaces: ['pair'] },
};
export const SITE_MESSAGES: Readonly<Record<Locale, Readonly<Record<SiteKey, Message>>>> = {
  en,
  es: es,
  de: de,
  fr: fr,
  az: az,
};
