// An expression's result as one line in the page's number form ("= 161,29 cm", "= 5 ft 3 in"):
// the expression page's answer and copy text, its readings' values, and the search box's answer.
import type { ShownValue } from '../core/expression/present.ts';
import type { Locale } from '../i18n/locales.ts';
import { localNumber } from '../i18n/numbers.ts';

export function resultLine(s: ShownValue, locale: Locale): string {
  return `${s.relation} ${s.parts.map((p) => `${localNumber(p.number, locale)} ${p.unit}`.trim()).join(' ')}`;
}
