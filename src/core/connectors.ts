// The words between a value and its target ("5 ft to cm", "5 pies en cm"), and how a
// language asks ("cuántos … son …", "5 metr futa"), read by the expression converter
// (expression/convert.ts) that both the expression page and the search box use. A
// language's own words come from its record (src/i18n/languages/<code>.ts `search`), and reach
// the browser in the language's expression data file (QueryWordsData); the core knows no
// language but English.

/** A regular expression as data: its source and flags. */
export type PatternData = readonly [source: string, flags: string];

/** QueryWords as JSON, in the expression converter's data file: each regular expression as its source and flags. */
export type QueryWordsData = Omit<QueryWords, 'endings' | 'source' | 'target'> & { readonly endings?: PatternData; readonly source?: PatternData; readonly target?: PatternData };

const pattern = (r: RegExp | undefined): PatternData | undefined => (r ? [r.source, r.flags] : undefined);
const regExp = (p: PatternData | undefined): RegExp | undefined => (p ? new RegExp(p[0], p[1]) : undefined);

/** A language's words as data (the build writes them into its expression data file). */
export function queryWordsData(w: QueryWords): QueryWordsData {
  const { endings, source, target, ...rest } = w;
  const out: { -readonly [K in keyof QueryWordsData]: QueryWordsData[K] } = { ...rest };
  const [e, s, t] = [pattern(endings), pattern(source), pattern(target)];
  if (e) out.endings = e;
  if (s) out.source = s;
  if (t) out.target = t;
  return out;
}

/** A language's words from its data (the browser reads them from the expression data file). */
export function queryWordsFrom(d: QueryWordsData): QueryWords {
  const { endings, source, target, ...rest } = d;
  return { ...rest, endings: regExp(endings), source: regExp(source), target: regExp(target) };
}

/** How a typed query reads in one language, beside the English words every page reads. */
export interface QueryWords {
  /** The words a language puts between the two units ("en", "nach", "neçə"). */
  readonly connectors: readonly string[];
  /** Endings a unit word may carry and still name the unit, cut off when what is left has two letters or more (Azerbaijani dative "futa", "is" "futdur"). */
  readonly endings?: RegExp | undefined;
  /** The word "degree(s)" before a temperature scale's name ("grados?" as a regular expression): "Celsius" alone names the unit too. */
  readonly degree?: string | undefined;
  /** Leading words of a request, left out ("convertir", "umrechnen"): alternatives of a regular expression. */
  readonly lead?: string | undefined;
  /** Trailing words of a request, left out ("umrechnen" in "5 km in Meilen umrechnen"). */
  readonly trail?: string | undefined;
  /** "How many" ("cuántos", "wie viele", "combien de"). */
  readonly howMany?: string | undefined;
  /** The words between what is asked and what is given in a question ("son", "sind", "dans"). */
  readonly contain?: string | undefined;
  /** The indefinite article read as one ("un", "eine", "une", "bir"). */
  readonly one?: string | undefined;
  /** Countries of the language write decimals both ways ("1,500" is 1.5 in Spain, 1500 in Mexico): such a number is asked about. */
  readonly mixedNumbers?: boolean | undefined;
  /** The ending that marks a value as the source, with the target still to come (Azerbaijani's ablative: "5 metrdən"). */
  readonly source?: RegExp | undefined;
  /** The ending that marks a target with no connector before it (Azerbaijani's dative: "5 metr futa"). */
  readonly target?: RegExp | undefined;
  /** Words the language's readers use for several units, always asked even where English has a default ("Pfund": 500 g or 453.59 g). */
  readonly asks?: readonly string[] | undefined;
  /**
   * Spellings people type in the language for a unit the catalogue writes otherwise, each
   * with what it is read as ("kq" kg and "sm" cm in Azerbaijani, "Mo" MB in French, "qm" m²
   * in German). Read before the catalogue's names, so "gr" is a gram on a Spanish page.
   */
  readonly aliases?: Readonly<Record<string, string>> | undefined;
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
