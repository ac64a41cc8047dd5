// The sentence forms of an English unit name: the catalogue's heading name ("Acre-Foot (US
// Survey)") as running text writes it, singular and plural ("acre-foot (US Survey)", "acre-feet
// (US Survey)"). English takes the plural on the head noun (Chicago Manual of Style 7.5–7.13;
// NIST SP 811 §9.7, "pounds-force", "henries", "lux"): the last word before "per", "of" or a
// qualifier in parentheses, or "degree" before the scale it names ("degrees Fahrenheit").

/** Words whose plural is not the word with -s or -es. */
const IRREGULAR: Readonly<Record<string, string>> = {
  foot: 'feet',
  // Latin and Greek measures keep their own plurals (Oxford English Dictionary).
  stadium: 'stadia',
  stadion: 'stadia',
  congius: 'congii',
  modius: 'modii',
  sextarius: 'sextarii',
  quartarius: 'quartarii',
  cyathus: 'cyathi',
  culleus: 'cullei',
  digitus: 'digiti',
  palmus: 'palmi',
  cubitus: 'cubiti',
  acetabulum: 'acetabula',
  heredium: 'heredia',
  jugerum: 'jugera',
  plethron: 'plethra',
  uncia: 'unciae',
  amphora: 'amphorae',
  hemina: 'heminae',
  urna: 'urnae',
  leuga: 'leugae',
  radius: 'radii',
  henry: 'henries',
};

/** Words with no plural of their own: units named so in NIST SP 811 §9.7 and words that are already plural or uncountable. */
const INVARIANT = new Set([
  'hertz', 'lux', 'siemens', 'stokes', 'gauss', 'horsepower', 'hundredweight', 'btu', 'torr', 'percent', 'actus', 'passus', 'pes', 'pous', 'pechys', 'daktylos',
  'sun', 'shaku', 'koku', 'tsubo', 'ri', 'cho', 'se', 'tan', 'bu', 'go', 'sho', 'to', 'jo', 'ken', 'momme', 'kan', 'rin', 'mo', 'fun', 'jin', 'liang', 'qian', 'fen', 'li', 'zhang', 'chi', 'cun', 'mu', 'qing', 'dan', 'shichen', 'wa', 'ngan', 'rai', 'sok', 'khuep', 'hi', 'sen', 'yot',
  'mille', 'min', 'quadratus',
]);

/** Units whose prefixed forms share their plural: "kilohertz", "millihenries", "kilofeet". */
const PREFIXED = ['hertz', 'lux', 'siemens', 'stokes', 'gauss', 'henry', 'foot'];

function pluralWord(word: string): string {
  const lower = word.toLowerCase();
  const base = PREFIXED.find((b) => lower.endsWith(b) && lower !== b);
  if (base !== undefined) return word.slice(0, word.length - base.length) + pluralWord(base);
  // A word already plural ("disintegrations per minute", "liters per 100 kilometers") is left.
  if (/[^su]s$/.test(lower) && IRREGULAR[lower] === undefined && !INVARIANT.has(lower)) return word;
  const irregular = IRREGULAR[lower];
  if (irregular !== undefined) return word.charAt(0) === word.charAt(0).toUpperCase() && word !== lower ? irregular.charAt(0).toUpperCase() + irregular.slice(1) : irregular;
  // An abbreviation, a symbol or a number ("BDXL", "OC-48", "10BASE-T") has no plural of its own.
  if (INVARIANT.has(lower) || !/^\p{L}+$/u.test(word) || /\p{Lu}.*\p{Lu}/u.test(word)) return word;
  if (/(s|x|z|ch|sh)$/.test(lower)) return `${word}es`;
  if (/[^aeiou]y$/.test(lower)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** A hyphened word takes its plural on its noun: "acre-feet", "pounds-force", "kilowatt-hours". */
function pluralCompound(word: string): string {
  const parts = word.split('-');
  if (parts.length > 1 && parts[parts.length - 1] === 'force') return [...parts.slice(0, -2), pluralWord(parts[parts.length - 2] ?? ''), 'force'].join('-');
  return [...parts.slice(0, -1), pluralWord(parts[parts.length - 1] ?? '')].join('-');
}

/**
 * The plural of an English unit name in its sentence form: "kilometers per hour", "acre-feet
 * (US Survey)", "degrees Fahrenheit", "Bohr radii", "inches of water". A name whose head is not
 * a word (a symbol, a number, a product code) is its own plural.
 */
export function englishPlural(one: string): string {
  // The head ends where "per", "of", a qualifier in parentheses or a comma begins.
  const stop = /\s(?:per|of)\s|\s\(|,/.exec(one);
  const head = stop ? one.slice(0, stop.index) : one;
  const rest = stop ? one.slice(stop.index) : '';
  const words = head.split(' ');
  // "degree Celsius": the scale's name follows the noun that takes the plural.
  let i = words.length - 1;
  // "meter second squared": the power follows the noun.
  if (i > 0 && /^(squared|cubed)$/.test(words[i] ?? '')) i -= 1;
  if (i > 0 && words[i - 1]?.toLowerCase() === 'degree' && /^\p{Lu}/u.test(words[i] ?? '')) i -= 1;
  const noun = words[i] ?? '';
  // A proper name ("Ethernet", "Mach"), what is not a word, or a product's adjective ("BDXL
  // quad-layer", "DVD double-sided") has no plural here.
  if (noun === '' || !/\p{L}/u.test(noun) || /^\p{Lu}/u.test(noun) || /-(layer|sided)$/.test(noun)) return one;
  words[i] = pluralCompound(noun);
  return words.join(' ') + rest;
}
