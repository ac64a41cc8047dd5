// What a substance's pages say, in a page's language: its values with their sources as the
// sources state them, the density each gives (to the digits its source supports), the weights
// of common measures and the measures a language's words mean. Pure: the views place them.
import type { Rational } from '../core/rational.ts';
import { Rational as R } from '../core/rational.ts';
import { toFixedTrimmed } from '../core/format.ts';
import { MEASURE_BY_CODE, measureFactor, type KitchenMeasures } from '../core/substance/measures.ts';
import { roundSignificant, shownWith, type Substance, type SubstanceValue } from '../core/substance/model.ts';
import type { Lang } from '../i18n/lang.ts';
import { measureAfter, measureInText, measureName, sourceName } from '../i18n/substance-names.ts';

export { sourceName } from '../i18n/substance-names.ts';

const MILLION = R.of(1_000_000n);
const THOUSAND = R.of(1000n);

/** The unit a substance's densities are shown in: grams per millilitre for foods, kilograms per cubic metre for materials. */
export function densityUnit(s: Pick<Substance, 'group'>): { symbol: string; per: Rational } {
  return s.group === 'food' ? { symbol: 'g/mL', per: THOUSAND } : { symbol: 'kg/m³', per: R.ONE };
}

/** A value's density in its substance's display unit, to its digits ("0.528"). */
export function densityShown(s: Pick<Substance, 'group'>, v: SubstanceValue): string {
  return roundSignificant(v.density.div(densityUnit(s).per), v.entry.digits);
}

/** A density in the display unit to `digits` digits (the range's bounds). */
export function densityAt(s: Pick<Substance, 'group'>, d: Rational, digits: number): string {
  return roundSignificant(d.div(densityUnit(s).per), digits);
}

const STATED_UNIT: Readonly<Record<string, string>> = { 'g/ml': 'g/mL', 'g/cm3': 'g/cm³', 'kg/m3': 'kg/m³', 'kg/l': 'kg/L', 'kN/m3': 'kN/m³' };

/** A value as its source states it, verbatim but for the number form: USDA's "1 cup packed": 220 g, "24 kN/m³", "820–845 kg/m³ (835)". */
export function statedText(v: SubstanceValue, l: Lang): string {
  const e = v.entry;
  const [open, close] = l.record.quotes ?? ['“', '”'];
  if (e.kind === 'portion') return `${open}${e.portion}${close}${l.record.colon}${l.num(e.grams)} g`;
  const unit = STATED_UNIT[e.unit] ?? e.unit;
  if (e.min !== undefined && e.max !== undefined) return `${l.num(e.min)}–${l.num(e.max)} ${unit}`;
  return `${l.num(e.value)} ${unit}`;
}

/** A measure's volume in millilitres, exactly ("236.5882365"): every measure of measures.ts ends in decimals. */
export function millilitres(code: string): string {
  return toFixedTrimmed(measureFactor(code).mul(MILLION), 12);
}

/** The masses a volume is shown in by kind of measure: grams for kitchen measures, then trade masses. */
const MASS_OF: Readonly<Record<string, string>> = { l: 'kg', m3: 't', ft3: 'lb', yd3: 'short_ton', us_gal: 'lb', imp_gal: 'lb' };

export interface MeasureRow {
  code: string;
  name: string;
  /** Its volume, exact, in the page's number form with its unit ("236,5882365 mL", "1 m³"). */
  volume: string;
  /** "≈ 125 g". */
  weight: string;
  /** The bare figure and mass code, for the truth check (data attributes). */
  figure: string;
  mass: string;
}

/** The rows of a substance's table of common measures, each weight from the chosen value. */
export function measureRows(s: Substance, l: Lang): MeasureRow[] {
  const codes = s.group === 'food'
    ? ['us_cup', 'us_legal_cup', 'metric_cup', 'imp_cup', 'jp_cup', 'us_tbsp', 'metric_tbsp', 'au_tbsp', 'us_tsp', 'metric_tsp', 'us_fl_oz', 'imp_fl_oz', 'ml', 'l']
    : ['l', 'm3', 'ft3', 'yd3', 'us_gal', 'imp_gal'];
  return codes.map((code) => {
    const mass = s.group === 'food' ? (code === 'l' ? 'kg' : 'g') : (MASS_OF[code] ?? 'kg');
    const figure = shownWith(R.ONE, code, mass, s.chosen);
    const vol = code === 'm3' || code === 'ft3' || code === 'yd3' ? `1 ${MEASURE_BY_CODE.get(code)?.symbol ?? code}` : `${l.num(millilitres(code))} mL`;
    return { code, name: measureName(code, l), volume: vol, weight: `≈ ${l.num(figure)} ${massSymbol(mass, l, figure)}`, figure, mass };
  });
}

/** A mass unit's symbol as pages write it after `figure`; the short ton, whose symbol says too little, by its name in the form the number takes. */
export function massSymbol(code: string, l: Lang, figure: string): string {
  return code === 'short_ton' ? measureAfter('short_ton', l, figure) : (MEASURE_BY_CODE.get(code)?.symbol ?? code);
}

/** The sentence naming which cup and spoons the page means (the language's kitchen measures). */
export function measuresMeant(kitchen: KitchenMeasures, l: Lang): string {
  return l.t('sub.measuresMeant', { cup: measureInText(kitchen.cup, l), cupMl: l.num(millilitres(kitchen.cup)), tbsp: measureInText(kitchen.tbsp, l), tsp: measureInText(kitchen.tsp, l) });
}

export interface ValueRow {
  id: string;
  source: string;
  /** Where in the source (a table, a USDA NDB number). */
  reference: string;
  stated: string;
  method: string;
  density: string;
  chosen: boolean;
  /** The unit weight note (a kN/m³ value). */
  gravity: boolean;
}

/** Every value of a substance with its source, the chosen one first. */
export function valueRows(s: Substance, l: Lang): ValueRow[] {
  const rows = s.values.map((v): ValueRow => {
    const e = v.entry;
    // A material's reference is the data's English note on where in the source: shown in English only.
    const reference = e.kind === 'portion' ? (e.fdcId !== undefined ? l.t('sub.fdc', { id: String(e.fdcId) }) : `NDB ${e.ndb ?? ''}`.trim()) : l.record.isCatalogueLanguage ? e.reference : '';
    const method = e.method ? l.t(`sub.method.${e.method}` as 'sub.method.none') : l.t('sub.method.none');
    return { id: e.id, source: sourceName(v.source, l), reference, stated: statedText(v, l), method, density: `≈ ${l.num(densityShown(s, v))} ${densityUnit(s).symbol}`, chosen: v === s.chosen, gravity: e.kind === 'density' && e.unit === 'kN/m3' };
  });
  return [...rows.filter((r) => r.chosen), ...rows.filter((r) => !r.chosen)];
}

/**
 * The range of what the values table shows: the lowest and highest density as shown (each to its
 * value's digits) and the bounds a source states for a range, or undefined for one value without
 * a range. Compared as shown, so the line never contradicts the table above it.
 */
export function rangeOf(s: Substance, l: Lang): { low: string; high: string } | undefined {
  if (s.values.length === 1 && s.chosen.min === undefined) return undefined;
  const printed = (t: string | undefined): number => (t ?? '').replace('.', '').replace(/^0+/, '').length;
  const bounds = (v: Substance['values'][number]): string[] => {
    const e = v.entry;
    if (e.kind !== 'density' || v.min === undefined || v.max === undefined) return [];
    // A range's bounds to the digits the source prints them with (EN 590's 820 and 845, not 850).
    return [densityAt(s, v.min, printed(e.min)), densityAt(s, v.max, printed(e.max))];
  };
  const shown = s.values.flatMap((v) => [densityShown(s, v), ...bounds(v)]);
  const asNumber = (t: string): Rational => R.parseDecimal(t) ?? R.ZERO;
  const sorted = [...shown].sort((a, b) => asNumber(a).cmp(asNumber(b)));
  const unit = densityUnit(s).symbol;
  return { low: `${l.num(sorted[0] ?? '')} ${unit}`, high: `${l.num(sorted[sorted.length - 1] ?? '')} ${unit}` };
}
