// CLDR's unit conversion data (cldr-core supplemental/units.json) read exactly: the factor of a
// CLDR unit id in terms of CLDR's base units, to check a catalogue unit against the CLDR unit
// whose name it takes (same definition, not just the same word).
import { Rational } from '../../core/rational.ts';

/** The parts of cldr-core's supplemental/units.json that the check reads. */
export interface CldrConversionData {
  unitConstants: Record<string, { _value: string; _status?: string }>;
  unitPrefixes: Record<string, { _symbol: string; _power10?: string; _power2?: string }>;
  convertUnits: Record<string, { _baseUnit: string; _factor?: string; _offset?: string; _special?: string }>;
}

/** A value read from CLDR: exact unless an approximate constant (PI, AMU, G...) went into it. */
export interface CldrValue {
  value: Rational;
  approximate: boolean;
}

export class CldrUnitError extends Error {
  override name = 'CldrUnitError';
}

function product(terms: string[], data: CldrConversionData, seen: Set<string>): CldrValue {
  let value = Rational.ONE;
  let approximate = false;
  for (const raw of terms) {
    const t = raw.trim();
    const lit = Rational.parseDecimal(t);
    if (lit) {
      value = value.mul(lit);
      continue;
    }
    const c = data.unitConstants[t];
    if (!c || seen.has(t)) throw new CldrUnitError(`unknown or circular CLDR constant "${t}"`);
    const inner = cldrExpression(c._value, data, new Set([...seen, t]));
    value = value.mul(inner.value);
    approximate ||= inner.approximate || c._status === 'approximate';
  }
  return { value, approximate };
}

/**
 * A CLDR conversion expression: "a*b/c*d" is (a*b)/(c*d) (UTS #35 Part 6, the first "/"
 * divides the whole product after it); terms are decimals or unitConstants names.
 */
export function cldrExpression(text: string, data: CldrConversionData, seen = new Set<string>()): CldrValue {
  const [num = '', ...rest] = text.split('/');
  if (rest.length > 1) throw new CldrUnitError(`"${text}" has more than one "/"`);
  const n = product(num.split('*'), data, seen);
  if (rest.length === 0) return n;
  const d = product((rest[0] ?? '').split('*'), data, seen);
  return { value: n.value.div(d.value), approximate: n.approximate || d.approximate };
}

const POWERS: Record<string, number> = { square: 2, cubic: 3, pow4: 4 };

/** The factor of one side of a CLDR unit id ("kilogram-square-meter"), simple units matched longest first. */
function sideFactor(words: string[], data: CldrConversionData, id: string): CldrValue {
  let value = Rational.ONE;
  let approximate = false;
  let i = 0;
  while (i < words.length) {
    let power = 1;
    const p = POWERS[words[i] ?? ''];
    if (p !== undefined) {
      power = p;
      i++;
    }
    let matched = 0;
    let unit: CldrValue | undefined;
    for (let j = words.length; j > i && !unit; j--) {
      const name = words.slice(i, j).join('-');
      unit = simpleFactor(name, data);
      if (unit) matched = j - i;
    }
    if (!unit) throw new CldrUnitError(`CLDR unit "${id}": cannot read "${words.slice(i).join('-')}"`);
    value = value.mul(unit.value.pow(power));
    approximate ||= unit.approximate;
    i += matched;
  }
  return { value, approximate };
}

/** A simple unit, possibly with an SI or binary prefix ("kilometer", "gibibyte"); undefined if unknown. */
function simpleFactor(name: string, data: CldrConversionData): CldrValue | undefined {
  if (/^\d+(e\d+)?$/.test(name)) {
    // A number in an id ("100-kilometer", "part-per-1e6").
    const v = Rational.parseDecimal(name);
    return v ? { value: v, approximate: false } : undefined;
  }
  const conv = data.convertUnits[name];
  if (conv) {
    if (conv._special) return undefined;
    return conv._factor ? cldrExpression(conv._factor, data) : { value: Rational.ONE, approximate: false };
  }
  for (const [prefix, p] of Object.entries(data.unitPrefixes)) {
    if (!name.startsWith(prefix)) continue;
    const base = data.convertUnits[name.slice(prefix.length)];
    if (!base || base._special) continue;
    const scale = p._power10 !== undefined ? Rational.of(10n).pow(Number(p._power10)) : Rational.of(2n).pow(Number(p._power2 ?? '0'));
    const b = base._factor ? cldrExpression(base._factor, data) : { value: Rational.ONE, approximate: false };
    return { value: b.value.mul(scale), approximate: b.approximate };
  }
  return undefined;
}

/**
 * The factor of a CLDR unit id ("meter-per-square-second", "mile-per-gallon-imperial") in
 * CLDR's base units, and its offset when it has one (celsius, fahrenheit).
 */
export function cldrUnitFactor(id: string, data: CldrConversionData): CldrValue & { offset: Rational } {
  const simple = data.convertUnits[id];
  const offset = simple?._offset ? cldrExpression(simple._offset, data).value : Rational.ZERO;
  const text = id.startsWith('per-') ? `one-${id}` : id;
  const at = text.indexOf('-per-');
  const numWords = (at < 0 ? text : text.slice(0, at)).split('-');
  const num = numWords[0] === 'one' && numWords.length === 1 ? { value: Rational.ONE, approximate: false } : sideFactor(numWords, data, id);
  if (at < 0) return { ...num, offset };
  const den = sideFactor(text.slice(at + 5).split('-'), data, id);
  return { value: num.value.div(den.value), approximate: num.approximate || den.approximate, offset };
}
