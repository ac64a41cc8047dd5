/**
 * The words a typed query is read with in each language ("5 pies en cm", "5 metr futa"): its
 * connectors between the value and its target, endings a unit word may carry, and its word
 * for "degree(s)" (src/core/connectors.ts QueryWords). Beside the English words every page reads.
 *
 * Apart from the records (index.ts) because a bundler places a module's data in one chunk: the
 * records' island facts load with every page, while these load only when a visitor types a
 * query (the search's and the expression converter's code, imported on demand). A test holds
 * this list to the records.
 */
import type { QueryWords } from '../../core/connectors.ts';
import type { Locale } from './index.ts';

/** English's own words are the shared ones (connectors.ts): an English query works on every page. */
const ENGLISH: QueryWords = { connectors: [] };

export const SEARCH_WORDS: Readonly<Record<Locale, QueryWords>> = {
  en: ENGLISH,
  /**
   * "a" ("convertir 5 m a pies"), "en" ("5 m en pies", "¿cuánto es 5 m en pies?") and "para",
   * which search queries use ("de metros para pies").
   */
  es: { connectors: ['a', 'en', 'para'], degree: 'grados?' },
  /** "in" ("5 m in Fuß", shared), "nach" ("von m nach ft") and "zu" ("m zu ft"). */
  de: { connectors: ['nach', 'zu'], degree: 'grad' },
  /** "en" ("5 m en pieds"), "vers" ("de m vers ft") and "à" ("de m à ft"), also typed "a" on keyboards without accents. */
  fr: { connectors: ['en', 'vers', 'à', 'a'], degree: 'degrés?' },
  /**
   * Azerbaijani has no preposition here: the target takes a suffix ("5 metr futa", dative) or
   * the question asks "neçə" ("5 metr neçə futdur?", how many feet). So "neçə" is the connector,
   * and a unit word may carry the dative ("futa", "metrə", "sayğaca") or "is" ("futdur") ending.
   * "ilə" means "with/and", not "to", and is not a connector.
   */
  az: { connectors: ['neçə'], endings: /(?:dır|dir|dur|dür|tır|tir|tur|tür|ya|yə|a|ə)$/, degree: 'dərəcə' },
  'en-xa': ENGLISH,
};
