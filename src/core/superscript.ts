// Exponents as a careful editor writes them: 10⁻⁸, m³ (SI Brochure §5.4.4), not "e-8" or "^3".

const DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
/** U+207B SUPERSCRIPT MINUS. */
export const SUPERSCRIPT_MINUS = '⁻';

/** "21" → "²¹", "-8" → "⁻⁸", "+3" → "³". */
export function superscript(exponent: string): string {
  return exponent.replace(/^\+/, '').replace(/-/g, SUPERSCRIPT_MINUS).replace(/\d/g, (d) => DIGITS[Number(d)] ?? d);
}

/** "⁻⁸" → "-8", "²¹" → "21": the digits of a superscript exponent, or undefined if `text` is not one. */
export function fromSuperscript(text: string): string | undefined {
  if (!/^[⁺⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+$/.test(text)) return undefined;
  return [...text].map((c) => (c === SUPERSCRIPT_MINUS ? '-' : c === '⁺' ? '' : String(DIGITS.indexOf(c)))).join('');
}
