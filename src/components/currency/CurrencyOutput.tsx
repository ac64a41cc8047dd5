import { formatCurrencyAmount, formatRate } from '../../core/currency-format.ts';
import type { RatesResponse, Toast } from './api.ts';

/** The currencies the rates list shows against the chosen one. */
const LIST = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD', 'CNY', 'INR', 'BTC', 'ETH'];

interface Pair {
  from: string;
  to: string;
  crypto: (code: string) => boolean;
}

/** The converted amount, the rate and when it was last updated ("Converting..." while the answer is on its way). */
export function CurrencyResult({ pair: { from, to, crypto }, amount, loading, current }: { pair: Pair; amount: string; loading: boolean; current: RatesResponse | undefined }) {
  const converted = current?.convertedAmount;
  const rate = current?.rate;
  return (
    <>
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
    </>
  );
}

/** 1 of the chosen currency in the main others (SPEC §7). */
export function RatesList({ from, list }: { from: string; list: Record<string, number> }) {
  return (
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
  );
}

/** A failure's alert, until dismissed (SPEC §8). */
export function ToastAlert({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  return (
    <div role="alert" className="card fixed inset-x-4 bottom-20 z-50 border-red-600 p-4 shadow-lg sm:left-auto sm:max-w-sm md:bottom-4" data-toast="">
      <p className="font-bold">{toast.title}</p>
      <p className="muted">{toast.message}</p>
      <button type="button" className="mt-2 text-sm underline" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
