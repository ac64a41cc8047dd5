// Category names in other languages. CLDR names no quantities, so these come from the QUDT
// vocabulary's multilingual rdfs:label of the matching quantity kind, copied with the exact
// citation. QUDT has no Azerbaijani labels, so Azerbaijani has no category names. Labels that
// name something else than the category, or that are misspelt in QUDT, are left out (listed
// in LEFT_OUT with the reason).
import type { Locale } from '../locales.ts';

export const QUDT_CITATION = {
  repository: 'github.com/qudt/qudt-public-repo',
  commit: '8b9168d29ab49142be1739bc54078c9320273e79',
  date: '2026-08-05',
  file: 'src/main/rdf/vocab/quantitykinds/VOCAB_QUDT-QUANTITY-KINDS-ALL.ttl',
  licence: 'CC BY 4.0',
} as const;

/** Category slug -> QUDT quantity kind and its rdfs:label per language, as written in QUDT. */
export const CATEGORY_QUDT: Readonly<Record<string, { kind: string; labels: Readonly<Partial<Record<Locale, string>>> }>> = {
  length: { kind: 'Length', labels: { es: 'longitud', de: 'Länge', fr: 'longueur' } },
  area: { kind: 'Area', labels: { es: 'área', de: 'Fläche', fr: 'aire' } },
  angle: { kind: 'PlaneAngle', labels: { es: 'ángulo plano', de: 'ebener Winkel', fr: 'angle plan' } },
  density: { kind: 'MassDensity', labels: { es: 'densidad', de: 'Massendichte', fr: 'densité' } },
  time: { kind: 'Time', labels: { es: 'tiempo', de: 'Zeit', fr: 'temps' } },
  speed: { kind: 'Velocity', labels: { es: 'velocidad', de: 'Geschwindigkeit', fr: 'vitesse' } },
  acceleration: { kind: 'Acceleration', labels: { es: 'aceleración', de: 'Beschleunigung', fr: 'accélération' } },
  frequency: { kind: 'Frequency', labels: { es: 'frecuencia', de: 'Frequenz', fr: 'fréquence' } },
  'angular-velocity': { kind: 'AngularVelocity', labels: { es: 'velocidad angular', de: 'Winkelgeschwindigkeit', fr: 'vitesse angulaire' } },
  'angular-acceleration': { kind: 'AngularAcceleration', labels: { es: 'aceleración angular', de: 'Winkelbeschleunigung', fr: 'accélération angulaire' } },
  force: { kind: 'Force', labels: { es: 'fuerza', de: 'Kraft', fr: 'force' } },
  torque: { kind: 'Torque', labels: { es: 'par', fr: 'couple' } },
  'moment-of-inertia': { kind: 'MomentOfInertia', labels: { es: 'momento de inercia', de: 'Massenträgheitsmoment', fr: "moment d'inertie" } },
  pressure: { kind: 'Pressure', labels: { es: 'presión', de: 'Druck', fr: 'pression' } },
  energy: { kind: 'Energy', labels: { de: 'Energie', fr: 'énergie' } },
  power: { kind: 'Power', labels: { es: 'potencia', de: 'Leistung', fr: 'puissance' } },
  temperature: { kind: 'ThermodynamicTemperature', labels: { es: 'temperatura' } },
  'temperature-difference': { kind: 'TemperatureDifference', labels: { de: 'Temperaturdifferenz' } },
  'surface-tension': { kind: 'SurfaceTension', labels: { es: 'tensión superficial', de: 'Oberflächenspannung', fr: 'tension superficielle' } },
  'dynamic-viscosity': { kind: 'DynamicViscosity', labels: { es: 'viscosidad dinámica', de: 'dynamische Viskosität', fr: 'viscosité dynamique' } },
  'kinematic-viscosity': { kind: 'KinematicViscosity', labels: { es: 'viscosidad cinemática', de: 'kinematische Viskosität', fr: 'viscosité cinématique' } },
  'amount-of-substance': { kind: 'AmountOfSubstance', labels: { es: 'cantidad de sustancia', de: 'Stoffmenge', fr: 'quantité de matière' } },
  illuminance: { kind: 'Illuminance', labels: { de: 'Beleuchtungsstärke', fr: 'éclairement lumineux' } },
  'luminous-intensity': { kind: 'LuminousIntensity', labels: { es: 'intensidad luminosa', de: 'Lichtstärke', fr: 'intensité lumineuse' } },
  'electric-current': { kind: 'ElectricCurrent', labels: { es: 'corriente eléctrica', de: 'elektrische Stromstärke', fr: 'intensité de courant électrique' } },
  voltage: { kind: 'ElectricPotentialDifference', labels: { es: 'tensión eléctrica', de: 'elektrische Spannung', fr: 'tension électrique' } },
  inductance: { kind: 'Inductance', labels: { es: 'inductancia', de: 'Induktivität', fr: 'Inductance électrique' } },
  charge: { kind: 'ElectricCharge', labels: { es: 'carga eléctrica', de: 'elektrische Ladung', fr: 'Charge électrique' } },
  'electric-field-strength': { kind: 'ElectricFieldStrength', labels: { es: 'intensidad de campo eléctrico', de: 'elektrische Feldstärke', fr: 'intensité de champ électrique' } },
  'magnetic-flux': { kind: 'MagneticFlux', labels: { es: 'flujo magnético', fr: "Flux d'induction magnétique" } },
  'magnetic-flux-density': { kind: 'MagneticFluxDensity', labels: { es: 'Densidad de flujo magnético', de: 'magnetische Flussdichte', fr: 'Densité de flux magnétique' } },
  'magnetic-field-strength': { kind: 'MagneticFieldStrength_H', labels: { es: 'intensidad de campo magnético', de: 'magnetische Feldstärke', fr: 'intensité de champ magnétique' } },
  'electrical-conductivity': { kind: 'ElectricConductivity', labels: { es: 'conductividad eléctrica', de: 'elektrische Leitfähigkeit', fr: 'conductivité électrique' } },
};

/** QUDT labels seen and deliberately not used, with the reason (for the record and the report). */
export const LEFT_OUT: readonly string[] = [
  'energy es: QUDT quantitykind:Energy has "energia"@es, without the accent of Spanish energía',
  'illuminance es: QUDT quantitykind:Illuminance has "luminosidad"@es, a word for luminosity, not illuminance',
  'torque de: QUDT quantitykind:Torque has "Torsionmoment"@de, not the usual German word for torque',
  'magnetic-flux de: QUDT quantitykind:MagneticFlux has "magnetischer Flux"@de, an anglicism',
  'temperature de, fr: QUDT labels ThermodynamicTemperature "thermodynamische Temperatur"@de, "température thermodynamique"@fr, narrower than a category with Celsius and Fahrenheit',
  'weight-and-mass: QUDT labels Mass and Weight separately; the category covers both, and no label names both',
  'every other category: its QUDT quantity kind has no es, de or fr label (Volume, Speed as Speed, Temperature, Voltage as Voltage, Capacitance, Resistance...) or QUDT has no such kind',
];

/** The source note of one category label. */
export function qudtSource(kind: string, label: string, locale: string): string {
  const c = QUDT_CITATION;
  return `QUDT quantitykind:${kind} rdfs:label "${label}"@${locale} (${c.repository} at ${c.commit.slice(0, 12)}, ${c.date}, ${c.file}; ${c.licence})`;
}
