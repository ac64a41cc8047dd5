import { useCallback, useEffect, useRef, useState } from 'react';
import { DataFailure, HttpFailure, post, type RatesResponse, REFRESH_MS, type Toast } from './api.ts';

/** The alert a failure raises, and `showError` that words one (network, data, or the service's own message under `title`). */
export function useToast() {
  const [toast, setToast] = useState<Toast>();
  const showError = useCallback((e: unknown, title: string) => {
    if (e instanceof TypeError) setToast({ title: 'Network Error', message: 'Failed to connect to currency service' });
    else if (e instanceof DataFailure) setToast({ title: 'Data Error', message: e.message });
    else setToast({ title, message: e instanceof Error && e.message ? e.message : 'Unable to convert currency' });
  }, []);
  return { toast, setToast, showError };
}

type Alerts = ReturnType<typeof useToast>;

/**
 * Conversion: on every change of amount or pair (debounced), and every 10 minutes. The
 * previous answer leaves the screen at once ("Converting..." until the new one), a late
 * answer to an old request is dropped (and the request aborted), a failure clears it.
 */
export function useConversion(apiUrl: string, from: string, to: string, amount: string, { setToast, showError }: Alerts) {
  const [loading, setLoading] = useState(false);
  // A result remembers the request it answers; it is shown only while that request is what is on screen.
  const [result, setResult] = useState<{ key: string; res: RatesResponse }>();
  const seq = useRef(0);
  const key = `${from}|${to}|${amount.trim()}`;
  useEffect(() => {
    const mine = ++seq.current;
    setResult(undefined);
    const n = Number(amount);
    if (amount.trim() === '' || !Number.isFinite(n) || n < 0) {
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
      post(apiUrl, { from, to, amount: String(n) }, ctrl.signal)
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
          showError(e, 'Conversion Failed');
        });
    };
    const t = setTimeout(run, 250);
    const every = setInterval(run, REFRESH_MS);
    return () => {
      clearTimeout(t);
      clearInterval(every);
      inflight?.abort();
    };
  }, [amount, from, to, apiUrl, setToast, showError]);
  return { loading, current: result?.key === key ? result.res : undefined };
}

/** The rates list against EUR (SPEC §7): from = selected currency, to = EUR, amount = 1; again every 10 minutes. */
export function useRatesList(apiUrl: string, from: string, { setToast, showError }: Alerts) {
  const [list, setList] = useState<Record<string, number>>();
  useEffect(() => {
    const ctrl = new AbortController();
    setList(undefined);
    const load = (): void => {
      post(apiUrl, { from, to: 'EUR', amount: '1' }, ctrl.signal)
        .then((r) => {
          if (ctrl.signal.aborted) return;
          if (!r.allRates || typeof r.allRates !== 'object') throw new DataFailure('The rates list is missing from the answer');
          setList(r.allRates);
        })
        .catch((e: unknown) => {
          if (ctrl.signal.aborted) return;
          setList(undefined);
          if (e instanceof TypeError || e instanceof DataFailure) showError(e, '');
          else setToast({ title: 'Currency Conversion Error', message: 'Failed to fetch live exchange rates. Please try again.' });
        });
    };
    load();
    const every = setInterval(load, REFRESH_MS);
    return () => {
      clearInterval(every);
      ctrl.abort();
    };
  }, [from, apiUrl, setToast, showError]);
  return list;
}

/** The pair's 30-day history, or a note where it has none (a pair with a cryptocurrency). */
export function useRateHistory(apiUrl: string, from: string, to: string, { setToast, showError }: Alerts) {
  const [history, setHistory] = useState<{ date: string; rate: number }[]>([]);
  const [historyNote, setHistoryNote] = useState<string>();
  useEffect(() => {
    let live = true;
    setHistoryNote(undefined);
    setHistory([]);
    post(apiUrl, { from, to, historical: 'true', days: '30' })
      .then((r) => {
        if (!live) return;
        if (!Array.isArray(r.historicalRates)) throw new DataFailure('The rate history is missing from the answer');
        setHistory(r.historicalRates);
      })
      .catch((e: unknown) => {
        if (!live) return;
        setHistory([]);
        // A pair with a cryptocurrency has no reference-rate history: say so, no alarm.
        if (e instanceof HttpFailure && e.code === 'history_unavailable') setHistoryNote(e.message);
        else if (e instanceof TypeError || e instanceof DataFailure) showError(e, '');
        else setToast({ title: 'Historical Data Error', message: e instanceof Error ? e.message : 'Unable to load the rate history' });
      });
    return () => {
      live = false;
    };
  }, [from, to, apiUrl, setToast, showError]);
  return { history, historyNote };
}
