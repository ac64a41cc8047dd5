// The truth check of one built Ultra view (truth.ts): a row for every unit of the category
// but the starting one, each showing 1 of the starting unit exactly or correctly rounded.
import type { Unit } from '../core/catalogue.ts';
import { convert } from '../core/convert.ts';
import { Rational } from '../core/rational.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import { htmlText } from './html-text.ts';
import { checkShown, expectedExactness } from './truth-arithmetic.ts';
import { LOCAL_NUMBER, reading } from './truth-reading.ts';

/**
 * Problems with a built Ultra view (issue 13): its table shows 1 of the starting unit in
 * every other unit of the category; each value must be the exact conversion ("=") or
 * that value correctly rounded to at least 11 significant digits ("≈"), and every unit
 * but the starting one must have its row.
 */
export function checkUltraPage(html: string, units: Unit[], where: string, locale: Locale = DEFAULT_LOCALE): string[] {
  const r = reading(locale);
  const problems: string[] = [];
  const byCode = new Map(units.map((u) => [u.code, u]));
  const rows = [...html.matchAll(/<tr data-unit="([^"]+)">([\s\S]*?)<\/tr>/g)].map((m) => ({ code: htmlText(m[1] ?? ''), cell: /<td data-value="">([\s\S]*?)<\/td>/.exec(m[2] ?? '')?.[1] ?? '' }));
  const shownCodes = new Set(rows.map((r) => r.code));
  const missing = units.filter((u) => !shownCodes.has(u.code));
  if (missing.length !== 1 || !missing[0]) {
    return [`${where}: expected a row for every unit but the starting one, missing ${missing.map((u) => u.code).join(', ') || 'none'}`];
  }
  const from = missing[0];
  for (const row of rows) {
    const to = byCode.get(row.code);
    if (!to) {
      problems.push(`${where}: a row for "${row.code}", which is not a unit of the category`);
      continue;
    }
    const m = new RegExp(`^(≈ )?(${LOCAL_NUMBER}|∞) `).exec(htmlText(row.cell).trim());
    if (!m) {
      problems.push(`${where}: row "${row.code}" shows "${htmlText(row.cell)}", not a number`);
      continue;
    }
    const exact = convert(Rational.ONE, from, to);
    problems.push(...checkShown(m[1] ? '≈' : '=', m[2] ?? '', exact, expectedExactness(from, to) === 'exact', `${where} row ${row.code}`, r));
  }
  return problems;
}
