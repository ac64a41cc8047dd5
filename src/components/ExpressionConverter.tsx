// The expression converter's island: a field for anything typed ("5 ft 3 1/2 in to cm"),
// answered exactly by src/core/expression as it is typed, in the page's language. The
// engine (expression-data.ts) and the language's units (one static file per language) load
// on first use, so the page's own script stays small. The address carries the expression
// (?q=), so a shared link restores it.
import { useEffect, useId, useMemo, useState } from 'react';
import type { ShownValue } from '../core/expression/present.ts';
import { EXPRESSION_PARAM, paths } from '../core/paths.ts';
import type { NamespacesOf } from '../i18n/island-messages.ts';
import type { Locale } from '../i18n/locales.ts';
import { localPath } from '../i18n/paths.ts';
import { type IslandMessages, uiTranslator } from '../i18n/ui-translate.ts';
import type { ExpressionView, Loaded, Offer } from './expression-data.ts';
import { localNumber } from './local-numbers.ts';
import { resultLine } from './result-line.ts';

type Engine = typeof import('./expression-data.ts');

interface Props {
  locale: Locale;
  messages: IslandMessages<NamespacesOf<'expression'>>;
  /** The language's units (expressionDataPath). */
  dataUrl: string;
  /** Start from the pair of the address's conversion page, when no expression is in it (the offline page). */
  pairFromAddress?: boolean;
}

function queryOf(): string {
  return new URLSearchParams(window.location.search).get(EXPRESSION_PARAM) ?? '';
}

/** Readings offered as clicks: each sets the field to the text that asks for it alone. */
function Offers({ offers, pick, kind, inline = false }: { offers: Offer[]; pick: (text: string) => void; kind: string; inline?: boolean }) {
  return (
    <ul className={inline ? 'inline' : 'mt-2 flex flex-col items-start gap-1'} data-expression-offers={kind}>
      {offers.map((o) => (
        <li key={o.text} className={inline ? 'inline' : undefined}>
          <button
            type="button"
            className="btn-ghost px-2 text-left"
            onClick={() => {
              pick(o.text);
            }}
          >
            {o.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

export default function ExpressionConverter({ locale, messages, dataUrl, pairFromAddress = false }: Props) {
  const t = uiTranslator(locale, messages);
  const id = useId();
  const [text, setText] = useState('');
  const [loaded, setLoaded] = useState<{ engine: Engine; units: Loaded } | undefined>();
  const [failed, setFailed] = useState(false);
  const [copied, setCopied] = useState('');
  const list = useMemo(() => {
    const f = new Intl.ListFormat(locale, { type: 'disjunction' });
    return (items: string[]) => f.format(items);
  }, [locale]);

  const start = (): void => {
    if (loaded) return;
    import('./expression-data.ts')
      .then(async (engine) => ({
        engine,
        units: await engine.loadExpressionUnits(dataUrl),
      }))
      .then(
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
    // The address's expression: the engine and the units load at once (the page loads them
    // otherwise on the first sign of use, a pointer over the field or its focus, so a page
    // only looked at keeps to its script budget).
    const q = queryOf();
    if (q !== '') {
      setText(q);
      start();
    } else if (pairFromAddress) start();
  }, []);

  useEffect(() => {
    if (!pairFromAddress || !loaded || queryOf() !== '') return;
    // A conversion page's value (?v=, written plainly: "2.5") in the language's form.
    const v = new URLSearchParams(window.location.search).get('v') ?? '';
    const pair = loaded.engine.pairQuery(loaded.units, window.location.pathname, /^-?\d+(\.\d+)?$/.test(v) ? num(v) : undefined);
    if (pair !== undefined) setText((typed) => (typed === '' ? pair : typed));
  }, [loaded]);

  const view: ExpressionView | undefined = useMemo(() => (loaded ? loaded.engine.expressionView(loaded.units, text, locale, t, list) : undefined), [loaded, text, locale, t, list]);

  const change = (value: string): void => {
    setText(value);
    start();
    const url = new URL(window.location.href);
    // The offline page, at the address of a page never opened: what is typed is the expression page's, and so is its link.
    if (pairFromAddress) url.pathname = localPath(locale, paths.expression);
    if (value.trim() === '') url.searchParams.delete(EXPRESSION_PARAM);
    else url.searchParams.set(EXPRESSION_PARAM, value);
    window.history.replaceState(null, '', url);
  };

  const num = (s: string): string => localNumber(s, locale);
  const line = (s: ShownValue): string => resultLine(s, locale);
  const problem = view?.problem;
  const shown = view?.shown;
  const popular = view?.popular ?? [];

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
        onPointerEnter={start}
        onTouchStart={start}
        onChange={(e) => {
          change(e.target.value);
        }}
      />
      <div aria-live="polite" className="mt-3" data-expression-result="">
        {failed && <p className="text-[var(--bad)]">{t('expr.unavailable')}</p>}
        {!failed && !loaded && text.trim() !== '' && <p className="muted">{t('expr.loading')}</p>}
        {view?.readAs !== undefined && (
          <p className="muted text-sm" data-expression-read="">
            {t('expr.readAs', { text: view.readAs })}
          </p>
        )}
        {problem && <p data-expression-error="">{problem}</p>}
        {view && view.choices.length > 0 && <Offers offers={view.choices} pick={change} kind="choice" />}
        {view?.suggestion && <Offers offers={[view.suggestion]} pick={change} kind="suggestion" />}
        {view?.assumed.map((a) => (
          <div key={a.note} className="mt-1 text-sm" data-expression-note="assumed">
            <span>{a.note}</span>
            {a.others.length > 0 && (
              <>
                {' '}
                <span className="muted">{t('expr.otherReadings')}</span> <Offers offers={a.others} pick={change} kind="other" inline />
              </>
            )}
          </div>
        ))}
        {shown && (
          <>
            {view.kind === 'value' && <p className="muted text-sm">{t('expr.si')}</p>}
            <p className="text-2xl font-bold [overflow-wrap:anywhere]" data-expression-answer="">
              {line(shown)}
            </p>
            {shown.fraction && <p className="muted">{t('expr.fraction', { fraction: shown.fraction })}</p>}
            {view.substance !== undefined && <p className="text-sm" data-expression-note="substance">{view.substance}</p>}
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
              {/* The converter's Copy buttons (CopyButtons.tsx), as actions: a shared module would add a chunk to every converter page. */}
              {(
                [
                  ['result', line(shown)],
                  ['link', window.location.href],
                ] as const
              ).map(([what, value]) => (
                <button
                  key={what}
                  type="button"
                  className={what === 'result' ? 'btn' : 'btn-ghost px-3'}
                  onClick={() => {
                    navigator.clipboard.writeText(value).then(
                      () => {
                        setCopied(t(what === 'result' ? 'copy.resultDone' : 'copy.linkDone'));
                      },
                      () => {
                        setCopied(t(what === 'result' ? 'copy.resultFailed' : 'copy.linkFailed'));
                      },
                    );
                  }}
                >
                  {t(what === 'result' ? 'copy.result' : 'copy.link')}
                </button>
              ))}
              <span role="status" className="muted text-sm" data-copy-status="">
                {copied}
              </span>
            </div>
            <details className="mt-3">
              <summary>{t('expr.working')}</summary>
              <ul className="mt-1 text-sm">
                {shown.working.map((w) => (
                  <li key={`${w.unit.category}/${w.unit.code}`}>
                    <a href={localPath(locale, paths.unitHub(w.unit.category, w.unit.code))}>1 {w.unit.symbol}</a> {w.exact ? '=' : '≈'} {num(w.si)} {w.formula}{' '}
                    <span className="muted">({w.unit.exact ? t('expr.exactUnit') : t('expr.roundedUnit')})</span>
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
