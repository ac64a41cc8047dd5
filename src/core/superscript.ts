// Exponents as a careful editor writes them: 10⁻⁸, m³ (as the SI Brochure writes them), not "e-8" or "^3".

/** The superscript digits 0 to 9. */
export const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** "21" → "²¹", "-8" → "⁻⁸", "+3" → "³". */
export function superscript(exponent: string): string {
  return exponent.replace(/^\+/, '').replace(/\d|-/g, (c) => (c === '-' ? '⁻' : (SUPERSCRIPT_DIGITS[Number(c)] ?? c)));
}

/** "⁻⁸" → "-8", "²¹" → "21": the exponent of superscript() in plain digits. */
export function fromSuperscript(text: string): string {
  return text.replace(/./gu, (c) => (c === '⁻' ? '-' : String(SUPERSCRIPT_DIGITS.indexOf(c))));
}
