/**
 * Reading one word (or a few) of an expression as units: the page language's spellings and the
 * English ones ("kq", "lbs", "cc"), a qualifier typed before or after a name ("US gallons",
 * "taza americana"), "Δ" before a temperature, and the endings a language puts on a unit word
 * ("futa", "metrdir"). A connector ("to", "en") names no unit unless it is a symbol as typed.
 */
import type { Found, UnitIndex } from './lookup.ts';
import { ENGLISH_SPELLINGS } from './spellings.ts';
import { wordKey } from './table.ts';

/** What the page's language adds to the grammar: its connectors (never a unit's name), its spellings, the endings its unit words take. */
export interface ParseWords {
  connectors: ReadonlySet<string>;
  aliases?: Readonly<Record<string, string>> | undefined;
  endings?: RegExp | undefined;
  /** Words always asked (QueryWords.asks), without accents in lower case. */
  asks?: readonly string[] | undefined;
}

/**
 * Words that qualify a unit's name, typed before or after it, in the site's languages, and the
 * qualifiers the catalogue writes in its names and symbols ("Gallon (US)", "gal (imp)",
 * "Ton (Short)", "Cup (Metric)").
 */
const QUALIFIERS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  (
    [
      [['us', 'u.s', 'u.s.', 'usa', 'american', 'americana', 'americanas', 'americano', 'americanos', 'americaine', 'americaines', 'americain', 'amerikanisch', 'amerikanische', 'amerikanischen', 'amerika', 'estadounidense', 'abs', 'us-'], ['US', 'USA', 'EE. UU.', 'É.-U.', 'ABŞ']],
      [['uk', 'british', 'brit', 'imperial', 'imperiales', 'imperiale', 'imp', 'britannique', 'britanniques', 'britisch', 'britische', 'britischen', 'britanico', 'britanica', 'imperialer', 'britaniya'], ['imp', 'Imperial', 'UK']],
      [['metric', 'metrique', 'metriques', 'metrica', 'metricas', 'metrico', 'metricos', 'metrisch', 'metrische', 'metrischen', 'metrik'], ['metric', 'Metric']],
      [['short', 'corta', 'cortas', 'courte', 'courtes', 'kurz', 'kurze', 'kurzen', 'qisa'], ['Short', 'short', 'corta', 'courte', 'kurz']],
      [['long', 'larga', 'largas', 'longue', 'longues', 'lang', 'lange', 'langen', 'uzun'], ['Long', 'long', 'larga', 'longue', 'lang']],
      [['troy'], ['Troy', 'troy']],
      [['australian', 'australiana', 'australienne', 'australisch', 'au'], ['AU', 'Australian']],
    ] as const
  ).flatMap(([words, variants]) => words.map((w) => [w, variants])),
);

/** A spelling's reading, never a property every object has ("constructor"). */
export function own(map: Readonly<Record<string, string>> | undefined, key: string): string | undefined {
  return map !== undefined && Object.hasOwn(map, key) ? map[key] : undefined;
}

/**
 * The units `text` names: a connector only as a symbol typed as such ("in", never "to");
 * the language's spellings and the English ones first ("kq", "lbs", "cc"); then the
 * catalogue's words; then without an ending of the language ("futa", "metrdir").
 */
export function findWord(index: UnitIndex, words: ParseWords, text: string, count: number): Found | undefined {
  const found = findAsTyped(index, words, text, count);
  // "Pfund" on a German page: 500 g or the pound, asked.
  if (found?.preferred && words.asks?.includes(wordKey(text))) return { units: found.units };
  if (found || count < 2) return found;
  // "US gallons", "imperial pint", "metric tons", "mpg UK", "taza americana": a qualifier word before or after the name.
  const parts = text.split(' ');
  for (const [q, rest] of [[parts[0], parts.slice(1)], [parts[parts.length - 1], parts.slice(0, -1)]] as const) {
    const key = wordKey(q ?? '');
    const variants = Object.hasOwn(QUALIFIERS, key) ? QUALIFIERS[key] : undefined;
    if (!variants) continue;
    // The name may carry an ending ("Amerika stəkanı", "ABŞ qallonuna").
    const last = rest[rest.length - 1] ?? '';
    const names = [rest.join(' '), ...(words.endings ? stems(last, words.endings) : []).map((stem) => [...rest.slice(0, -1), stem].join(' '))];
    for (const name of names) {
      for (const v of variants) {
        const f = index.find(`${name} (${v})`);
        if (f) return f;
      }
    }
  }
  return undefined;
}

function findAsTyped(index: UnitIndex, words: ParseWords, text: string, count: number): Found | undefined {
  if (count === 1 && words.connectors.has(text.toLowerCase()) && !index.hasSymbol(text)) return undefined;
  const alias = own(words.aliases, text) ?? own(ENGLISH_SPELLINGS, text);
  if (alias !== undefined) {
    // "a|b": a spelling with several readings, asked ("KB": 1000 or 1024 bytes).
    const units = alias.split('|').flatMap((a) => index.find(a)?.units.slice(0, 1) ?? []);
    if (units.length > 1) return { units };
    const found = index.find(alias);
    if (found) return found;
  }
  const strict = index.find(text, { strict: true });
  if (strict) return strict;
  // "KPH", "Lbs": a spelling in capitals, where the catalogue has no symbol in that case.
  const lower = text.toLowerCase();
  const folded = lower === text ? undefined : (own(words.aliases, lower) ?? own(ENGLISH_SPELLINGS, lower));
  if (folded !== undefined && index.otherCase(text).length === 0) {
    const found = index.find(folded);
    if (found) return found;
  }
  // "Δ°C", "Δ°F", "delta K": a temperature difference.
  const delta = /^(?:Δ|∆)\s*(.+)$/u.exec(text);
  if (delta) {
    // A scale and its difference unit are one reading in the index (lookup.ts distinct): the difference unit of the same symbol.
    const units = (index.find(delta[1] ?? '')?.units ?? []).flatMap((u) => index.units.filter((d) => d.category === 'temperature-difference' && d.symbol === u.symbol).slice(0, 1));
    if (units.length > 0) return { units };
  }
  const found = index.find(text);
  if (found) return found;
  // "sm-ə", "ml-dir", "°C-dir", "F-ə": a suffix after a hyphen, on a symbol of any length.
  if (words.endings) {
    const hyphen = /^(.+?)-(?:ya|yə|a|ə|dan|dən|da|də|dır|dir|dur|dür|tır|tir|tur|tür|i|ı|u|ü|nı|ni|nu|nü|yı|yi|yu|yü|na|nə)$/u.exec(text);
    if (hyphen) return findAsTyped(index, words, hyphen[1] ?? '', count);
  }
  // Without one ending or two ("futa", "metrdir", "qallonuna": the possessive and the dative), longest stem first.
  if (words.endings) {
    const plain = { ...words, endings: undefined };
    for (const stem of stems(text, words.endings)) {
      const f = findAsTyped(index, plain, stem, count);
      if (f) return f;
    }
  }
  return undefined;
}


/** A language's endings as a whole word's pattern, made once per language (stems() runs on every word that names no unit). */
const WHOLE_ENDINGS = new WeakMap<RegExp, RegExp>();

/**
 * A word without one or two of the endings a language puts on it (`endings`, anchored at the
 * end), every way they can be taken off ("stəkanı" is "stəkan" + ı, not "stəka" + nı), longest
 * stem first, each with two letters or more.
 */
function stems(word: string, endings: RegExp): string[] {
  let whole = WHOLE_ENDINGS.get(endings);
  if (!whole) WHOLE_ENDINGS.set(endings, (whole = new RegExp(`^${endings.source.replace(/\$$/, '')}$`, endings.flags)));
  const once = (w: string): string[] => {
    const out: string[] = [];
    for (let k = 1; k <= 4 && k < w.length; k++) if (whole.test(w.slice(-k))) out.push(w.slice(0, -k));
    return out;
  };
  const first = once(word);
  const all = [...first, ...first.flatMap(once)];
  return [...new Set(all)].filter((s) => s.replace(/\P{L}/gu, '').length >= 2).sort((a, b) => b.length - a.length);
}
