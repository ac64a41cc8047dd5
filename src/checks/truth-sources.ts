// The truth check of the source notes on a built page (truth.ts): every statement of a note
// ("1 mi = 5280 ft = 1609,344 m", each quantity marked with its unit's code, data-q) is read in
// the page's language and must hold exactly by the catalogue's factors, and must speak of the
// unit the note is about (data-source). It recomputes with exact fractions from the page's
// text; it does not call the code that wrote the note (src/site/source-note.ts).
import type { Category, Unit } from '../core/catalogue.ts';
import { toBase } from '../core/convert.ts';
import { parseExact } from '../core/exact.ts';
import type { Rational } from '../core/rational.ts';
import { unitSlug } from '../core/slug.ts';
import { fromSuperscript } from '../core/superscript.ts';
import { htmlText } from './html-text.ts';
import { englishNumbers, type Reading } from './truth-reading.ts';


/**
 * A value as a note writes it, in the page's language, as an exact expression: "1.609,344",
 * "1,602176634 × 10⁻¹⁹", "1,602176634e-19", "1/7000", "π/180", "(1,6e-19)²/25812,807", "0,0254³ × 231".
 */
export function readNoteValue(shown: string, r: Reading): string {
  const exp = shown.trim().replace(/ × 10([⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+)/g, (_m, e: string) => `e${fromSuperscript(e)}`);
  return englishNumbers(exp, r)
    .replace(/\u2212/g, '-')
    .replace(/\s*×\s*/g, '*')
    .replace(/π/g, 'pi')
    .replace(/\(([^()]+)\)([⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+)/g, (_m, b: string, p: string) => `${b}^${fromSuperscript(p)}`)
    .replace(/([\d.]+|pi)([⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+)/g, (_m, b: string, p: string) => `${b}^${fromSuperscript(p)}`)
    .replace(/\s+/g, '')
    // One divisor written for a chain ("a/(b × c)", source-record.ts): a/b/c, as the data writes it.
    .replace(/\/\(([^()]+)\)/g, (_m, inner: string) => `/${inner.split('*').join('/')}`);
}

/** The problems of every source note of a page whose units are those of `cat` (the page's catalogue, its symbols in the page's language). */
export function checkSourceNotes(html: string, cat: Pick<Category, 'unitByCode'>, where: string, r: Reading): string[] {
  const problems: string[] = [];
  for (const note of html.matchAll(/<span data-source="([^"]+)">([\s\S]*?)<\/span>(?:<\/p>|<\/dd>)/g)) {
    const about = note[1] ?? '';
    const statement = /<span data-source-statement>((?:<span data-q="[^"]+">[^<]*<\/span>(?: = )?)*)/.exec(note[2] ?? '')?.[1];
    if (statement === undefined) continue;
    const quantities = [...statement.matchAll(/<span data-q="([^"]+)">([\s\S]*?)<\/span>/g)];
    const where1 = `${where} source note of ${about}`;
    if (quantities.length < 2) problems.push(`${where1}: a statement of fewer than two quantities`);
    if (!quantities.some((q) => unitSlug(q[1] ?? '') === unitSlug(about))) problems.push(`${where1}: the statement does not name the unit`);
    let first: { value: Rational; piPower: number; said: string } | undefined;
    for (const q of quantities) {
      const said = htmlText(q[2] ?? '');
      const unit = cat.unitByCode.get(unitSlug(q[1] ?? ''));
      if (unit?.kind !== 'unit') {
        problems.push(`${where1}: "${said}" is in no unit of the category (${q[1] ?? ''})`);
        continue;
      }
      const value = valueOf(said, unit, r);
      if (typeof value === 'string') {
        problems.push(`${where1}: ${value}`);
        continue;
      }
      if (!first) first = { ...value, said };
      else if (!value.value.equals(first.value) || value.piPower !== first.piPower) problems.push(`${where1}: "${said}" is not "${first.said}" by the catalogue's factors`);
    }
  }
  return problems;
}

/** A quantity's value in the base unit, read from "1.609,344 m", or what is wrong with it. */
function valueOf(said: string, unit: Unit, r: Reading): { value: Rational; piPower: number } | string {
  const symbol = unit.symbol || unit.name;
  if (!said.toLowerCase().endsWith(` ${symbol.toLowerCase()}`)) return `"${said}" does not end with the unit's symbol "${symbol}"`;
  const shown = said.slice(0, -symbol.length - 1);
  let parsed;
  try {
    parsed = parseExact(readNoteValue(shown, r));
  } catch {
    return `"${shown}" cannot be read as a number`;
  }
  const b = toBase(parsed.value, unit);
  return b === undefined ? `"${said}" is infinite` : { value: b, piPower: parsed.piPower + unit.piPower };
}
