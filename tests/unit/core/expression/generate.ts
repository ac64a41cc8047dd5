// The oracle's test set: expressions built from units GNU units defines the same way, each
// written twice, for the site (in one of its languages: names, number form, connector,
// "per" word) and for GNU units (its own names, explicit parentheses), with the exact
// value the catalogue's data gives when every unit is exactly defined.
import { Rational } from '../../../../src/core/rational.ts';
import { seededRandom } from '../../../../src/core/seeded.ts';
import type { ExprUnit } from '../../../../src/core/expression/table.ts';
import { divide, isDimensionless, sameDimension } from '../../../../src/core/expression/dimension.ts';
import { unitId } from './gnu-map.ts';
import type { UnitIndex } from '../../../../src/core/expression/lookup.ts';
import { localNumber } from '../../../../src/i18n/numbers.ts';
import type { SourcedLocale as Locale } from '../../../../src/i18n/locales.ts';

export type Kind = 'simple' | 'prefix' | 'product' | 'quotient' | 'power' | 'sum' | 'reciprocal' | 'temperature' | 'number';

export interface Case {
  kind: Kind;
  language: Locale;
  text: string;
  gnu: [string, string];
  /** The result's exact value from the data (a rational, no π) when every unit is exactly defined; else undefined. */
  exact: Rational | undefined;
  /** The result is the reciprocal of the value ("60 mph to min/km"). */
  reciprocal: boolean;
  categories: string[];
}

/** The words of one language for the units: the page's forms after a count, or the symbol where a form names several units. */
export interface LanguageUnits {
  language: Locale;
  index: UnitIndex;
  /** By unitId: the name after a count of one and of several, as the localised catalogue writes them. */
  forms: Map<string, { one: string; other: string; symbol: string }>;
}

/** The words every page reads between the value and its target (core/connectors.ts). */
const SHARED_CONNECTORS: readonly string[] = ['to', 'in', '->'];
/** The connectors the generator writes in a language it knows; another language (one just added) writes the shared ones. */
const CONNECTORS: Readonly<Record<Locale, readonly string[]>> = { en: SHARED_CONNECTORS, es: ['en', 'a'], de: ['in', 'nach'], fr: ['en', 'vers'], az: ['neçə'] };
const connectorsOf = (l: Locale): readonly string[] => CONNECTORS[l] ?? SHARED_CONNECTORS;
const PER: Readonly<Record<Locale, string | undefined>> = { en: 'per', es: 'por', de: 'pro', fr: 'par', az: undefined };
/** The prefixes, with GNU units' names for them (GNU units reads some symbol pairs otherwise: "hbar", "pH", "das"). */
const SI_PREFIXES: readonly [string, string, number][] = [
  ['k', 'kilo', 3], ['M', 'mega', 6], ['G', 'giga', 9], ['m', 'milli', -3], ['µ', 'micro', -6], ['n', 'nano', -9], ['c', 'centi', -2], ['h', 'hecto', 2], ['da', 'deca', 1], ['T', 'tera', 12], ['p', 'pico', -12],
];
const PREFIXABLE = ['m', 'g', 's', 'N', 'Pa', 'J', 'W', 'Hz', 'V', 'A', 'F', 'H', 'C', 'T', 'Wb', 'Bq', 'Gy', 'Sv', 'mol', 'cd', 'lx', 'L', 'eV', 'bar'];
const TEMPERATURE_FUNCTIONS: Readonly<Record<string, string>> = { celsius: 'tempC', fahrenheit: 'tempF', kelvin: 'tempK', rankine: 'tempR' };

export class Generator {
  readonly #pick: () => number;
  readonly #byCategory = new Map<string, ExprUnit[]>();
  readonly units: readonly ExprUnit[];
  readonly gnu: ReadonlyMap<string, string>;
  readonly languages: readonly LanguageUnits[];
  constructor(units: readonly ExprUnit[], gnu: ReadonlyMap<string, string>, languages: readonly LanguageUnits[], seed: number) {
    this.units = units;
    this.gnu = gnu;
    this.languages = languages;
    this.#pick = seededRandom(seed);
    for (const u of units) {
      if (!gnu.has(unitId(u)) || u.category === 'temperature' || u.category === 'temperature-difference') continue;
      const list = this.#byCategory.get(u.category) ?? [];
      list.push(u);
      this.#byCategory.set(u.category, list);
    }
    for (const [c, list] of this.#byCategory) if (list.length < 2) this.#byCategory.delete(c);
  }

  get categories(): string[] {
    return [...this.#byCategory.keys()].sort();
  }

  #one<T>(list: readonly T[]): T {
    return list[Math.floor(this.#pick() * list.length)] as T;
  }

  /** A unit of the category; with `like`, one named the same way round (a reciprocal unit for a reciprocal one: mpg, km/L). */
  #unitIn(category: string, like?: ExprUnit): ExprUnit {
    const all = this.#byCategory.get(category) ?? [];
    const same = like ? all.filter((u) => u.reciprocal === like.reciprocal) : all;
    return this.#one(same.length > 0 ? same : all);
  }

  #number(): { value: Rational; text: string } {
    const kinds = [
      () => String(1 + Math.floor(this.#pick() * 999)),
      () => `${String(Math.floor(this.#pick() * 100))}.${String(1 + Math.floor(this.#pick() * 99))}`,
      () => String(2 + Math.floor(this.#pick() * 20)),
    ];
    const text = this.#one(kinds)();
    return { value: Rational.parseDecimal(text) as Rational, text };
  }

  /** How the language writes a unit: a form after the count or the symbol, whichever names only this unit. */
  #word(l: LanguageUnits, u: ExprUnit, count: Rational): string {
    const f = l.forms.get(unitId(u));
    const options = f ? [count.equals(Rational.ONE) ? f.one : f.other, u.symbol] : [u.symbol];
    const ok = options.filter((w) => {
      const found = l.index.find(w);
      const only = found?.units.length === 1 ? found.units[0] : undefined;
      return only !== undefined && only.value.equals(u.value) && only.pi === u.pi && sameDimension(only.dim, u.dim) && only.reciprocal === u.reciprocal;
    });
    return ok.length > 0 ? this.#one(ok) : '';
  }

  #language(): LanguageUnits {
    return this.#one(this.languages);
  }

  #num(l: LanguageUnits, n: { text: string }): string {
    return localNumber(n.text, l.language);
  }

  #g(u: ExprUnit): string {
    return `(${this.gnu.get(unitId(u)) ?? '?'})`;
  }

  /** The result is exact: every unit exactly defined, and π cancels (`pi` is the result's power of π). */
  static exactValue(units: ExprUnit[], pi = 0): boolean {
    return units.every((u) => u.exact) && pi === 0;
  }

  cases(counts: Readonly<Record<Kind, number>>): Case[] {
    const out: Case[] = [];
    const make: Record<Kind, () => Case | undefined> = {
      simple: () => this.#simple(),
      prefix: () => this.#prefix(),
      product: () => this.#product(),
      quotient: () => this.#quotient(false),
      reciprocal: () => this.#quotient(true),
      power: () => this.#power(),
      sum: () => this.#sum(),
      temperature: () => this.#temperature(),
      number: () => this.#numberForms(),
    };
    // Every category first (simple conversions), then each kind to its count.
    for (const c of this.categories) {
      for (let tries = 0; tries < 20; tries++) {
        const k = this.#simple(c);
        if (k) {
          out.push(k);
          break;
        }
      }
    }
    for (const kind of Object.keys(counts) as Kind[]) {
      let have = out.filter((c) => c.kind === kind).length;
      for (let tries = 0; have < counts[kind] && tries < counts[kind] * 20; tries++) {
        const c = make[kind]();
        if (c && !out.some((o) => o.text === c.text && o.language === c.language)) {
          out.push(c);
          have++;
        }
      }
    }
    return out;
  }

  #simple(category = this.#one(this.categories)): Case | undefined {
    const l = this.#language();
    const a = this.#unitIn(category);
    const b = this.#unitIn(category);
    if (a === b) return undefined;
    const n = this.#number();
    const wa = this.#word(l, a, n.value);
    const wb = this.#word(l, b, Rational.of(2n));
    if (!wa || !wb) return undefined;
    // A reciprocal unit against a direct one (mpg and L/100 km): the value's inverse.
    const reciprocal = a.reciprocal !== b.reciprocal;
    const value = n.value.mul(a.value);
    return {
      kind: 'simple',
      language: l.language,
      text: `${this.#num(l, n)} ${wa} ${this.#one(connectorsOf(l.language))} ${wb}`,
      gnu: reciprocal ? [`1/(${n.text} ${this.#g(a)})`, this.#g(b)] : [`${n.text} ${this.#g(a)}`, this.#g(b)],
      exact: Generator.exactValue([a, b], reciprocal ? a.pi + b.pi : a.pi - b.pi) ? (reciprocal ? Rational.ONE.div(value.mul(b.value)) : value.div(b.value)) : undefined,
      reciprocal,
      categories: [category],
    };
  }

  #prefix(): Case | undefined {
    const l = this.#language();
    const sym = this.#one(PREFIXABLE);
    const base = this.units.find((u) => u.symbol === sym && this.gnu.has(unitId(u)));
    if (!base || !this.#byCategory.has(base.category)) return undefined;
    const [p, gp, e] = this.#one(SI_PREFIXES);
    const other = this.#unitIn(base.category);
    const n = this.#number();
    const wb = this.#word(l, other, Rational.of(2n));
    const found = l.index.find(`${p}${sym}`);
    if (!wb || !found || found.units.length !== 1) return undefined;
    const scale = e >= 0 ? Rational.of(10n ** BigInt(e)) : Rational.of(1n, 10n ** BigInt(-e));
    const gnuSym = this.gnu.get(unitId(base)) === sym ? sym : undefined;
    if (!gnuSym) return undefined;
    return {
      kind: 'prefix',
      language: l.language,
      text: `${this.#num(l, n)} ${p}${sym} ${this.#one(connectorsOf(l.language))} ${wb}`,
      gnu: [`${n.text} ${gp} ${gnuSym}`, this.#g(other)],
      exact: Generator.exactValue([base, other], base.pi - other.pi) ? n.value.mul(scale).mul(base.value).div(other.value) : undefined,
      reciprocal: false,
      categories: [base.category],
    };
  }

  /** Two categories' units multiplied, converted to two others of the same categories. */
  #product(): Case | undefined {
    const l = this.#language();
    const [ca, cb] = [this.#one(this.categories), this.#one(this.categories)];
    const [a, b] = [this.#unitIn(ca), this.#unitIn(cb)];
    const [c, d] = [this.#unitIn(ca, a), this.#unitIn(cb, b)];
    if (c.reciprocal !== a.reciprocal || d.reciprocal !== b.reciprocal) return undefined;
    const n = this.#number();
    const w = [this.#word(l, a, n.value), this.#word(l, b, Rational.ONE), this.#word(l, c, Rational.ONE), this.#word(l, d, Rational.ONE)];
    if (w.some((x) => !x)) return undefined;
    const times = this.#one([' * ', '·', ' × ', ' ']);
    const parenthesise = (x: string): string => (/[\s/·*()]/.test(x) ? `(${x})` : x);
    return {
      kind: 'product',
      language: l.language,
      text: `${this.#num(l, n)} ${parenthesise(w[0] ?? '')}${times}${parenthesise(w[1] ?? '')} ${this.#one(connectorsOf(l.language))} ${parenthesise(w[2] ?? '')}*${parenthesise(w[3] ?? '')}`,
      gnu: [`${n.text} ${this.#g(a)} ${this.#g(b)}`, `${this.#g(c)} ${this.#g(d)}`],
      exact: Generator.exactValue([a, b, c, d], a.pi + b.pi - c.pi - d.pi) ? n.value.mul(a.value).mul(b.value).div(c.value).div(d.value) : undefined,
      reciprocal: false,
      categories: [ca, cb],
    };
  }

  /** A quotient converted to another of the same categories, or (reciprocal) to its inverse. */
  #quotient(reciprocal: boolean): Case | undefined {
    const l = this.#language();
    const [ca, cb] = [this.#one(this.categories), this.#one(this.categories)];
    if (ca === cb) return undefined;
    const [a, b] = [this.#unitIn(ca), this.#unitIn(cb)];
    const [c, d] = [this.#unitIn(ca, a), this.#unitIn(cb, b)];
    if (c.reciprocal !== a.reciprocal || d.reciprocal !== b.reciprocal) return undefined;
    // A ratio of like quantities is its own inverse's kind: "reciprocal" would not be asked for.
    if (reciprocal && isDimensionless(divide(a.dim, b.dim))) return undefined;
    const n = this.#number();
    const w = [this.#word(l, a, n.value), this.#word(l, b, Rational.ONE), this.#word(l, c, Rational.ONE), this.#word(l, d, Rational.ONE)];
    if (w.some((x) => !x)) return undefined;
    const per = PER[l.language];
    const over = per && this.#pick() < 0.3 ? ` ${per} ` : '/';
    const parenthesise = (x: string): string => (/[\s/·*()]/.test(x) ? `(${x})` : x);
    const from = `${this.#num(l, n)} ${parenthesise(w[0] ?? '')}${over}${parenthesise(w[1] ?? '')}`;
    const to = reciprocal ? `${parenthesise(w[3] ?? '')}/${parenthesise(w[2] ?? '')}` : `${parenthesise(w[2] ?? '')}/${parenthesise(w[3] ?? '')}`;
    const value = n.value.mul(a.value).div(b.value);
    const target = reciprocal ? d.value.div(c.value) : c.value.div(d.value);
    return {
      kind: reciprocal ? 'reciprocal' : 'quotient',
      language: l.language,
      text: `${from} ${this.#one(connectorsOf(l.language))} ${to}`,
      gnu: reciprocal ? [`1/(${n.text} ${this.#g(a)}/${this.#g(b)})`, `${this.#g(d)}/${this.#g(c)}`] : [`${n.text} ${this.#g(a)}/${this.#g(b)}`, `${this.#g(c)}/${this.#g(d)}`],
      exact: Generator.exactValue([a, b, c, d], reciprocal ? a.pi - b.pi + d.pi - c.pi : a.pi - b.pi - c.pi + d.pi) ? (reciprocal ? Rational.ONE.div(value.mul(target)) : value.div(target)) : undefined,
      reciprocal,
      categories: [ca, cb],
    };
  }

  #power(): Case | undefined {
    const l = this.#language();
    const category = this.#one(['length', 'time', 'weight-and-mass', 'speed', 'force', 'electric-current', 'data-storage']);
    if (!this.#byCategory.has(category)) return undefined;
    const a = this.#unitIn(category);
    const c = this.#unitIn(category, a);
    const e = this.#one([2, 3, -1, -2]);
    const n = this.#number();
    const wa = this.#word(l, a, Rational.ONE);
    const wc = this.#word(l, c, Rational.ONE);
    if (!wa || !wc) return undefined;
    const sup: Readonly<Record<number, string>> = { 2: '²', 3: '³', [-1]: '⁻¹', [-2]: '⁻²' };
    const parenthesise = (x: string): string => (/[\s/·*()]/.test(x) ? `(${x})` : x);
    const write = (w: string): string => (this.#pick() < 0.5 ? `${parenthesise(w)}^${String(e)}` : `${parenthesise(w)}${sup[e] ?? ''}`);
    return {
      kind: 'power',
      language: l.language,
      text: `${this.#num(l, n)} ${write(wa)} ${this.#one(connectorsOf(l.language))} ${write(wc)}`,
      gnu: [`${n.text} ${this.#g(a)}^${String(e)}`, `${this.#g(c)}^${String(e)}`],
      exact: Generator.exactValue([a, c], (a.pi - c.pi) * e) ? n.value.mul(a.value.div(c.value).pow(e)) : undefined,
      reciprocal: false,
      categories: [category],
    };
  }

  /** Number–unit groups side by side ("5 ft 3 in"), or joined by "+". */
  #sum(): Case | undefined {
    const l = this.#language();
    const category = this.#one(this.categories);
    const a = this.#unitIn(category);
    const [b, c] = [this.#unitIn(category, a), this.#unitIn(category, a)];
    if (b.reciprocal !== a.reciprocal || c.reciprocal !== a.reciprocal) return undefined;
    const n = this.#number();
    const m = this.#number();
    const w = [this.#word(l, a, n.value), this.#word(l, b, m.value), this.#word(l, c, Rational.of(2n))];
    if (w.some((x) => !x) || a === b) return undefined;
    const join = this.#pick() < 0.6 ? ' ' : ' + ';
    return {
      kind: 'sum',
      language: l.language,
      text: `${this.#num(l, n)} ${w[0] ?? ''}${join}${this.#num(l, m)} ${w[1] ?? ''} ${this.#one(connectorsOf(l.language))} ${w[2] ?? ''}`,
      gnu: [`${n.text} ${this.#g(a)} + ${m.text} ${this.#g(b)}`, this.#g(c)],
      exact: Generator.exactValue([a, b, c], a.pi === b.pi ? a.pi - c.pi : 1) ? n.value.mul(a.value).add(m.value.mul(b.value)).div(c.value) : undefined,
      reciprocal: false,
      categories: [category],
    };
  }

  #temperature(): Case | undefined {
    const l = this.#language();
    const scales = this.units.filter((u) => u.category === 'temperature' && TEMPERATURE_FUNCTIONS[u.code]);
    const [a, b] = [this.#one(scales), this.#one(scales)];
    if (a === b) return undefined;
    // Absolute zero and above: below it, the site and GNU units both refuse.
    const lowest = a.offset ? -Math.floor(Number(a.offset.toString().split('/')[0]) / Number(a.offset.toString().split('/')[1] ?? '1') / Number(a.value.n) * Number(a.value.d)) + 1 : 0;
    const n = { text: String(Math.max(lowest, Math.floor(this.#pick() * 400) - 100)) };
    const value = Rational.parseDecimal(n.text) as Rational;
    const wa = this.#word(l, a, value);
    const wb = this.#word(l, b, Rational.of(2n));
    if (!wa || !wb) return undefined;
    const kelvin = value.mul(a.value).add(a.offset ?? Rational.ZERO);
    return {
      kind: 'temperature',
      language: l.language,
      text: `${this.#num(l, n)} ${wa} ${this.#one(connectorsOf(l.language))} ${wb}`,
      gnu: [`${TEMPERATURE_FUNCTIONS[a.code] ?? ''}(${n.text})`, TEMPERATURE_FUNCTIONS[b.code] ?? ''],
      exact: kelvin.sub(b.offset ?? Rational.ZERO).div(b.value),
      reciprocal: false,
      categories: ['temperature'],
    };
  }

  /** Fractions, mixed numbers, vulgar fractions and exponents. */
  #numberForms(): Case | undefined {
    const l = this.#language();
    const category = this.#one(this.categories);
    const a = this.#unitIn(category);
    const b = this.#unitIn(category, a);
    const w = Math.floor(this.#pick() * 20);
    const forms: { text: string; gnu: string; value: Rational }[] = [
      { text: `${String(w)} 3/8`, gnu: `(${String(w)}+3|8)`, value: Rational.of(BigInt(w) * 8n + 3n, 8n) },
      { text: `${String(w + 1)}¼`, gnu: `(${String(w + 1)}+1|4)`, value: Rational.of(BigInt(w + 1) * 4n + 1n, 4n) },
      { text: '7/16', gnu: '(7|16)', value: Rational.of(7n, 16n) },
      { text: `${String(w + 1)}.5e-3`, gnu: `${String(w + 1)}.5e-3`, value: Rational.parseDecimal(`${String(w + 1)}.5e-3`) as Rational },
    ];
    const f = this.#one(forms);
    const wa = this.#word(l, a, Rational.of(2n));
    const wb = this.#word(l, b, Rational.of(2n));
    if (!wa || !wb || a === b) return undefined;
    return {
      kind: 'number',
      language: l.language,
      text: `${f.text.includes('e') ? this.#num(l, { text: f.text }) : f.text} ${wa} ${this.#one(connectorsOf(l.language))} ${wb}`,
      gnu: [`${f.gnu} ${this.#g(a)}`, this.#g(b)],
      exact: Generator.exactValue([a, b], a.pi - b.pi) ? f.value.mul(a.value).div(b.value) : undefined,
      reciprocal: false,
      categories: [category],
    };
  }
}
