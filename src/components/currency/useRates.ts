import { useCallback, useEffect, useRef, useState } from 'react';
import { typedAmountText } from '../../core/currency-format.ts';
import { HISTORY_DAYS } from '../../core/rate-sources.ts';
import type { Locale } from '../../i18n/locales.ts';
import { islandFactsOf } from '../../i18n/languages/index.ts';
import { toEnglishNumber } from '../../i18n/numbers.ts';
import type { UiKeyIn, UiTranslate } from '../../i18n/ui-translate.ts';
import { DataFailure, HttpFailure, post, type RatesResponse, REFRESH_MS, type Toast } from './api.ts';

/** A pair and the page's language: what a failure's words are chosen by. */
export interface Wording {
  t: UiTranslate<'currency' | 'error'>;
  locale: Locale;
}

/**
 * A failure's message in the page's language: the service's error codes have their own
 * words (a pair without a rate or a history, the services unreachable); the English page
 * shows the service's own message otherwise (as it always has), another language `fallback`.
 */
export function failureMessage(e: unknown, { t, locale }: Wording, pair: { from: string; to: string }, fallback: UiKeyIn<'error'>, upstream: UiKeyIn<'error'> = 'error.list'): string {
  if (e instanceof DataFailure) return t(e.problem);
  if (e instanceof HttpFailure) {
    if (e.code === 'rate_unavailable') return t('currency.noRate', pair);
    if (e.code === 'history_unavailable') return t('currency.noHistory', pair);
    if (e.code === 'upstream_unavailable') return t(upstream);
    if (e.status !== undefined) return t('error.http', { status: String(e.status) });
  }
  if (islandFactsOf(locale).englishErrors === true && e instanceof Error && e.message) return e.message;
  return t(fallback);
}

/** The alert a failure raises, and `showError` that words one (network, data, or the service's answer under `title`) in the page's language. */
export function useToast(wording: Wording) {
  const [toast, setToast] = useState<Toast>();
  const { t, locale } = wording;
  const showError = useCallback(
    (e: unknown, title: UiKeyIn<'error'>, pair: { from: string; to: string }) => {
      if (e instanceof TypeError) setToast({ title: t('error.networkTitle'), message: t('error.network') });
      else if (e instanceof DataFailure) setToast({ title: t('error.dataTitle'), message: t(e.problem) });
      else setToast({ title: t(title), message: failureMessage(e, { t, locale }, pair, 'error.convert') });
    },
    [t, locale],
  );
  return { toast, setToast, showError, wording };
}

export type Alerts = ReturnType<typeof useToast>;

/**
 * Conversion: on every change of amount or pair (debounced), and every 10 minutes. The
 * previous answer leaves the screen at once ("Converting..." until the new one), a late
 * answer to an old request is dropped (and the request aborted), a failure clears it.
 * The amount is read in the page's number form ("1.234,5" in German) and sent in the
 * plain form the function reads ("1234.5"); one that is not a number, or negative, is not sent.
 */
export function useConversion(apiUrl: string, from: string, to: string, amount: string, { setToast, showError, wording: { locale } }: Alerts) {
  const [loading, setLoading] = useState(false);
  // A result remembers the request it answers; it is shown only while that request is what is on screen.
  const [result, setResult] = useState<{ key: string; res: RatesResponse }>();
  const seq = useRef(0);
  const key = `${from}|${to}|${amount.trim()}`;
  useEffect(() => {
    const mine = ++seq.current;
    setResult(undefined);
    const sent = typedAmountText(toEnglishNumber(amount, locale));
    if (sent === undefined) {
      setLoading(false);
      return undefined;
    }
    setLoading(true);
    const requestKey = `${from}|${to}|${amount.trim()}`;
    let inflight: AbortController | undefined;
    const run = (): void => {
      inflight?.abort();
      const ctrl = (inflight = new AbortController());
      setLoading(true);
      post(apiUrl, { from, to, amount: sent }, ctrl.signal)
        .then((r) => {
          if (mine !== seq.current || ctrl.signal.aborted) return;
          setResult({ key: requestKey, res: r });
          setToast(undefined);
          setLoading(false);
        })
        .catch((e: unknown) => {
          if (mine !== seq.current || ctrl.signal.aborted) return;
          setResult(undefined);
          setLoading(false);
          showError(e, 'error.convertTitle', { from, to });
        });
    };
    const t = setTimeout(run, 250);
    const every = setInterval(run, REFRESH_MS);
    return () => {
      clearTimeout(t);
      clearInterval(every);
      inflight?.abort();
    };
  }, [amount, from, to, apiUrl, setToast, showError, locale]);
  return { loading, current: result?.key === key ? result.res : undefined };
}

/** The rates list against EUR (SPEC §7): from = selected currency, to = EUR, amount = 1; again every 10 minutes. */
export function useRatesList(apiUrl: string, from: string, { setToast, showError, wording: { t } }: Alerts) {
  const [list, setList] = useState<Record<string, number>>();
  useEffect(() => {
    const ctrl = new AbortController();
    setList(undefined);
    const load = (): void => {
      post(apiUrl, { from, to: 'EUR', amount: '1' }, ctrl.signal)
        .then((r) => {
          if (ctrl.signal.aborted) return;
          if (!r.allRates || typeof r.allRates !== 'object') throw new DataFailure('error.noList');
          setList(r.allRates);
        })
        .catch((e: unknown) => {
          if (ctrl.signal.aborted) return;
          setList(undefined);
          if (e instanceof TypeError || e instanceof DataFailure) showError(e, 'error.listTitle', { from, to: 'EUR' });
          else setToast({ title: t('error.listTitle'), message: t('error.list') });
        });
    };
    load();
    const every = setInterval(load, REFRESH_MS);
    return () => {
      clearInterval(every);
      ctrl.abort();
    };
  }, [from, apiUrl, setToast, showError, t]);
  return list;
}

/** The pair's history over HISTORY_DAYS days (rate-sources.ts), or a note where it has none (a pair with a cryptocurrency). */
export function useRateHistory(apiUrl: string, from: string, to: string, { setToast, showError, wording: { t, locale } }: Alerts) {
  const [history, setHistory] = useState<{ date: string; rate: number }[]>([]);
  const [historyNote, setHistoryNote] = useState<string>();
  useEffect(() => {
    let live = true;
    setHistoryNote(undefined);
    setHistory([]);
    post(apiUrl, { from, to, historical: 'true', days: String(HISTORY_DAYS) })
      .then((r) => {
        if (!live) return;
        if (!Array.isArray(r.historicalRates)) throw new DataFailure('error.noHistory');
        setHistory(r.historicalRates);
      })
      .catch((e: unknown) => {
        if (!live) return;
        setHistory([]);
        // A pair with a cryptocurrency has no reference-rate history: say so, no alarm.
        if (e instanceof HttpFailure && e.code === 'history_unavailable') setHistoryNote(t('currency.noHistory', { from, to }));
        else if (e instanceof TypeError || e instanceof DataFailure) showError(e, 'error.historyTitle', { from, to });
        else setToast({ title: t('error.historyTitle'), message: failureMessage(e, { t, locale }, { from, to }, 'error.history', 'error.historyUpstream') });
      });
    return () => {
      live = false;
    };
  }, [from, to, apiUrl, setToast, showError, t, locale]);
  return { history, historyNote };
}
