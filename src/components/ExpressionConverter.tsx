// The expression converter's island: a field for anything typed ("5 ft 3 1/2 in to cm"),
// answered exactly by src/core/expression as it is typed, in the page's language; the units
// come from one static file per language (expressionDataPath), fetched on first use and
// kept. The address carries the expression (?q=), so a shared link restores it.
import { useEffect, useId, useMemo, useState } from 'react';
import { answerExpression, type ExprAnswer } from '../core/expression/convert.ts';
import { presentConverted, presentValue, type ShownValue } from '../core/expression/present.ts';
import { EXPRESSION_PARAM, paths } from '../core/site.ts';
import { problemText } from '../i18n/expression-words.ts';
import type { NamespacesOf } from '../i18n/island-messages.ts';
import type { Locale } from '../i18n/locales.ts';
import { readLocalNumber } from '../i18n/numbers.ts';
import { localPath } from '../i18n/paths.ts';
import { type IslandMessages, uiTranslator } from '../i18n/ui-translate.ts';
import CopyButtons from './CopyButtons.tsx';
import { type Loaded, loadExpressionUnits } from './expression-data.ts';
import { localNumber } from './local-numbers.ts';

interface Props {
  locale: Locale;
  messages: IslandMessages<NamespacesOf<'expression'>>;
  /** The language's units (expressionDataPath). */
  dataUrl: string;
}

function queryOf(): string {
  return new URLSearchParams(window.location.search).get(EXPRESSION_PARAM) ?? '';
}

export default function ExpressionConverter({ locale, messages, dataUrl }: Props) {
  const t = uiTranslator(locale, messages);
  const id = useId();
  const [text, setText] = useState('');
  const [loaded, setLoaded] = useState<Loaded | undefined>();
  const [failed, setFailed] = useState(false);
  const list = useMemo(() => {
    const f = new Intl.ListFormat(locale, { type: 'disjunction' });
    return (items: string[]) => f.format(items);
  }, [locale]);

  const start = (): void => {
    if (loaded) return;
    loadExpressionUnits(dataUrl).then(
      (l) => {
        setLoaded(l);
        setFailed(false);
      },
      () => {
        setFailed(true);
      },
    );
  };

  useEffect(() => {
    const q = queryOf();
    if (q !== '') {
      setText(q);
      start();
    }
    // Once, on hydration: the address's expression.
  }, []);

  const answer: ExprAnswer | undefined = useMemo(
    () => (loaded && text.trim() !== '' ? answerExpression(loaded.index, text, { language: locale, readNumber: (s) => readLocalNumber(s, locale) }) : undefined),
    [loaded, text, locale],
  );

  const change = (value: string): void => {
    setText(value);
    start();
    const url = new URL(window.location.href);
    if (value.trim() === '') url.searchParams.delete(EXPRESSION_PARAM);
    else url.searchParams.set(EXPRESSION_PARAM, value);
    window.history.replaceState(null, '', url);
  };

  const num = (s: string): string => localNumber(s, locale);
  const line = (s: ShownValue): string => `${s.relation} ${s.parts.map((p) => `${num(p.number)} ${p.unit}`).join(' ')}`;
  const problem = answer && loaded ? problemText(answer, text, loaded.data, t, locale, list) : undefined;
  let shown: ShownValue | undefined;
  let popular: ShownValue[] = [];
  if (answer?.kind === 'converted') shown = presentConverted(answer);
  else if (answer?.kind === 'value' && loaded) {
    const v = presentValue(answer, loaded.index);
    shown = v.si;
    popular = v.popular;
  }

  return (
    <div className="card p-4" data-expression="">
      <label htmlFor={`${id}-q`} className="font-semibold">
        {t('expr.label')}
      </label>
      <input
        id={`${id}-q`}
        className="field mt-1 w-full text-lg"
        type="text"
        inputMode="text"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('expr.placeholder')}
        value={text}
        onFocus={start}
        onChange={(e) => {
          change(e.target.value);
        }}
      />
      <div aria-live="polite" className="mt-3" data-expression-result="">
        {failed && <p className="text-[var(--bad)]">{t('expr.unavailable')}</p>}
        {!failed && !loaded && text.trim() !== '' && <p className="muted">{t('expr.loading')}</p>}
        {problem && <p data-expression-error="">{problem}</p>}
        {shown && (
          <>
            {answer?.kind === 'value' && <p className="muted text-sm">{t('expr.si')}</p>}
            <p className="text-2xl font-bold" data-expression-answer="">
              {line(shown)}
            </p>
            {shown.fraction && <p className="muted">{t('expr.fraction', { fraction: shown.fraction })}</p>}
            {shown.reciprocal && <p data-expression-note="reciprocal">{t('expr.reciprocal', { target: shown.parts[0]?.unit ?? '' })}</p>}
            {shown.differences.length > 0 && <p data-expression-note="differences">{t('expr.differences', { units: list(shown.differences) })}</p>}
            {popular.length > 0 && (
              <>
                <p className="muted mt-2 text-sm">{t('expr.common')}</p>
                <ul>
                  {popular.map((p) => (
                    <li key={p.parts[0]?.unit}>{line(p)}</li>
                  ))}
                </ul>
              </>
            )}
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <CopyButtons t={t} result={line(shown)} />
            </div>
            <details className="mt-3">
              <summary>{t('expr.working')}</summary>
              <ul className="mt-1 text-sm">
                {shown.working.map((w) => (
                  <li key={`${w.unit.category}/${w.unit.code}`}>
                    <a href={localPath(locale, paths.unitHub(w.unit.category, w.unit.code))}>
                      1 {w.unit.symbol}
                    </a>{' '}
                    {w.exact ? '=' : '≈'} {num(w.si)} {w.formula} <span className="muted">({w.unit.exact ? t('expr.exactUnit') : t('expr.roundedUnit')})</span>
                  </li>
                ))}
              </ul>
            </details>
          </>
        )}
      </div>
    </div>
  );
}
