/**
 * Finding the units a word names: by symbol (case as written first), by name in the page's
 * language or in English (any case, accents optional, singular or plural), with an SI or
 * IEC prefix on the symbols that take one, and by a name without its qualifier ("cup" for
 * "Cup (US)") only when nothing names the word outright. Units that the catalogue lists in
 * two categories with the same value (the millimetre in Length and in Typography) are one.
 */
import { Rational } from '../rational.ts';
import { dim, sameDimension } from './dimension.ts';
import { EXTRA_UNITS, type ExprUnit, formerSymbols, parseRatio, type UnitEntry, typedSymbols, unitOf, wordKey } from './table.ts';

/** SI prefixes (SI Brochure, 9th ed., Table 7, with ronna, quetta, ronto, quecto of 2022). */
const SI_PREFIXES: readonly [string, number][] = [
  ['Q', 30], ['R', 27], ['Y', 24], ['Z', 21], ['E', 18], ['P', 15], ['T', 12], ['G', 9], ['M', 6], ['k', 3], ['h', 2], ['da', 1],
  ['d', -1], ['c', -2], ['m', -3], ['µ', -6], ['μ', -6], ['u', -6], ['n', -9], ['p', -12], ['f', -15], ['a', -18], ['z', -21], ['y', -24], ['r', -27], ['q', -30],
];
/** Binary prefixes (IEC 80000-13): Ki = 2^10 … Yi = 2^80, on the byte and the bit. */
const IEC_PREFIXES: readonly [string, number][] = [['Ki', 10], ['Mi', 20], ['Gi', 30], ['Ti', 40], ['Pi', 50], ['Ei', 60], ['Zi', 70], ['Yi', 80]];

/** Symbols of the units that take SI prefixes (SI units and those the SI Brochure accepts with prefixes: litre, tonne, electronvolt; watt hour, bar and the byte and bit by practice and IEC 80000-13). */
const SI_PREFIXABLE = new Set(['m', 'g', 's', 'L', 'l', 'N', 'Pa', 'J', 'W', 'Hz', 'V', 'A', 'Ω', 'F', 'H', 'S', 'C', 'Wb', 'T', 'Bq', 'Gy', 'Sv', 'mol', 'cd', 'lx', 'K', 'eV', 'rad', 't', 'Wh', 'bar', 'B', 'bit', 'b']);
const IEC_PREFIXABLE = new Set(['B', 'bit', 'b']);

export interface Found {
  units: ExprUnit[];
  /**
   * The reading people mean by the word when nothing in the text says otherwise: the unit of
   * a family whose name carries no qualifier ("pound" is the avoirdupois pound, not "Pound
   * (Troy)"), the everyday unit of a symbol a rare unit shares ("mL" the millilitre, not the
   * millilambert). The page says it read the word so, with the other readings a click away.
   */
  preferred?: ExprUnit | undefined;
}

/** Options of a lookup: `strict` leaves out the last resort of reading a symbol in another case. */
export interface FindOptions {
  strict?: boolean;
}

export class UnitIndex {
  readonly units: ExprUnit[];
  readonly #symbols = new Map<string, ExprUnit[]>();
  readonly #symbolsAnyCase = new Map<string, ExprUnit[]>();
  readonly #names = new Map<string, ExprUnit[]>();
  readonly #weak = new Map<string, ExprUnit[]>();
  readonly #weakNames = new Map<string, ExprUnit[]>();
  readonly #codes = new Map<string, ExprUnit[]>();
  /** Every word of a family's units (their names without qualifiers, the family's word) → the family's units. */
  readonly #family = new Map<string, ExprUnit[]>();
  /** A family's word → the family's unit whose English name is the word itself ("Pound", "Ounce"): the reading assumed. */
  readonly #unmarked = new Map<string, ExprUnit>();
  /** Every unit of a family. */
  readonly #familyMembers = new Set<ExprUnit>();

  constructor(entries: readonly UnitEntry[]) {
    this.units = entries.map(unitOf);
    for (const x of EXTRA_UNITS) {
      // The catalogue's own unit of the symbol first ("%" may be a category's unit).
      if (entries.some((e) => e.symbol === x.symbol)) continue;
      const u: ExprUnit = { code: x.code, category: '', symbol: x.symbol, name: x.symbol, value: parseRatio(x.value), pi: 0, dim: dim(x.dim), offset: undefined, exact: true, reciprocal: false, rank: 3 };
      this.units.push(u);
      add(this.#symbols, x.symbol, u);
      for (const n of x.names) add(this.#names, wordKey(n), u);
    }
    entries.forEach((e, i) => {
      const u = this.units[i] as ExprUnit;
      add(this.#symbols, e.symbol, u);
      // "C" for °C only where nothing else is C (the coulomb is): a weak word.
      if (e.symbol.includes('°')) add(this.#weak, wordKey(e.symbol.replace(/°/g, '')), u);
      add(this.#symbolsAnyCase, wordKey(e.symbol), u);
      add(this.#symbolsAnyCase, wordKey(e.symbol.replace(/°/g, '')), u);
      // As typed with an underscore: "cal_IT", "kcal_th/h", "t_P" (the symbols shown before issue 41),
      // and in the unit's own script: "วา", "фунт" (before they were romanised).
      for (const t of [...typedSymbols(e.symbol), ...formerSymbols(e.category, e.code)]) {
        add(this.#symbols, t, u);
        add(this.#symbolsAnyCase, wordKey(t), u);
      }
      for (const n of e.names) add(this.#names, n, u);
      for (const n of e.weak ?? []) {
        // A code is read only as written ("mw" is the megawatt's code, never "Mw" nor "mW"; "ml" never "Ml").
        if (n === wordKey(e.code)) {
          add(this.#codes, e.code, u);
          continue;
        }
        add(this.#weak, n, u);
        // A fallback reads a name or symbol without its qualifier, never a code ("t", the tonne's, is not "T").
        if (n !== wordKey(e.code) && n !== wordKey(e.code.replace(/_/g, ' '))) add(this.#weakNames, n, u);
      }
    });
    // The family's own word ("pound") names all its units; a word of some of them ("Kilokalorie", a bare name) only those.
    const members = new Map<string, { units: ExprUnit[]; words: Map<string, ExprUnit[]>; unmarked: ExprUnit | undefined }>();
    entries.forEach((e, i) => {
      if (!e.family) return;
      const m = members.get(e.family) ?? { units: [], words: new Map<string, ExprUnit[]>(), unmarked: undefined };
      const u = this.units[i] as ExprUnit;
      m.units.push(u);
      this.#familyMembers.add(u);
      if (e.unmarked) m.unmarked = u;
      for (const w of e.familyWords ?? []) add(m.words, w, u);
      members.set(e.family, m);
    });
    for (const [family, { units, words, unmarked }] of members) {
      // A name that starts with the word bears it too ("Galón imperial" for "galón").
      for (const [w, bearers] of words) for (const u of units) if (!bearers.includes(u) && wordKey(u.name).startsWith(`${w} `)) bearers.push(u);
      for (const w of [family, `${family}s`]) words.set(w, units);
      for (const [w, bearers] of words) {
        for (const u of bearers) add(this.#family, w, u);
        if (unmarked && bearers.includes(unmarked)) this.#unmarked.set(w, unmarked);
      }
    }
  }

  /** The units a word names (several when it is ambiguous), or undefined. */
  find(word: string, options: FindOptions = {}): Found | undefined {
    const exact = this.#symbols.get(word);
    // British spellings on every page: "metres", "litre", "kilometre".
    const key = wordKey(word).replace(/metre/g, 'meter').replace(/litre/g, 'liter');
    // A family's word ("pound", "gallon", "ton"), but not a symbol as typed of a unit outside the family: "T" is the tesla.
    const inFamily = this.#family.get(key);
    const family = inFamily && (!exact || exact.every((u) => inFamily.includes(u))) ? inFamily : undefined;
    // A family's word that is a unit's own name in the page's language ("tonelada" the tonne,
    // "Pfund" the pound): that unit among the readings, and the one assumed.
    const own = this.#names.get(key)?.find((u) => this.#familyMembers.has(u));
    if (family) return withPreferred(distinct(own && !family.includes(own) ? [own, ...family] : family), this.#unmarked.get(key) ?? own);
    // A name that is only another unit's symbol in another case ("t", the tonne's, for "T") does not join a symbol's reading.
    const named = exact ? this.#names.get(key)?.filter((u) => u.symbol === word || wordKey(u.symbol) !== key) : this.#names.get(key);
    // A symbol that is also another unit's name ("mil": the thou, and the mile in Azerbaijani): both.
    if (exact || (named && named.length > 0)) return byRank(distinct([...(exact ?? []), ...(named ?? [])]));
    for (const k of plainSpellings(key)) {
      const named = this.#names.get(k);
      if (named) return byRank(distinct(named));
      const fam = this.#family.get(k);
      if (fam) return withPreferred(distinct(fam), this.#unmarked.get(k));
    }
    // A name without its qualifier in any case ("gallon"), a symbol without it only in its own case ("pt" for "pt (US)", never "Mi" for "mi (US)").
    // Before a prefix: "qt" is the quart people write, not a quectotonne.
    const weak = this.#weak.get(key)?.filter((u) => {
      const symbol = u.symbol.split(' (')[0] ?? '';
      return !(wordKey(symbol) === key && symbol !== word && wordKey(u.name).split(' (')[0] !== key);
    });
    if (weak && weak.length > 0) return byRank(distinct(weak));
    const prefixed = this.#prefixed(word);
    if (prefixed) return { units: [prefixed] };
    // A code only where no symbol is written so in another case ("short_ton", but not "mw": MW or mW).
    const code = this.#symbolsAnyCase.has(key) ? undefined : this.#codes.get(word);
    if (code) return byRank(distinct(code));
    if (options.strict) return undefined;
    // A symbol in another case ("KM", "kw"): the last resort, and only where case tells no
    // two units apart ("MB/s" is never read for "Mb/s", nor "T" for "t").
    // Only for a word in one case throughout or capitalised ("KM", "kw", "Km"): "mM" is written so on purpose, and one letter is too little to tell.
    const rest = word.slice(1);
    const oneCase = word.length >= 2 && (word === word.toUpperCase() || word === word.toLowerCase() || rest === rest.toLowerCase());
    const anyCase = oneCase ? this.#symbolsAnyCase.get(key) : undefined;
    if (anyCase && !/[/·*^]/.test(word)) {
      const units = distinct(anyCase);
      if (units.length === 1) return { units };
    }
    return undefined;
  }

  /**
   * The weaker readings of a word whose readings do not fit the expression: a mass ounce's
   * fluid ounces (the US one assumed, as US recipes and labels write "oz"), a recipe's "c" the cups, and the word's
   * readings as a name without its qualifier ("pt": the pints; "point": the PostScript point).
   * Undefined where there is none besides those tried.
   */
  fallback(word: string, tried: Found): Found | undefined {
    const key = wordKey(word);
    if (/^(?:oz|ozs|ounces?|onzas?|onces?|unsiya|unze|unzen)$/.test(key)) {
      const fluid = this.find('fluid ounce');
      const us = fluid?.units.find((u) => u.code === 'us_fl_oz');
      if (fluid && us) return { units: fluid.units, preferred: us };
    }
    // "1 c flour", "2 c sugar in g": the cup US recipes write "c" (the speed of light's symbol, read first).
    if (word === 'c') {
      const cups = this.find('cup');
      if (cups && !cups.units.some((u) => tried.units.includes(u))) return cups;
    }
    const weak = this.#weakNames.get(key);
    if (!weak) return undefined;
    // As typed: a symbol in its own case ("pt" for "pt (US)", never "s" for "S (int)"), a name in any case ("point").
    const units = distinct(weak).filter((u) => !tried.units.includes(u) && (u.symbol.split(' (')[0] === word || wordKey(u.name).split(' (')[0] === key));
    return units.length > 0 ? byRank(units) : undefined;
  }

  /** True when the word is a unit's symbol as typed ("in", the inch). */
  hasSymbol(word: string): boolean {
    return this.#symbols.has(word);
  }

  /** Units a symbol names in another case ("t" for "T", "°F" for "F"): the readings a suggestion offers. */
  otherCase(word: string): ExprUnit[] {
    const found = this.#symbolsAnyCase.get(wordKey(word)) ?? [];
    const exact = this.#symbols.get(word) ?? [];
    return distinct(found.filter((u) => !exact.includes(u)));
  }

  /** "kPa", "µs", "GiB": a prefix on a symbol that takes one. */
  #prefixed(word: string): ExprUnit | undefined {
    for (const [prefixes, allowed, base] of [[IEC_PREFIXES, IEC_PREFIXABLE, 2n], [SI_PREFIXES, SI_PREFIXABLE, 10n]] as const) {
      for (const [p, e] of prefixes) {
        if (!word.startsWith(p) || word.length === p.length) continue;
        const sym = word.slice(p.length);
        if (!allowed.has(sym)) continue;
        // "Mb", "kb", "Gbps": the bit, as networks write it (the barn, also "b", is not read with a prefix).
        const units = this.#symbols.get(sym === 'b' ? 'bit' : sym);
        const u = units?.[0];
        if (!u || u.offset) continue;
        const scale = e >= 0 ? Rational.of(base ** BigInt(e)) : Rational.of(1n, base ** BigInt(-e));
        // The gram's prefixes: the kilogram is the coherent unit, the gram 1/1000 of it.
        // The code stays the unit's own: its page is the one the working links to.
        return { ...u, symbol: word, name: word, value: u.value.mul(scale), rank: 5, prefixed: true };
      }
    }
    return undefined;
  }

  /** Names a person might have meant by an unknown word: the closest by edit distance. */
  nearest(word: string, count = 3): string[] {
    const key = wordKey(word);
    const scored: [number, string][] = [];
    for (const k of [...this.#names.keys(), ...this.#symbols.keys()]) {
      if (Math.abs(k.length - key.length) > 2) continue;
      const d = distance(key, wordKey(k));
      if (d <= Math.max(1, Math.floor(key.length / 3))) scored.push([d, k]);
    }
    scored.sort((a, b) => a[0] - b[0] || a[1].length - b[1].length || (a[1] < b[1] ? -1 : 1));
    return [...new Set(scored.map(([, k]) => k))].slice(0, count);
  }
}

/**
 * A word that names one everyday unit and only rare ones besides ("pouce": the inch, and the
 * old French pouce; "mL": the millilitre, and the millilambert) is read as the everyday one
 * (rank 1 or 2 against 4 or 5), and the page says so.
 */
function byRank(units: ExprUnit[]): Found {
  if (units.length < 2) return { units };
  const common = units.filter((u) => u.rank <= 2);
  if (common.length === 1 && units.every((u) => u === common[0] || u.rank >= 3)) return { units, preferred: common[0] };
  return { units };
}

function withPreferred(units: ExprUnit[], preferred: ExprUnit | undefined): Found {
  const p = preferred === undefined ? undefined : units.find((u) => u.value.equals(preferred.value) && sameDimension(u.dim, preferred.dim));
  return p ? { units, preferred: p } : { units };
}

function add(map: Map<string, ExprUnit[]>, key: string, u: ExprUnit): void {
  if (key === '') return;
  const list = map.get(key);
  if (!list) map.set(key, [u]);
  else if (!list.includes(u)) list.push(u);
}

/**
 * One unit per value: the same unit listed in two categories is one candidate (the more
 * common listing). A temperature scale and its difference unit (°C and Δ°C) are one too:
 * the scale, whose zero is read only where the expression is one temperature.
 */
function distinct(units: ExprUnit[]): ExprUnit[] {
  const out: ExprUnit[] = [];
  const order = (u: ExprUnit): number => (u.category === 'temperature' ? 0 : 1);
  for (const u of [...units].sort((a, b) => order(a) - order(b) || a.rank - b.rank)) {
    const same = out.find((o) => o.value.equals(u.value) && o.pi === u.pi && sameDimension(o.dim, u.dim) && o.reciprocal === u.reciprocal);
    if (!same) out.push(u);
  }
  return out;
}

/** A plural a name list may lack: "feet" as "foot", "inches", "meters", "metros"; also before a qualifier ("cups (us)"). */
function plainSpellings(key: string): string[] {
  const q = /^(.+?)( \([^)]*\))$/.exec(key);
  const head = q?.[1] ?? key;
  const tail = q?.[2] ?? '';
  const out = [`${head.replace(/\bfeet\b/g, 'foot')}${tail}`];
  if (head.endsWith('es')) out.push(`${head.slice(0, -2)}${tail}`);
  if (head.endsWith('s')) out.push(`${head.slice(0, -1)}${tail}`);
  // German plurals and datives: "Gallonen", "Metern", "Meilen".
  if (head.endsWith('en')) out.push(`${head.slice(0, -2)}${tail}`);
  if (head.endsWith('n')) out.push(`${head.slice(0, -1)}${tail}`);
  return out;
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j] ?? 0;
      row[j] = Math.min(cur + 1, (row[j - 1] ?? 0) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length] ?? 0;
}
