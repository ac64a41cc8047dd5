/**
 * What the expression converter needs to know about each category of the catalogue: the
 * dimension of its quantity, and the value of its base unit (the unit of factor 1) in the
 * coherent SI unit of that dimension, exactly. Most bases are the coherent unit itself;
 * the others are stated with their definition (SI Brochure, 9th ed., 2019).
 */
import { type Dimension, dim } from './dimension.ts';

export interface CategoryDimension {
  dim: Dimension;
  /** The base unit in the coherent SI unit: an exact expression of exact.ts (a power of π allowed). */
  base: string;
  /** Where a base that is not the coherent unit comes from. */
  source?: string;
}

const L = 'length';
const M = 'mass';
const T = 'time';
const I = 'current';
const K = 'temperature';
const N = 'amount';
const J = 'luminous';
const A = 'angle';
const B = 'information';

const c = (powers: Parameters<typeof dim>[0], base = '1', source?: string): CategoryDimension => ({ dim: dim(powers), base, ...(source ? { source } : {}) });

/** By category slug. The currency category has no dimension: currencies are not in expressions. */
export const CATEGORY_DIMENSIONS: Readonly<Record<string, CategoryDimension>> = {
  length: c({ [L]: 1 }),
  area: c({ [L]: 2 }),
  volume: c({ [L]: 3 }),
  'cooking-volume': c({ [L]: 3 }, '1e-6', 'the millilitre: 1 mL = 10^-6 m³ (SI Brochure, Table 8: 1 L = 1 dm³ = 10^-3 m³; prefix milli)'),
  typography: c({ [L]: 1 }, '0.0254/72', 'the PostScript point: 1/72 in, and 1 in = 0.0254 m exactly (1959 international yard and pound agreement)'),
  angle: c({ [A]: 1 }, 'pi/180', 'the degree: π/180 rad (SI Brochure, Table 8)'),
  'weight-and-mass': c({ [M]: 1 }),
  density: c({ [M]: 1, [L]: -3 }),
  time: c({ [T]: 1 }),
  speed: c({ [L]: 1, [T]: -1 }),
  acceleration: c({ [L]: 1, [T]: -2 }),
  frequency: c({ [T]: -1 }),
  'angular-velocity': c({ [A]: 1, [T]: -1 }),
  'angular-acceleration': c({ [A]: 1, [T]: -2 }),
  force: c({ [M]: 1, [L]: 1, [T]: -2 }),
  torque: c({ [M]: 1, [L]: 2, [T]: -2 }),
  'moment-of-inertia': c({ [M]: 1, [L]: 2 }),
  'linear-mass-density': c({ [M]: 1, [L]: -1 }),
  'specific-volume': c({ [L]: 3, [M]: -1 }),
  pressure: c({ [M]: 1, [L]: -1, [T]: -2 }),
  energy: c({ [M]: 1, [L]: 2, [T]: -2 }),
  power: c({ [M]: 1, [L]: 2, [T]: -3 }),
  temperature: c({ [K]: 1 }),
  'temperature-difference': c({ [K]: 1 }),
  'fuel-economy': c({ [L]: 2 }, '1e-8', 'the litre per 100 kilometres: 10^-3 m³ / 10^5 m = 10^-8 m² (SI Brochure, Table 8: 1 L = 10^-3 m³)'),
  'specific-energy': c({ [L]: 2, [T]: -2 }),
  'thermal-conductivity': c({ [M]: 1, [L]: 1, [T]: -3, [K]: -1 }),
  'heat-flux-density': c({ [M]: 1, [T]: -3 }),
  'specific-heat-capacity': c({ [L]: 2, [T]: -2, [K]: -1 }),
  'heat-transfer-coefficient': c({ [M]: 1, [T]: -3, [K]: -1 }),
  'surface-tension': c({ [M]: 1, [T]: -2 }),
  'dynamic-viscosity': c({ [M]: 1, [L]: -1, [T]: -1 }),
  'kinematic-viscosity': c({ [L]: 2, [T]: -1 }),
  'energy-density': c({ [M]: 1, [L]: -1, [T]: -2 }),
  flow: c({ [L]: 3, [T]: -1 }),
  'mass-flow-rate': c({ [M]: 1, [T]: -1 }),
  'molar-flow-rate': c({ [N]: 1, [T]: -1 }),
  'molar-concentration': c({ [N]: 1, [L]: -3 }),
  'mass-concentration': c({ [M]: 1, [L]: -3 }),
  'amount-of-substance': c({ [N]: 1 }),
  'mass-flux-density': c({ [M]: 1, [L]: -2, [T]: -1 }),
  'absorbed-dose': c({ [L]: 2, [T]: -2 }),
  'equivalent-dose': c({ [L]: 2, [T]: -2 }),
  radioactivity: c({ [T]: -1 }),
  'radiation-exposure': c({ [I]: 1, [T]: 1, [M]: -1 }),
  luminance: c({ [J]: 1, [L]: -2 }),
  illuminance: c({ [J]: 1, [A]: 2, [L]: -2 }, '1', 'the lux: 1 lx = 1 lm/m² and 1 lm = 1 cd·sr (SI Brochure, Table 4); the steradian is an angle squared here'),
  'luminous-intensity': c({ [J]: 1 }),
  'data-storage': c({ [B]: 1 }),
  'data-transfer': c({ [B]: 1, [T]: -1 }),
  'electric-current': c({ [I]: 1 }),
  voltage: c({ [M]: 1, [L]: 2, [T]: -3, [I]: -1 }),
  'electrical-resistance': c({ [M]: 1, [L]: 2, [T]: -3, [I]: -2 }),
  capacitance: c({ [M]: -1, [L]: -2, [T]: 4, [I]: 2 }),
  inductance: c({ [M]: 1, [L]: 2, [T]: -2, [I]: -2 }),
  'electrical-conductance': c({ [M]: -1, [L]: -2, [T]: 3, [I]: 2 }),
  charge: c({ [I]: 1, [T]: 1 }),
  'electric-field-strength': c({ [M]: 1, [L]: 1, [T]: -3, [I]: -1 }),
  'magnetic-flux': c({ [M]: 1, [L]: 2, [T]: -2, [I]: -1 }),
  'magnetic-flux-density': c({ [M]: 1, [T]: -2, [I]: -1 }),
  'magnetic-field-strength': c({ [I]: 1, [L]: -1 }),
  'electrical-conductivity': c({ [M]: -1, [L]: -3, [T]: 3, [I]: 2 }),
  'electrical-resistivity': c({ [M]: 1, [L]: 3, [T]: -3, [I]: -2 }),
};
