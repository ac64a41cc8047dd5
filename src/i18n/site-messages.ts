/** The pages' messages in every language (messages/<lang>/site.json); English is the reference every language must match (tests/unit/i18n/messages.test.ts). */
import type { Locale } from './locales.ts';
import type { Message } from './format-message.ts';
import en from './messages/en/site.json' with { type: 'json' };
import es from './messages/es/site.json' with { type: 'json' };
import de from './messages/de/site.json' with { type: 'json' };
import fr from './messages/fr/site.json' with { type: 'json' };
import az from './messages/az/site.json' with { type: 'json' };

export type SiteKey = keyof typeof en;
export const SITE_MESSAGES: Readonly<Record<Locale, Readonly<Record<SiteKey, Message>>>> = {
  en,
  es: es,
  de: de,
  fr: fr,
  az: az,
};
