// The words between a value and its target in each site language ("5 ft to cm", "5 pies en
// cm"), read by the search's typed queries (query.ts) and the expression converter
// (expression/convert.ts): a module of its own, so that neither carries the other.

/** The languages a query is read in (src/i18n/locales.ts; the core does not import it). */
export type QueryLanguage = 'en' | 'es' | 'de' | 'fr' | 'az';

/** Words and signs between the two units in every language: arrows, "=", and the English words (an English query works on every page, as English names do). */
const SHARED_CONNECTORS = ['->', '→', '=', 'to', 'in', 'into', 'as'];

/**
 * The words a language puts between the two units. Each is only a possible split: "in" is
 * also the inch and "a" the are, and every split is tried, so a connector never hides a unit.
 * - es: "a" ("convertir 5 m a pies"), "en" ("5 m en pies", "¿cuánto es 5 m en pies?") and
 *   "para", which search queries use ("de metros para pies").
 * - de: "in" ("5 m in Fuß"), "nach" ("von m nach ft") and "zu" ("m zu ft").
 * - fr: "en" ("5 m en pieds"), "vers" ("de m vers ft") and "à" ("de m à ft"), also typed "a"
 *   on keyboards without accents.
 * - az: Azerbaijani has no preposition here: the target takes a suffix ("5 metr futa",
 *   dative) or the question asks "neçə" ("5 metr neçə futdur?", how many feet). So "neçə"
 *   is the connector and the dative and "is" endings are read off a unit word (spellings).
 *   "ilə" means "with/and", not "to", and is not a connector.
 */
export const QUERY_CONNECTORS: Readonly<Record<QueryLanguage, readonly string[]>> = {
  en: SHARED_CONNECTORS,
  es: [...SHARED_CONNECTORS, 'a', 'en', 'para'],
  de: [...SHARED_CONNECTORS, 'nach', 'zu'],
  fr: [...SHARED_CONNECTORS, 'en', 'vers', 'à', 'a'],
  az: [...SHARED_CONNECTORS, 'neçə'],
};
