// The sources several languages record beside a symbol spelling (record.ts `symbols`): the cup as
// NIST abbreviates it, and the reasons for a team translation. Constants only: a record lists its
// spellings as plain literals (no call or spread at module level), so that an island bundle that
// reads only a record's island facts drops the rest of it.

/** The cup, whose catalogue symbol is the English word, written "c" as NIST Handbook 44 abbreviates it ("c (US)"). */
export const NIST_CUP =
  "NIST Handbook 44 (2024), Appendix C, General Tables of Units of Measurement: the cup abbreviated c; the English word 'cup' is not a symbol in this language's text";

/** An English word inside the symbol ("Btu (mean)", "gal (US dry)"), written as the unit's name in the language writes it. */
export const TRANSLATED_WORD = "team translation: the English word in the symbol written as the unit's name in this language writes it";
/** A symbol that is an English transliteration or word ("zolotnik", "span"), written as the language's name file spells the unit. */
export const TRANSLATED_NAME = "team translation: the unit's name as this language spells it (its name file), in place of an English transliteration or word";
/** An English abbreviation inside the symbol ("Scand.", "eng"). */
export const TRANSLATED_ABBREVIATION = 'team translation: the English abbreviation in the symbol written in this language';
