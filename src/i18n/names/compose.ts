// A compound unit's name in a language, composed by CLDR's own grammar from the sourced names
// of its parts: the locale's `per` pattern ("{0} por {1}"), its `power2` / `power3` patterns
// with gender and count ("{0} cuadrada", "Quadrat{0}", "kub {0}"), its SI and IEC prefix
// patterns (forms.ts), and CLDR's grammatical derivations for compounds (Unicode TR35, Part 6
// Units, "Grammatical Derivation", root rules: a `per` compound takes its numerator's gender
// and count and the denominator's singular; a `times` compound takes its last part's gender
// and count, the earlier parts staying singular). Products are joined as the locale's own
// CLDR product names are written (the record's nameRules.times). Pure.
import { splitQualifiers } from '../grammar.ts';
import { languageOf, type Locale } from '../locales.ts';
import type { CldrLongEntry } from './model.ts';
import { prefixedForms } from './forms.ts';
import type { Gender } from './glossary.ts';
import type { NamePart, NameShape } from './parse-english.ts';

/** A name's forms and grammatical gender, as the composer reads and writes them. */
export interface Worded {
  one: string;
  other: string;
  gender?: Gender | undefined;
}

export interface ComposeContext {
  locale: Locale;
  cldr: Readonly<Record<string, CldrLongEntry>>;
  /** The locale's name of a unit, or undefined where it has none (yet). */
  nameOf: (key: string) => Worded | undefined;
  /** A qualifier's text for a head noun of this gender, or undefined where the glossary lacks it. */
  qualifier: (english: string, gender: Gender | undefined) => string | undefined;
  /** Whether the qualifier is an adjective that agrees with its noun (the glossary gives it a feminine form). */
  agrees?: (english: string) => boolean;
}

/**
 * The plural of a Spanish or French adjective of one word, for a qualifier that agrees with a
 * plural noun ("caballos de fuerza (mecánicos)", "pintes (impériales)"): Spanish adds -s after a
 * vowel, -es after a consonant (a final stressed -ón, -án, -és losing its accent: "japoneses");
 * French adds -s, -al becomes -aux, -s and -x stay.
 */
export function pluralAdjective(locale: Locale, word: string): string {
  // An adjective and what follows it ("sec, É.-U.", "legal, EE. UU."): the adjective agrees.
  const comma = word.indexOf(', ');
  if (comma > 0) return `${pluralAdjective(locale, word.slice(0, comma))}${word.slice(comma)}`;
  // Not an abbreviation (IT, US): it has no plural.
  if (!/^\p{L}+$/u.test(word) || /^\p{Lu}{2,}$/u.test(word)) return word;
  if (locale === 'es') {
    if (/[aeiouáéíóú]$/i.test(word)) return `${word}s`;
    if (/z$/.test(word)) return `${word.slice(0, -1)}ces`;
    const plain = word.replace(/([áéíóú])([ns])$/u, (_m, v: string, c: string) => `${v.normalize('NFD').charAt(0)}${c}`);
    return `${plain}es`;
  }
  if (locale === 'fr') {
    if (/[sx]$/.test(word)) return word;
    if (/al$/.test(word)) return `${word.slice(0, -2)}aux`;
    return `${word}s`;
  }
  return word;
}


/** How a language joins the parts of a product, after its own CLDR names of products: its record's words, or CLDR's times pattern alone. */
export function timesRule(locale: Locale): string {
  const r = languageOf(locale);
  return r.nameRules?.times ?? `${r.name}: CLDR's times pattern`;
}

function powerPattern(cldr: ComposeContext['cldr'], power: 2 | 3, gender: Gender | undefined, count: 'one' | 'other'): string | undefined {
  const e = cldr[power === 2 ? 'power2' : 'power3'];
  if (!e) return undefined;
  const g = gender === 'feminine' ? e[`compoundUnitPattern1-gender-feminine-count-${count}`] : gender === 'masculine' ? e[`compoundUnitPattern1-gender-masculine-count-${count}`] : undefined;
  return g ?? e[`compoundUnitPattern1-count-${count}`];
}

/** Apply a pattern: German joins a pattern that ends in "{0}" to the name lower-cased ("Quadrat" + "meter"). */
function fill(locale: Locale, pattern: string, name: string): string {
  if (locale === 'de' && /\p{L}\{0\}$/u.test(pattern)) return pattern.replace('{0}', name.charAt(0).toLocaleLowerCase('de') + name.slice(1));
  return pattern.replace('{0}', name);
}

function composePart(p: NamePart, ctx: ComposeContext): Worded | undefined {
  const base = ctx.nameOf(p.key);
  if (!base) return undefined;
  let forms: Worded = base;
  if (p.prefix !== undefined) {
    const pattern = ctx.cldr[p.prefix]?.unitPrefixPattern;
    if (pattern === undefined) return undefined;
    const joined = prefixedForms(ctx.locale, pattern, base);
    if (typeof joined === 'string') return undefined;
    forms = { ...joined, gender: base.gender };
  }
  if (p.power !== 1) {
    const one = powerPattern(ctx.cldr, p.power, forms.gender, 'one');
    const other = powerPattern(ctx.cldr, p.power, forms.gender, 'other');
    if (one === undefined || other === undefined || !one.includes('{0}')) return undefined;
    // A bracketed qualifier stays at the end: "zhang carré (Chine)", not "zhang (Chine) carré".
    const power = (pattern: string, name: string): string => {
      const [head, tail] = splitQualifiers(name);
      return fill(ctx.locale, pattern, head) + tail;
    };
    forms = { one: power(one, forms.one), other: power(other, forms.other), gender: forms.gender };
  }
  return forms;
}

function joinTimes(locale: Locale, parts: Worded[], denominator = false): Worded | undefined {
  const last = parts[parts.length - 1];
  if (!last) return undefined;
  if (parts.length === 1) return last;
  const head = parts.slice(0, -1).map((p) => p.one);
  if (locale === 'de') {
    // "Newtonmeter", "Kilowattstunde"; after "pro", parts stay apart: "Watt pro Meter-Kelvin".
    const single = !denominator && parts.every((p) => !/[\s-]/.test(p.one) && !/[\s-]/.test(p.other));
    const tail = (w: string): string => (single ? w.charAt(0).toLocaleLowerCase('de') + w.slice(1) : w);
    const sep = single ? '' : '-';
    return { one: [...head, tail(last.one)].join(sep), other: [...head, tail(last.other)].join(sep), gender: last.gender };
  }
  if (locale === 'es') {
    // "kilovatios hora", "newtons metro": the first noun takes the plural and the gender.
    const first = parts[0] ?? last;
    const rest = parts.slice(1).map((p) => p.one);
    return { one: [first.one, ...rest].join(' '), other: [first.other, ...rest].join(' '), gender: first.gender };
  }
  if (locale === 'fr') {
    // "newtons-mètres", "la dyne-centimètre": every part plural, the first noun's gender.
    return { one: parts.map((p) => p.one).join('-'), other: parts.map((p) => p.other).join('-'), gender: parts[0]?.gender };
  }
  return { one: [...head, last.one].join('-'), other: [...head, last.other].join('-'), gender: last.gender };
}

/** A compound's name in the context's language, or undefined where a part has no name there. */
export function composeName(shape: NameShape | NamePart, ctx: ComposeContext): Worded | undefined {
  if ('key' in shape) return composePart(shape, ctx);
  if (shape.kind === 'qualified') {
    const base = composeName(shape.base, ctx);
    const q = base ? ctx.qualifier(shape.qualifier, base.gender) : undefined;
    // A base already qualified in this language ("caballo de fuerza (mecánico)") takes no second qualifier.
    if (!base || q === undefined || base.one.includes('(')) return undefined;
    const plural = ctx.agrees?.(shape.qualifier) === true ? pluralAdjective(ctx.locale, q) : q;
    return { one: `${base.one} (${q})`, other: `${base.other} (${plural})`, gender: base.gender };
  }
  const num = shape.num.map((p) => composePart(p, ctx));
  const den = shape.den.map((p) => composePart(p, ctx));
  if (num.some((w) => !w) || den.some((w) => !w)) return undefined;
  const n = joinTimes(ctx.locale, num as Worded[]);
  if (!n) return undefined;
  if (den.length === 0) return n;
  const d = joinTimes(ctx.locale, den as Worded[], true);
  const per = ctx.cldr.per?.compoundUnitPattern;
  if (!d || per === undefined) return undefined;
  const join = (x: string): string => per.replace('{0}', x).replace('{1}', d.one);
  return { one: join(n.one), other: join(n.other), gender: n.gender };
}

/** The CLDR patterns a composition used, in words for its source note. */
export function patternsUsed(shape: NameShape | NamePart, ctx: Pick<ComposeContext, 'cldr' | 'locale'>): string[] {
  const out = new Set<string>();
  const visit = (s: NameShape | NamePart): void => {
    if ('key' in s) {
      if (s.prefix !== undefined) out.add(`prefix ${s.prefix} '${ctx.cldr[s.prefix]?.unitPrefixPattern ?? ''}'`);
      if (s.power !== 1) out.add(`power${String(s.power)} '${ctx.cldr[s.power === 2 ? 'power2' : 'power3']?.['compoundUnitPattern1-count-one'] ?? ''}'`);
      return;
    }
    if (s.kind === 'qualified') {
      out.add(`qualifier '${s.qualifier}' (glossary)`);
      visit(s.base);
      return;
    }
    if (s.den.length > 0) out.add(`per '${ctx.cldr.per?.compoundUnitPattern ?? ''}'`);
    if (s.num.length > 1 || s.den.length > 1) out.add(`times (${timesRule(ctx.locale)})`);
    s.num.forEach(visit);
    s.den.forEach(visit);
  };
  visit(shape);
  return [...out];
}

/** The keys of the catalogue units a shape is made of. */
export function partKeys(shape: NameShape | NamePart): string[] {
  if ('key' in shape) return [shape.key];
  if (shape.kind === 'qualified') return partKeys(shape.base);
  return [...shape.num, ...shape.den].map((p) => p.key);
}
