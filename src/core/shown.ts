// A conversion's shown results: the exact value of a typed value converted, as the site shows
// it, and the short labels of the pair.
import type { Unit } from './catalogue.ts';
import { convert } from './convert.ts';
import { type Shown, showExactFraction, showResultOrInfinity } from './format.ts';
import { byText, recent } from './memo.ts';
import { Rational } from './rational.ts';
import { unitShort } from './labels.ts';

/**
 * Short labels for the two units of a conversion: their symbols, or their names where two
 * units share one symbol (尺 is the Japanese shaku and the Chinese chi), so that a line
 * such as "1 尺 = 1.1 尺" can never appear. A unit to itself (the embeddable converter's
 * from="ft" to="ft") shares nothing with another: "3 ft = 3 ft".
 */
export function pairShort(from: { name: string; symbol: string }, to: { name: string; symbol: string }): [string, string] {
  return from.symbol !== '' && from.symbol === to.symbol && from.name !== to.name ? [from.name, to.name] : [unitShort(from), unitShort(to)];
}

/**
 * The exact result of converting `value` (decimal text), shown, and whether it is rounded ("∞" for an infinite result is not).
 * The same answer object is returned for the same question asked again soon (a page asks several times): do not change it.
 */
export const convertShown: (value: string, from: Unit, to: Unit) => Shown = recent((value: string, from: Unit, to: Unit): Shown => {
  const x = decimalValue(value);
  if (!from.reciprocal && !to.reciprocal) {
    // x × k + c as one fraction, shown without reducing it first.
    const { k, c } = linearMap(from, to);
    return c.isZero() ? showExactFraction(x.n * k.n, x.d * k.d) : showExactFraction(x.n * k.n * c.d + c.n * x.d * k.d, x.d * k.d * c.d);
  }
  const r = convert(x, from, to);
  return showResultOrInfinity(r);
}, 16);

/** The affine map of two units that are not reciprocal, to = from × k + c, worked out once for the page and its formula. */
export const linearMap = recent((from: Unit, to: Unit): { k: Rational; c: Rational } => ({
  k: from.factor.div(to.factor),
  c: from.offset.sub(to.offset).div(to.factor),
}), 4);

// The values pages convert (1, 10, the table's 0.01 to 1000) are parsed once.
const decimalValue = byText((text) => Rational.parseDecimal(text) ?? Rational.ZERO, 1000);
