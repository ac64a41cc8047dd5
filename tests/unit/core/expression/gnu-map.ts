// Which GNU units name denotes each unit of the catalogue: the first of its code, its
// symbol and its English name (as one word) that GNU units knows with the same dimension
// and the same value to 1e-12. A name GNU units knows with the same dimension but another
// value is a difference of convention, which conventions.json must list with its reason.
import { BASES, type Dimension } from '../../../../src/core/expression/dimension.ts';
import { numeric } from '../../../../src/core/expression/quantity.ts';
import { approximate } from '../../../../src/core/decimal-forms.ts';
import { type ExprUnit, typedSymbols } from '../../../../src/core/expression/table.ts';
import { agree, askGnu } from './gnu-units.ts';

/** GNU units' names of the base units: "radian" (its "rad" is the dose unit), "bit". */
const GNU_BASE: Readonly<Record<(typeof BASES)[number], string>> = { length: 'm', mass: 'kg', time: 's', current: 'A', temperature: 'K', amount: 'mol', luminous: 'cd', angle: 'radian', information: 'bit' };

/** The coherent SI unit of a dimension in GNU units' syntax: "kg m^2 s^-2"; "1" when dimensionless. */
export function gnuFormula(d: Dimension): string {
  const parts = d.flatMap((p, i) => (p === 0 ? [] : [`${GNU_BASE[BASES[i] ?? 'length']}${p === 1 ? '' : `^${String(p)}`}`]));
  return parts.length === 0 ? '1' : parts.join(' ');
}

/** A unit's key here: "category/code" (a code can be in two categories: ks, the kilosecond and the kilosiemens). */
export const unitId = (u: ExprUnit): string => `${u.category}/${u.code}`;

export interface GnuMapping {
  /** GNU units' name of each unit it defines the same way, by unitId. */
  names: Map<string, string>;
  /** Units GNU units knows by one of their names with the same dimension and another value: unitId → [name, GNU's value in SI, ours]. */
  differences: Map<string, [string, number, number]>;
}

/** A symbol or name in GNU units' syntax: "kg·m²" → "kg m^2", "µs" → "us", "Ω" → "ohm". */
function ascii(text: string): string {
  return text
    .replace(/·/g, ' ')
    .replace(/⁻¹/g, '^-1')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/[µμ]/g, 'u')
    .replace(/Ω/g, 'ohm')
    .replace(/°/g, 'deg');
}

/** An English name as a GNU units expression: "Pound per Cubic Foot" → "pound / cubic foot", "Square Mile" → "square mile". */
function nameExpression(name: string): string | undefined {
  const n = name.toLowerCase().replace(/-/g, ' ');
  if (/[()]/.test(n)) return undefined;
  const parts = n.split(' per ').map((p) => p.trim().split(/\s+/).join(''));
  if (parts.some((p) => !/^[a-z]+$/.test(p))) return undefined;
  return parts.join(' / ');
}

export function candidates(u: ExprUnit, englishName: string): string[] {
  const out = new Set<string>();
  if (/^[A-Za-z][A-Za-z0-9_]*$/.test(u.code)) out.add(u.code);
  const sym = ascii(u.symbol);
  // A qualifier in parentheses ("gal (US dry)") is not GNU units syntax: GNU units would multiply by it.
  if (/^[A-Za-z][A-Za-z0-9_ ^/()-]*$/.test(sym) && !sym.includes(' (')) out.add(sym);
  // The symbol as typed with an underscore, GNU units' own spelling of the calories and Btus ("cal_IT", "Btu_th/h").
  for (const t of typedSymbols(u.symbol).map(ascii)) if (/^[A-Za-z][A-Za-z0-9_ ^/()-]*$/.test(t) && !t.includes(' (')) out.add(t);
  const name = englishName.toLowerCase().replace(/[\s-]+/g, '');
  if (/^[a-z]+$/.test(name)) out.add(name);
  const expr = nameExpression(englishName);
  if (expr) out.add(expr);
  return [...out];
}

export function mapToGnu(units: readonly { unit: ExprUnit; english: string }[]): GnuMapping {
  const tries = units.flatMap(({ unit, english }) => candidates(unit, english).map((name) => ({ unit, name })));
  const known = askGnu(tries.map((t) => [t.name, ''] as const));
  const defined = tries.filter((_, i) => !/Unknown unit|Parse error/.test(known[i]?.kind === 'error' ? known[i].text : ''));
  const values = askGnu(defined.map((t) => [t.name, gnuFormula(t.unit.dim)] as const));
  const names = new Map<string, string>();
  const differences = new Map<string, [string, number, number]>();
  defined.forEach((t, i) => {
    const a = values[i];
    const id = unitId(t.unit);
    if (a?.kind !== 'value' || names.has(id)) return;
    const ours = approximate(numeric(t.unit));
    if (agree(a.value, ours)) {
      names.set(id, t.name);
      differences.delete(id);
    } else if (!differences.has(id)) differences.set(id, [t.name, a.value, ours]);
  });
  for (const id of names.keys()) differences.delete(id);
  return { names, differences };
}

