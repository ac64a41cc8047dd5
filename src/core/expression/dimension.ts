/**
 * Dimensions of the expression converter: a vector of integer powers of the seven SI base
 * quantities plus plane angle and information, so that a radian and a bit are not silently
 * dimensionless (GNU units treats both as 1: "rpm to Hz" would then give 2π/60 instead of an
 * error). A steradian is an angle squared.
 */
import { superscript } from '../superscript.ts';

/** The base quantities, in the order of a vector; each with its SI (or IEC) coherent unit. */
export const BASES = ['length', 'mass', 'time', 'current', 'temperature', 'amount', 'luminous', 'angle', 'information'] as const;
export type Base = (typeof BASES)[number];

/** The coherent unit of each base quantity, as written in a formula: m, kg, s, A, K, mol, cd, rad, bit. */
export const BASE_SYMBOLS: Readonly<Record<Base, string>> = {
  length: 'm',
  mass: 'kg',
  time: 's',
  current: 'A',
  temperature: 'K',
  amount: 'mol',
  luminous: 'cd',
  angle: 'rad',
  information: 'bit',
};

/** Powers of the base quantities, in the order of BASES. */
export type Dimension = readonly number[];

export const DIMENSIONLESS: Dimension = BASES.map(() => 0);

/** A dimension from its non-zero powers: dim({ length: 1, time: -1 }) is a speed. */
export function dim(powers: Partial<Record<Base, number>>): Dimension {
  return BASES.map((b) => powers[b] ?? 0);
}

export function multiply(a: Dimension, b: Dimension): Dimension {
  return a.map((p, i) => p + (b[i] ?? 0));
}

export function divide(a: Dimension, b: Dimension): Dimension {
  return a.map((p, i) => p - (b[i] ?? 0));
}

export function power(a: Dimension, e: number): Dimension {
  return a.map((p) => p * e);
}

export function sameDimension(a: Dimension, b: Dimension): boolean {
  return a.every((p, i) => p === (b[i] ?? 0));
}

export function isDimensionless(a: Dimension): boolean {
  return a.every((p) => p === 0);
}

/** The non-zero powers, in the order of BASES. */
export function powers(a: Dimension): [Base, number][] {
  const out: [Base, number][] = [];
  a.forEach((p, i) => {
    const b = BASES[i];
    if (p !== 0 && b) out.push([b, p]);
  });
  return out;
}

/** The coherent SI unit of a dimension as a formula: "kg·m²·s⁻²", "1" when dimensionless. */
export function coherentFormula(a: Dimension): string {
  const ps = powers(a);
  if (ps.length === 0) return '1';
  return ps.map(([b, p]) => `${BASE_SYMBOLS[b]}${p === 1 ? '' : superscript(String(p))}`).join('·');
}

