import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { formatCurrencyAmount, formatRate } from '../core/currency-format.ts';

/** [code, name, crypto] for every currency of the catalogue. */
export type CurrencyOption = [code: string, name: string, crypto: boolean];

interface Props {
  currencies: CurrencyOption[];
  from: string;
  to: string;
  /** The currency-rates endpoint (PUBLIC_CURRENCY_API_URL at build time). */
  apiUrl: string;
}

interface RatesResponse {
  success: boolean;
  convertedAmount?: number | null;
  rate?: number | null;
  lastUpdated?: string | null;
  source?: string | null;
  allRates?: Record<string, number> | null;
  historicalRates?: { date: string; rate: number }[] | null;
  error?: string | null;
  /** Machine-readable error code, e.g. "history_unavailable" for a crypto pair's history. */
  code?: string | null;
}

interface Toast {
  title: string;
  message: string;
}

const REFRESH_MS = 10 * 60 * 1000;
const LIST = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD', 'CNY', 'INR', 'BTC', 'ETH'];

/** The function answered with an error (its own message, and its code when it has one). */
class HttpFailure extends Error {
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.code = code;
  }
}
/** The answer could not be read as a currency response (SPEC §8 Data Error). */
class DataFailure extends Error {}

async function post(apiUrl: string, body: Record<string, string>, signal?: AbortSignal): Promise<RatesResponse> {
  let res: Response;
  try {
    res = await fetch(apiUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
      signal: signal ?? null,
    });
  } catch {
    throw new TypeError('network');
  }
  let data: unknown;
  try {
    data = await res.json();
  } catch {
    if (!res.ok) throw new HttpFailure(`The currency service answered HTTP ${String(res.status)}`);
    throw new DataFailure('The currency service sent an answer that is not JSON');
  }
  if (data === null || typeof data !== 'object' || typeof (data as RatesResponse).success !== 'boolean') {
    throw new DataFailure('The currency service sent an answer in an unknown format');
  }
  const r = data as RatesResponse;
  if (!res.ok || !r.success) throw new HttpFailure(r.error ?? `The currency service answered HTTP ${String(res.status)}`, r.code ?? undefined);
  return r;
}

/** Inline SVG line chart of the rate history with its axes (dates, rates); no chart library. */
function HistoryChart({ points, label }: { points: { date: string; rate: number }[]; label: string }) {
  if (points.length < 2) return null;
  // The chart keeps its aspect ratio and fills the card's width, so the axis labels sit at the line's ends.
  const w = 400;
  const h = 200;
  const left = 64;
  const right = 8;
  const top = 10;
  const bottom = 26;
  const rates = points.map((p) => p.rate);
  const min = Math.min(...rates);
  const max = Math.max(...rates);
  const span = max - min || Math.abs(max) || 1;
  const x = (i: number): number => left + (i / (points.length - 1)) * (w - left - right);
  const y = (v: number): number => top + (1 - (v - min) / span) * (h - top - bottom);
  const d = points.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)} ${y(p.rate).toFixed(1)}`).join('');
  const first = points[0];
  const last = points[points.length - 1];
  const midIndex = Math.floor((points.length - 1) / 2);
  const yTicks = max === min ? [min] : [min, (min + max) / 2, max];
  const xTicks = [
    { i: 0, anchor: 'start' as const },
    { i: midIndex, anchor: 'middle' as const },
    { i: points.length - 1, anchor: 'end' as const },
  ].filter((t, k, all) => all.findIndex((o) => o.i === t.i) === k);
  return (
    <figure className="mt-4">
      <svg viewBox={`0 0 ${String(w)} ${String(h)}`} className="block h-auto w-full" role="img" aria-label={label} data-history="">
        <g className="text-[11px]" fill="currentColor">
          {yTicks.map((v) => (
            <g key={v}>
              <line x1={left} x2={w - right} y1={y(v)} y2={y(v)} stroke="var(--line)" strokeWidth="1" />
              <text x={left - 6} y={y(v) + 4} textAnchor="end" className="muted" data-axis="y">
                {formatRate(v)}
              </text>
            </g>
          ))}
          {xTicks.map((t) => (
            <text key={t.i} x={x(t.i)} y={h - 8} textAnchor={t.anchor} className="muted" data-axis="x">
              {points[t.i]?.date}
            </text>
          ))}
        </g>
        <line x1={left} x2={left} y1={top} y2={h - bottom} stroke="var(--muted)" strokeWidth="1" />
        <line x1={left} x2={w - right} y1={h - bottom} y2={h - bottom} stroke="var(--muted)" strokeWidth="1" />
        <path d={d} fill="none" stroke="var(--accent)" strokeWidth="2.5" vectorEffect="non-scaling-stroke" />
      </svg>
      <figcaption className="muted mt-1 text-xs">
        {first?.date}: {formatRate(first?.rate ?? 0)} · {last?.date}: {formatRate(last?.rate ?? 0)} · low {formatRate(min)} · high {formatRate(max)}
      </figcaption>
    </figure>
  );
}

/** Live currency converter (SPEC §4, §7, §8, §9). */
export default function CurrencyConverter({ currencies, from: initialFrom, to: initialTo, apiUrl }: Props) {
  const id = useId();
  const [amount, setAmount] = useState('1');
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const [loading, setLoading] = useState(false);
  // A result remembers the request it answers; it is shown only while that request is what is on screen.
  const [result, setResult] = useState<{ key: string; res: RatesResponse }>();
  const [list, setList] = useState<Record<string, number>>();
  const [history, setHistory] = useState<{ date: string; rate: number }[]>([]);
  const [historyNote, setHistoryNote] = useState<string>();
  const [toast, setToast] = useState<Toast>();
  const seq = useRef(0);
  const crypto = (code: string): boolean => currencies.find((c) => c[0] === code)?.[2] ?? false;

  const showError = useCallback((e: unknown, title: string) => {
    if (e instanceof TypeError) setToast({ title: 'Network Error', message: 'Failed to connect to currency service' });
    else if (e instanceof DataFailure) setToast({ title: 'Data Error', message: e.message });
    else setToast({ title, message: e instanceof Error && e.message ? e.message : 'Unable to convert currency' });
  }, []);

  // Conversion: on every change of amount or pair (debounced), and every 10 minutes. The
  // previous answer leaves the screen at once ("Converting..." until the new one), a late
  // answer to an old request is dropped (and the request aborted), a failure clears it.
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
  }, [amount, from, to, apiUrl, showError]);

  // The rates list against EUR (SPEC §7): from = selected currency, to = EUR, amount = 1.
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
  }, [from, apiUrl, showError]);

  // 30-day history.
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
  }, [from, to, apiUrl, showError]);

  const swap = (): void => {
    const nf = to;
    const nt = from;
    setFrom(nf);
    setTo(nt);
    window.history.replaceState(null, '', `/convert/currency/${nf.toLowerCase()}-to-${nt.toLowerCase()}`);
  };
  const pick = (which: 'from' | 'to', code: string): void => {
    const nf = which === 'from' ? code : from;
    const nt = which === 'to' ? code : to;
    if (which === 'from') setFrom(code);
    else setTo(code);
    if (nf !== nt) window.history.replaceState(null, '', `/convert/currency/${nf.toLowerCase()}-to-${nt.toLowerCase()}`);
  };

  const select = (which: 'from' | 'to', value: string) => (
    <select
      id={`${id}-${which}`}
      className="field mt-1"
      value={value}
      onChange={(e) => {
        pick(which, e.target.value);
      }}
    >
      {currencies.map(([code, name]) => (
        <option key={code} value={code}>
          {code} · {name}
        </option>
      ))}
    </select>
  );

  const current = result?.key === key ? result.res : undefined;
  const converted = current?.convertedAmount;
  const rate = current?.rate;
  return (
    <div className="card p-4 sm:p-6" data-currency-converter="">
      <div className="grid items-end gap-4 sm:grid-cols-[1fr_1fr_auto_1fr]">
        <div>
          <label htmlFor={`${id}-amount`} className="block text-sm font-semibold">
            Amount
          </label>
          <input
            id={`${id}-amount`}
            className="field mt-1 text-lg"
            type="number"
            min="0"
            step="any"
            inputMode="decimal"
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
            }}
          />
        </div>
        <div>
          <label htmlFor={`${id}-from`} className="block text-sm font-semibold">
            From
          </label>
          {select('from', from)}
        </div>
        <button type="button" className="btn-ghost justify-self-center" onClick={swap} aria-label={`Swap: convert ${to} to ${from}`}>
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7" />
          </svg>
        </button>
        <div>
          <label htmlFor={`${id}-to`} className="block text-sm font-semibold">
            To
          </label>
          {select('to', to)}
        </div>
      </div>
      {/* Room is kept for what the rates fill in (result, chart, list), so nothing below moves when they arrive (CLS). */}
      <div className="mt-4 min-h-[5.75rem]" aria-live="polite">
        {loading ? (
          <p className="text-lg font-semibold" data-status="">
            Converting...
          </p>
        ) : converted !== undefined && converted !== null ? (
          <p className="text-2xl font-bold" data-result="">
            {formatCurrencyAmount(amount.trim(), crypto(from), { grouping: true })} {from} = {formatCurrencyAmount(converted, crypto(to), { grouping: true })} {to}
          </p>
        ) : null}
        {!loading && rate !== undefined && rate !== null && (
          <p className="muted mt-1" data-rate="">
            1 {from} = {formatRate(rate)} {to}
          </p>
        )}
        {current?.lastUpdated && (
          <p className="muted mt-1 text-sm" data-updated="">
            Last updated {new Date(current.lastUpdated).toLocaleString()}
            {current.source ? ` · Source: ${current.source}` : ''}
          </p>
        )}
      </div>
      <div className="min-h-[12.25rem]">
        <HistoryChart points={history} label={`${from} to ${to}, last 30 days`} />
      </div>
      {historyNote && (
        <p className="muted mt-4 text-sm" data-history-note="">
          {historyNote}
        </p>
      )}
      <div className="min-h-[11rem] sm:min-h-[9rem]">
        {list && (
          <section className="mt-4" aria-label={`${from} against other currencies`}>
            <h2 className="text-lg font-bold">1 {from} in other currencies</h2>
            <ul className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3" data-rates-list="">
              {LIST.filter((c) => c !== from && list[c] !== undefined).map((c) => (
                <li key={c}>
                  {c}: {formatRate(list[c] ?? 0)}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {toast && (
        <div role="alert" className="card fixed inset-x-4 bottom-20 z-50 border-red-600 p-4 shadow-lg sm:left-auto sm:max-w-sm md:bottom-4" data-toast="">
          <p className="font-bold">{toast.title}</p>
          <p className="muted">{toast.message}</p>
          <button
            type="button"
            className="mt-2 text-sm underline"
            onClick={() => {
              setToast(undefined);
            }}
          >
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}
