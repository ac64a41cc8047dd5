// The expression converter's engine in the browser, loaded on first use (import()) by the
// expression page's island and the search box: the language's units (expressionDataPath),
// fetched once per page, and an answer as the island shows it.
import { answerExpression, type ExprAnswer } from '../core/expression/convert.ts';
import { UnitIndex } from '../core/expression/lookup.ts';
import { presentConverted, presentValue, type ShownValue } from '../core/expression/present.ts';
import { problemText } from '../i18n/expression-words.ts';
import type { UiTranslate } from '../i18n/ui-translate.ts';
import { expressionEntries, type ExpressionData } from '../core/expression/table.ts';
import { EXPRESSION_PARAM, paths } from '../core/paths.ts';
import type { Locale } from '../i18n/locales.ts';
import { SEARCH_WORDS } from '../i18n/languages/search-words.ts';
import { localNumber } from '../i18n/numbers.ts';
import { readLocalNumber } from '../i18n/read-number.ts';
import { expressionDataPath } from '../i18n/expression-path.ts';
import { localPath } from '../i18n/paths.ts';

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
  const a = answerExpression(index, text, {
    words: SEARCH_WORDS[locale],
    readNumber: (s) => readLocalNumber(s, locale),
  });
  if (a.kind !== 'converted') return undefined;
  const s = presentConverted(a);
  const line = `${s.relation} ${s.parts.map((p) => `${localNumber(p.number, locale)} ${p.unit}`).join(' ')}`;
  return {
    line,
    href: `${localPath(locale, paths.expression)}?${EXPRESSION_PARAM}=${encodeURIComponent(text.trim())}`,
  };
}

/** What the expression page shows for `text`: the answer (with the common units when there is no target) or what is wrong. */
export interface ExpressionView {
  kind: ExprAnswer['kind'];
  shown: ShownValue | undefined;
  popular: ShownValue[];
  problem: string | undefined;
}

export function expressionView(loaded: Loaded, text: string, locale: Locale, t: UiTranslate<'expr'>, list: (items: string[]) => string): ExpressionView | undefined {
  if (text.trim() === '') return undefined;
  const a = answerExpression(loaded.index, text, {
    words: SEARCH_WORDS[locale],
    readNumber: (s) => readLocalNumber(s, locale),
  });
  if (a.kind === 'converted')
    return {
      kind: a.kind,
      shown: presentConverted(a),
      popular: [],
      problem: undefined,
    };
  if (a.kind === 'value') {
    const v = presentValue(a, loaded.index);
    return {
      kind: a.kind,
      shown: v.si,
      popular: v.popular,
      problem: undefined,
    };
  }
  return {
    kind: a.kind,
    shown: undefined,
    popular: [],
    problem: problemText(a, text, loaded.data, t, locale, list),
  };
}
