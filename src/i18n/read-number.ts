// A number typed in an expression (src/core/expression), in its own module: only the
// expression converter's code carries it, not every island that writes numbers.
import type { Rational } from '../core/rational.ts';
import type { Locale } from './locales.ts';
import { parseLocalInput } from './numbers.ts';

/**
 * A number typed in an expression, read in the page's language (and in English form where
 * that is unambiguous, as parseLocalInput); undefined when the text is not a number.
 */
export function readLocalNumber(text: string, locale: Locale): Rational | undefined {
  if (!/^[+-]?(?:\d|[.,]\d)[\d.,\u00a0\u202f ]*(?:e[+-]?\d+)?$/i.test(text.trim())) return undefined;
  const r = parseLocalInput(text, locale);
  return r.isZero() && /[1-9]/.test(text.replace(/e[+-]?\d+$/i, '')) ? undefined : r;
}
