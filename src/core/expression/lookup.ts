/**
 * Finding the units a word names: by symbol (case as written first), by name in the page's
 * language or in English (any case, accents optional, singular or plural), with an SI or
 * IEC prefix on the symbols that take one, and by a name without its qualifier ("cup" for
 * "Cup (US)") only when nothing names the word outright. Units that the catalogue lists in
 * two categories with the same value (the millimetre in Length and in Typography) are one.
 */
import { Rational } from '../rational.ts';
import { sameDimension } from './dimension.ts';
import { type ExprUnit, formerSymbols, type UnitEntry, typedSymbols, unitOf, wordKey } from './table.ts';

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
}

export class UnitIndex {
  readonly units: ExprUnit[];
  readonly #symbols = new Map<string, ExprUnit[]>();
  readonly #symbolsAnyCase = new Map<string, ExprUnit[]>();
  readonly #names = new Map<string, ExprUnit[]>();
  readonly #weak = new Map<string, ExprUnit[]>();
  /** Every word of a family's units (their names without qualifiers, the family's word) → the family's units. */
  readonly #family = new Map<string, ExprUnit[]>();

  constructor(entries: readonly UnitEntry[]) {
    this.units = entries.map(unitOf);
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
      for (const n of e.weak ?? []) add(this.#weak, n, u);
    });
    const members = new Map<string, { units: ExprUnit[]; words: Set<string> }>();
    entries.forEach((e, i) => {
      if (!e.family) return;
      const m = members.get(e.family) ?? { units: [], words: new Set([e.family, `${e.family}s`]) };
      m.units.push(this.units[i] as ExprUnit);
      for (const w of e.familyWords ?? []) m.words.add(w);
      members.set(e.family, m);
    });
    for (const { units, words } of members.values()) for (const w of words) for (const u of units) add(this.#family, w, u);
  }

  /** The units a word names (several when it is ambiguous), or undefined. */
  find(word: string): Found | undefined {
    const family = this.#family.get(wordKey(word));
    if (family) return { units: distinct(family) };
    const exact = this.#symbols.get(word);
    const key = wordKey(word);
    const named = this.#names.get(key);
    // A symbol that is also another unit's name ("mil": the thou, and the mile in Azerbaijani): both.
    if (exact || named) return { units: distinct([...(exact ?? []), ...(named ?? [])]) };
    for (const k of plainSpellings(key)) {
      const hit = this.#names.get(k) ?? this.#family.get(k);
      if (hit) return { units: distinct(hit) };
    }
    const prefixed = this.#prefixed(word);
    if (prefixed) return { units: [prefixed] };
    const weak = this.#weak.get(key);
    if (weak) return { units: distinct(weak) };
    // A symbol in another case ("KM", "kw"): the last resort, as case tells units apart (Gal, gal).
    const anyCase = this.#symbolsAnyCase.get(key);
    if (anyCase) return { units: distinct(anyCase) };
    return undefined;
  }

  /** "kPa", "µs", "GiB": a prefix on a symbol that takes one. */
  #prefixed(word: string): ExprUnit | undefined {
    for (const [prefixes, allowed, base] of [[IEC_PREFIXES, IEC_PREFIXABLE, 2n], [SI_PREFIXES, SI_PREFIXABLE, 10n]] as const) {
      for (const [p, e] of prefixes) {
        if (!word.startsWith(p) || word.length === p.length) continue;
        const sym = word.slice(p.length);
        if (!allowed.has(sym)) continue;
        const units = this.#symbols.get(sym);
        const u = units?.[0];
        if (!u || u.offset) continue;
        const scale = e >= 0 ? Rational.of(base ** BigInt(e)) : Rational.of(1n, base ** BigInt(-e));
        // The gram's prefixes: the kilogram is the coherent unit, the gram 1/1000 of it.
        // The code stays the unit's own: its page is the one the working links to.
        return { ...u, symbol: word, name: word, value: u.value.mul(scale), rank: 5 };
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

/** A plural a name list may lack: "feet" as "foot", "inches", "meters", "metros". */
function plainSpellings(key: string): string[] {
  const out = [key.replace(/\bfeet\b/g, 'foot')];
  if (key.endsWith('es')) out.push(key.slice(0, -2));
  if (key.endsWith('s')) out.push(key.slice(0, -1));
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
