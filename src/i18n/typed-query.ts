// A typed query ("5,5 m en pies") read in the page's language: the core's reader
// (src/core/query.ts) with the language's words (its record's `query`) and number form. The
// search island loads this module on demand, only for a visitor who types a number.
import { answerQuery, type QueryAnswer, type QueryUnit, unitKeys } from '../core/query.ts';
import type { Locale } from './locales.ts';
import { SEARCH_WORDS } from './languages/search-words.ts';
import { parseLocalInput } from './numbers.ts';

/** The units by every name a person types for them, in the page's language (and English). */
export function localUnitKeys(units: readonly QueryUnit[], locale: Locale): Map<string, QueryUnit[]> {
  return unitKeys(units, SEARCH_WORDS[locale]);
}

/** The answer to a typed query in the page's language: its connectors, endings and number form. */
export function answerLocalQuery(units: readonly QueryUnit[], text: string, keys: Map<string, QueryUnit[]>, locale: Locale): QueryAnswer {
  return answerQuery(units, text, keys, { words: SEARCH_WORDS[locale], readNumber: (typed) => parseLocalInput(typed, locale) });
}
