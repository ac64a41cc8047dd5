/** The pages' messages in every language (messages/<lang>/site.json); English is the reference every language must match (tests/unit/i18n/site-messages.test.ts). */
import type { Locale } from './languages/index.ts';
import type { SiteTable } from './languages/files.ts';
import { messagesOf } from './generated.ts';

export type SiteKey = keyof SiteTable;

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
const tables = new Map<Locale, SiteTable>();

/** A language's table: its site.json, or a generated language's made from its base's (made once). */
export function siteMessages(locale: Locale): SiteTable {
  let table = tables.get(locale);
  if (!table) tables.set(locale, (table = messagesOf(locale, 'site')));
  return table;
}
