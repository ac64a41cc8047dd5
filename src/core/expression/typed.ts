/**
 * What people type, made into an expression the grammar reads (parse.ts): full-width digits
 * and ℉/℃ as the ASCII and °F/°C they stand for, feet and inch marks ("5'10\"", "27″"),
 * carpenter fractions ("3-3/4 in"), a time of day's form for a duration ("1:30 h"), "x"
 * between quantities, "=" and "= ?" as "to", a question's mark, and in the page's language
 * the question forms and leading verbs ("how many cm in an inch", "convert 5 km to miles",
 * "¿cuántos cm son 5 pulgadas?", "wie viel Gramm sind 2 Tassen", "combien de cm dans un
 * pouce"). The page shows the text as read when it differs, so a rewrite is never hidden.
 * Input longer or deeper than a person types is refused here, before any work.
 */
import type { QueryWords } from '../connectors.ts';

/** Longest input read (characters): far more than a person types, and answered within milliseconds. */
export const MAX_INPUT = 400;
/** Deepest nesting of parentheses read. */
export const MAX_DEPTH = 24;

export type TypedProblem = { kind: 'too-long'; length: number; max: number } | { kind: 'too-deep'; max: number };

/** English question forms, read on every page (an English query works everywhere). */
const ENGLISH = {
  lead: String.raw`please|convert|conversion(?: of)?|change|calculate|translate|whats|what(?:'s| is| are)|how (?:much|long|far|heavy|big|fast|hot|cold|tall|high|wide) (?:is|are)|from`,
  howMany: String.raw`how many|how much`,
  contain: String.raw`(?:are|is) (?:there )?in|are|is|in|makes?|equals?|per`,
  one: String.raw`an?|one`,
  trail: String.raw`please|equals?|(?:is|are) how many|in total`,
} as const;

/** Characters no one means: zero-width spaces and joiners, direction marks, the byte-order mark. */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

export interface ReadText {
  /** The text as the grammar reads it. */
  text: string;
  /** The text with a substance named left out ("1 pound of butter in grams" as "1 pound in grams"), read only where `text` names no unit. */
  loose: string | undefined;
}

/** The text as an expression, or why it is not read at all. */
export function readTyped(typed: string, words: QueryWords | undefined): ReadText | { problem: TypedProblem } {
  if (typed.length > MAX_INPUT) return { problem: { kind: 'too-long', length: typed.length, max: MAX_INPUT } };
  let depth = 0;
  for (const ch of typed) {
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    if (depth > MAX_DEPTH) return { problem: { kind: 'too-deep', max: MAX_DEPTH } };
  }
  let s = typed
    .replace(INVISIBLE, '')
    // Full-width forms (Ｕ+FF01–FF5E) as the ASCII they stand for, and the ideographic space.
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .replace(/℉/g, '°F')
    .replace(/℃/g, '°C')
    // The ordinal and ring signs typed for the degree on many keyboards ("20 ºC", "20˚F").
    .replace(/[º˚]/g, '°')
    .replace(/\s+/g, ' ')
    .trim();
  // "kv.m", "kv. km": Azerbaijani's square before a unit.
  s = s.replace(/\bkv\.\s*(?=\p{L})/gu, 'kvadrat ');
  // Question marks and the Spanish opening marks.
  s = s.replace(/^[¿¡]+\s*/, '').replace(/\s*[?!]+$/, '').trim();
  // "5 km = ? mi", "5 km = mi", "5 km => mi": the target follows.
  s = s.replace(/\s*=\s*\?\s*/g, ' → ').replace(/\s*(?:=>|⇒|->|=)\s*/g, ' → ');
  // "1'000 m": the Swiss thousands separator, not feet.
  s = s.replace(/(\d)'(\d{3})(?![\d'"″.,])/g, '$1$2');
  // Feet and inches: 5'10", 5′ 10″, 27", 6' (a mark straight after a number).
  // (The primes alone, ′ and ″, stay the arcminute and arcsecond; after feet, ″ is the inch.)
  s = s.replace(/(\d)\s*(?:'|′|’|´)\s*(\d+(?:[.,]\d+)?)\s*(?:"|″|''|”|“)/g, '$1 ft $2 in ').replace(/(\d)\s*(?:"|''|”|“)/g, '$1 in ').replace(/(\d)\s*(?:'|’|´)(?=\s|$)/g, '$1 ft ');
  // Carpenter fractions: 3-3/4 is three and three quarters.
  s = s.replace(/(^|[^\d.,/])(\d+)-(\d+\/\d+)(?![\d/])/g, '$1$2 $3');
  // A duration as a time: 1:30 h, 1:30:15, 2:05 min (minutes and seconds).
  s = s.replace(/(^|\s)(\d{1,3}):([0-5]\d)(?::([0-5]\d))?(?:\s*(h|hrs?|hours?|min|mins|minutes?))?(?=[\s/]|$)/gi, (_m, pre: string, a: string, b: string, c: string | undefined, unit: string | undefined) => {
    const minutes = unit !== undefined && /^min/i.test(unit);
    if (minutes) return `${pre}(${a} min + ${b} s)`;
    return `${pre}(${a} h + ${b} min${c === undefined ? '' : ` + ${c} s`})`;
  });
  // "37 degrees Celsius", "20 grados centígrados": the scale's name alone names it.
  s = s.replace(/(\d\s*)(?:deg(?:ree)?s?|grados?|grad|degr[ée]s?|dərəcə)\s+(celsius|fahrenheit|kelvin|rankine|r[ée]aumur|centígrados?)\b/giu, '$1$2');
  // "Δ10 °C": the difference sign before the number.
  s = s.replace(/[Δ∆]\s*([+-]?\d[\d.,]*)\s*(°?[CFKR])\b/gu, '$1 Δ$2');
  // "5ft10", "5 ft10": feet and inches run together.
  // ("100 ft2", "5 ft3": a power written on, as "m2" and "in2" are.)
  s = s.replace(/(\d)\s*(?:ft(?![23](?:\s|$))|foot|feet|')\s*(\d+(?:[.,]\d+)?)(?=\s|$)(?!\s*(?:in|inch|inches|"|″)(?:\s|$))(?!\s*(?:\d|[/*^+-]))/gu, '$1 ft $2 in');
  // "half a cup", "a quarter cup", "a cup": the fraction and the article as numbers.
  s = s.replace(/^(?:half an?|a half)\s/giu, '1/2 ').replace(/^(?:an?|one) quarter(?: of)?(?: an?)?\s/giu, '1/4 ');
  // Halves and dozens in the site's languages: "media milla", "eine halbe Meile", "anderthalb Stunden", "un demi-mile", "yarım mil", "a dozen inches".
  s = s
    .replace(/^(?:una?\s+)?(?:media|medio)\s+/iu, '1/2 ')
    .replace(/^(?:eine[nr]?\s+)?halbe[nrs]?\s+/iu, '1/2 ')
    .replace(/^anderthalb\s+/iu, '3/2 ')
    .replace(/^(?:une?\s+)?demi-?\s*/iu, '1/2 ')
    .replace(/^yarım\s+/iu, '1/2 ')
    .replace(/^(?:an?\s+|one\s+)?dozen\s+/iu, '12 ')
    .replace(/^(?:una\s+)?docena\s+(?:de\s+)?/iu, '12 ')
    .replace(/^(?:ein\s+)?dutzend\s+/iu, '12 ')
    .replace(/^(?:une\s+)?douzaine\s+(?:de\s+|d['’]\s*)?/iu, '12 ');
  // "5 ft. 10 in.", "90 Sek. in", "miles.": an abbreviation's period before a number, a word or the end.
  s = s.replace(/(\p{L}{2,})\.(?=\s|$)/gu, (m: string, w: string) => (/^\p{Lu}{2}$/u.test(w) ? m : w));
  // "5 feet, 10 inches": a comma between the terms of a length.
  s = s.replace(/(\p{L}),\s+(?=\d)/gu, '$1 ');
  // "feet and inches", "pies y pulgadas", "Fuß und Zoll", "pieds et pouces", "fut və düym": units side by side.
  s = s.replace(/(\p{L})\s+(?:and|y|und|et|və)\s+(?=\p{L}|\d)/gu, '$1 ');
  // "100 km à l'heure", "100 km je Stunde": per hour.
  s = s.replace(/\s+à l['’]heure\b/giu, '/h').replace(/\s+(?:je|pro) Stunde\b/giu, '/h');
  // "deg F", "degrees C" (the target too: "20 deg C to deg F").
  s = s.replace(/\b(?:deg|degrees?)\s+([CF])\b/gu, '°$1');
  // "30 grados a fahrenheit", "30 Grad in Fahrenheit": degrees with no scale, before a scale as the target, are Celsius.
  s = s.replace(/(\d\s*)(?:degrees|grados|grad|degrés|degres|dərəcə)\s+(?=(?:to|in|a|en|nach|→)\s+(?:°?F\b|fahrenheit|farengeyt|kelvin|K\b))/giu, '$1°C ');
  s = s.replace(/(\d\s*)dərəcə\s+(?=(?:Farengeyt|Fahrenheit|Kelvin)\S*$)/iu, '$1°C ');
  // "20 dərəcə Selsi", "20 Grad Celsius": the scale's name after "degrees".
  s = s.replace(/(\d\s*)(?:dərəcə|grad|grados?|degrés?)\s+(Selsi|Selsiy|Farengeyt|Celsius|Fahrenheit)\b/giu, '$1$2');
  // "US-Tassen", "UK-Gallonen": the qualifier as a word.
  s = s.replace(/\b(US|UK|USA)-(?=\p{L})/gu, '$1 ');
  // "c. à s.", "c. à café", "cuillère(s) à soupe": the French spoons, written without their "à" (a connector).
  s = s.replace(/\bc\.?\s*à\s*(?:s\.?|soupe)(?=\s|$)|\bcuill[eè]res?\s+à\s+soupe\b/giu, 'cuillère-à-soupe').replace(/\bc\.?\s*à\s*(?:c\.?|caf[eé])(?=\s|$)|\bcuill[eè]res?\s+à\s+caf[eé]\b/giu, 'cuillère-à-café');
  // "20 deg C", "68 degrees F", "20 grados C", "20 Grad C", "20 degrés C", "20 dərəcə C": the scale.
  s = s.replace(/(\d\s*)(?:deg(?:ree)?s?|grados?|grad|degr[ée]s?|dərəcə)\s*([CF])\b/giu, (_m, n: string, scale: string) => `${n}°${scale.toUpperCase()}`);
  // "12 ft x 15 ft": x (or X) between quantities is a product.
  s = s.replace(/(\d|[\p{L}²³)])\s+[xX]\s+(?=[\d.(])/gu, '$1 × ');
  // "√2 m": the root sign as the function.
  s = s.replace(/√\s*/g, 'sqrt ');
  // Azerbaijani: a bare scale as the dative target ("37 C F-ə") asked as "neçə F", where F beside a number is read as a scale.
  if (words?.target) s = s.replace(/(\d\s*°?[CF])\s+([CF])-?(?:ya|yə|a|ə)$/u, '$1 neçə $2');
  s = question(s, words);
  const text = s.replace(/\s+/g, ' ').trim();
  // "1 pound of butter in grams", "1 lb de harina a gramos": the substance named is left out.
  const loose = text.replace(/(\p{L})\s+(?:of\s+|de\s+|d['’]\s*)(?!l['’]|gold|silver|platinum|palladium|oro|plata|or|argent)\p{L}[\p{L}-]*(?=\s+(?:to|in|into|a|en|nach|→)\s)/gu, '$1');
  return { text, loose: loose === text ? undefined : loose };
}

/** A language's words, or English's where the language has none. */
function pattern(own: string | undefined, english: string): string {
  return own === undefined ? english : `${own}|${english}`;
}

/**
 * The question forms: "how many X in (a|N) Y" as "1 Y → X" or "N Y → X"; a leading verb
 * ("convert", "convertir", "umrechnen") and a trailing one ("… in Meilen umrechnen") left out.
 */
function question(text: string, words: QueryWords | undefined): string {
  const lead = new RegExp(`^(?:${pattern(words?.lead, ENGLISH.lead)})\\s+`, 'iu');
  const trail = new RegExp(`\\s+(?:${pattern(words?.trail, ENGLISH.trail)})$`, 'iu');
  let s = text;
  for (let i = 0; i < 3; i++) {
    const next = s.replace(lead, '').replace(trail, '').replace(/^:\s*/, '');
    if (next === s) break;
    s = next;
  }
  // "a foot in cm", "bir mildə neçə metr var", "un pied en cm": the article as one (not a connector: "a cm" in Spanish).
  const article = new RegExp(`^(${pattern(words?.one, ENGLISH.one)})\\s+(?=\\p{L})`, 'iu').exec(s);
  if (article && !(words?.connectors ?? []).includes((article[1] ?? '').toLowerCase())) s = `1 ${s.slice(article[0].length)}`;
  const howMany = `(?:${pattern(words?.howMany, ENGLISH.howMany)})`;
  const contain = `(?:${pattern(words?.contain, ENGLISH.contain)})`;
  const one = `(?:${pattern(words?.one, ENGLISH.one)})`;
  // "how many cm in an inch", "how many ounces in a cup", "cuántos cm son 5 pulgadas"
  const ask = new RegExp(`^${howMany}\\s*(.+?)\\s+${contain}\\s+(?:(${one})\\s+)?(.+)$`, 'iu').exec(s);
  if (ask) {
    const [, target = '', article, source = ''] = ask;
    const counted = /^[+-]?[\d.,]/.test(source) || /^\(/.test(source);
    return `${counted || article === undefined ? (counted ? '' : '1 ') : '1 '}${source} → ${target}`.trim();
  }
  // "5 km is how many miles", "5 km sind wie viel Meilen", "5 km font combien de miles"
  const after = new RegExp(`^(.+?)\\s+(?:${contain}\\s+)?${howMany}\\s+(.+)$`, 'iu').exec(s);
  if (after) {
    const [, source = '', target = ''] = after;
    return `${source} → ${target}`;
  }
  return s;
}
