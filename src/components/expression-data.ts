// The expression converter's units of a language (expressionDataPath), fetched once per page
// and shared by the expression page's island and the search box's inline answers.
import { answerExpression } from '../core/expression/convert.ts';
import { UnitIndex } from '../core/expression/lookup.ts';
import { presentConverted } from '../core/expression/present.ts';
import { expressionEntries, type ExpressionData } from '../core/expression/table.ts';
import { EXPRESSION_PARAM, paths } from '../core/site.ts';
import type { Locale } from '../i18n/locales.ts';
import { localNumber, readLocalNumber } from '../i18n/numbers.ts';
import { expressionDataPath, localPath } from '../i18n/paths.ts';

export interface Loaded {
  data: ExpressionData;
  index: UnitIndex;
}

const loads = new Map<string, Promise<Loaded>>();

/** The units of the file at `url`, fetched once per page (a failed fetch is tried again next time). */
export function loadExpressionUnits(url: string): Promise<Loaded> {
  let p = loads.get(url);
  if (!p) {
    p = fetch(url).then(async (r) => {
      if (!r.ok) throw new Error(`HTTP ${String(r.status)}`);
      const data = (await r.json()) as ExpressionData;
      return { data, index: new UnitIndex(expressionEntries(data)) };
    });
    p.catch(() => loads.delete(url));
    loads.set(url, p);
  }
  return p;
}

/** The search box's inline answer to an expression: its result line and the expression page that shows it whole; undefined when it is not one. */
export async function inlineExpression(locale: Locale, text: string): Promise<{ line: string; href: string } | undefined> {
  const { index } = await loadExpressionUnits(expressionDataPath(locale));
  const a = answerExpression(index, text, { language: locale, readNumber: (s) => readLocalNumber(s, locale) });
  if (a.kind !== 'converted') return undefined;
  const s = presentConverted(a);
  const line = `${s.relation} ${s.parts.map((p) => `${localNumber(p.number, locale)} ${p.unit}`).join(' ')}`;
  return { line, href: `${localPath(locale, paths.expression)}?${EXPRESSION_PARAM}=${encodeURIComponent(text.trim())}` };
}
