// Exponents as a careful editor writes them: 10⁻⁸, m³ (as the SI Brochure writes them), not "e-8" or "^3".

/** The superscript minus sign and digits, in the order of PLAIN. */
const RAISED = '⁻⁰¹²³⁴⁵⁶⁷⁸⁹';
const PLAIN = '-0123456789';

/** "21" → "²¹", "-8" → "⁻⁸". */
export function superscript(exponent: string): string {
  return exponent.replace(/[-\d]/g, (c) => RAISED[PLAIN.indexOf(c)] ?? '');
}

/** "⁻⁸" → "-8", "²¹" → "21": the exponent of superscript() in plain digits (Unicode's compatibility forms of the superscripts, NFKC). */
export function fromSuperscript(text: string): string {
  return text.normalize('NFKC').replace(/\u2212/g, '-');
}
