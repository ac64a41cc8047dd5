// The expression converter's answers and errors in the page's language: a dimension said in
// words (the category it is, as "speed", else its base quantities, "length per time²"), and
// each problem of src/core/expression/convert.ts as a sentence that says what and where.
import { BASES, type Dimension, sameDimension } from '../core/expression/dimension.ts';
import type { ExprAnswer } from '../core/expression/convert.ts';
import { CATEGORY_DIMENSIONS } from '../core/expression/categories.ts';
import type { ExpressionData } from '../core/expression/table.ts';
import type { Locale } from './locales.ts';
import { inSentence, type UiTranslate } from './ui-translate.ts';

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const power = (n: number): string => (n === 1 ? '' : String(n).replace(/\d/g, (d) => SUPERSCRIPT[Number(d)] ?? d));

/** "mass" (a base quantity), "speed" (a category's title in the language), else "length per time²" from the base quantities. */
export function dimensionWords(d: Dimension, data: ExpressionData, t: UiTranslate<'expr'>, locale: Locale): string {
  const nonZero = d.flatMap((p, k) => (p === 0 ? [] : [[k, p] as const]));
  const single = nonZero.length === 1 && nonZero[0]?.[1] === 1 ? BASES[nonZero[0][0]] : undefined;
  if (single) return t(`expr.base.${single}`);
  const i = data.categories.findIndex((slug) => {
    const c = CATEGORY_DIMENSIONS[slug];
    return c !== undefined && sameDimension(c.dim, d) && slug !== 'temperature-difference';
  });
  const title = data.titles[i];
  if (title !== undefined) return inSentence(title, locale);
  const up: string[] = [];
  const down: string[] = [];
  d.forEach((p, k) => {
    const base = BASES[k];
    if (p === 0 || !base) return;
    const word = `${t(`expr.base.${base}`)}${power(Math.abs(p))}`;
    (p > 0 ? up : down).push(word);
  });
  if (up.length === 0 && down.length === 0) return t('expr.dimensionless');
  const top = up.length > 0 ? up.join(' · ') : '1';
  return down.length > 0 ? t('expr.per', { 0: top, 1: down.join(' · ') }) : top;
}

/** What went wrong, in a sentence of the page's language; undefined for an answer. */
export function problemText(a: ExprAnswer, text: string, data: ExpressionData, t: UiTranslate<'expr' | 'temperature'>, locale: Locale, list: (items: string[]) => string): string | undefined {
  if (a.kind !== 'error') return undefined;
  const p = a.problem;
  switch (p.kind) {
    case 'unknown': {
      const head = t('expr.unknown', { word: p.word });
      return a.nearest && a.nearest.length > 0 ? `${head} ${t('expr.nearest', { names: list(a.nearest) })}` : head;
    }
    case 'dimensions':
      return t('expr.dimensions', { from: dimensionWords(p.from, data, t, locale), to: dimensionWords(p.to, data, t, locale) });
    case 'ambiguous':
      // The readings, each with its value, follow as clicks (expression-data.ts ExpressionView.choices).
      return p.choices.length === 0 ? t('expr.ambiguousNumber', { word: p.word }) : t('expr.ambiguous', { word: p.word });
    case 'incomplete':
      return p.at === 0 ? t('expr.incompleteStart', { word: p.word }) : t('expr.incompleteEnd', { word: p.word });
    case 'no-unit':
      return t('expr.noUnit');
    case 'too-long':
      return t('expr.tooLong', { length: p.length, max: p.max });
    case 'too-deep':
      return t('expr.tooDeep', { max: p.max });
    case 'root':
      return t('expr.root', { dim: dimensionWords(p.dim, data, t, locale), degree: p.degree });
    case 'unlike-sum':
      return t('expr.unlikeSum', { left: dimensionWords(p.left, data, t, locale), right: dimensionWords(p.right, data, t, locale) });
    case 'syntax':
      return p.at >= text.length ? t('expr.syntaxEnd') : t('expr.syntax', { near: text.slice(p.at, Math.max(p.end, p.at + 1)) });
    case 'unreadable':
      return t('expr.unreadable', { text: p.text });
    case 'zero-division':
      return t('expr.zero');
    case 'temperature-sum':
      return t('expr.temperatureSum');
    case 'too-large':
      return t('expr.tooLarge');
    case 'below-absolute-zero':
      return t('temperature.belowZero');
    case 'infinite':
      return t('expr.infinite', { target: text.slice(p.at, p.end) });
    case 'empty':
      return undefined;
  }
}
