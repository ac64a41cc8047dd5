// The words between a value and its target ("5 ft to cm", "5 pies en cm"), read by the
// search's typed queries (query.ts) and the expression converter (expression/convert.ts): a
// module of its own, so that neither carries the other. A language's own words come from its
// record (src/i18n/languages/<code>.ts, `query`); the core knows no language but English.

/** How a typed query reads in one language, beside the English words every page reads. */
export interface QueryWords {
  /** The words a language puts between the two units ("en", "nach", "neçə"). */
  readonly connectors: readonly string[];
  /** Endings a unit word may carry and still name the unit, cut off when what is left has two letters or more (Azerbaijani dative "futa", "is" "futdur"). */
  readonly endings?: RegExp | undefined;
  /** The word "degree(s)" before a temperature scale's name ("grados?" as a regular expression): "Celsius" alone names the unit too. */
  readonly degree?: string | undefined;
}

/**
 * Words and signs between the two units in every language: arrows, "=", and the English words
 * (an English query works on every page, as English names do). Each is only a possible split:
 * "in" is also the inch and "a" the are, and every split is tried, so a connector never hides a unit.
 */
const SHARED_CONNECTORS = ['->', '→', '=', 'to', 'in', 'into', 'as'];

/** The connectors of a language: the shared ones and its own. */
export function connectorsOf(words: QueryWords | undefined): Set<string> {
  return new Set([...SHARED_CONNECTORS, ...(words?.connectors ?? [])]);
}
