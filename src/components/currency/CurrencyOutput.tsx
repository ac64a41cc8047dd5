import type { Locale } from '../../i18n/locales.ts';
import { islandFactsOf } from '../../i18n/languages/index.ts';
import { toEnglishNumber } from '../../i18n/numbers.ts';
import type { UiTranslate } from '../../i18n/ui-translate.ts';
import { localAmount, localRate } from './local-amounts.ts';
import { typedAmountText } from '../../core/currency-format.ts';
import type { RatesResponse, Toast } from './api.ts';

/** The currencies the rates list shows against the chosen one. */
const LIST = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD', 'CNY', 'INR', 'BTC', 'ETH'];

interface Pair {
  from: string;
  to: string;
  crypto: (code: string) => boolean;
}

interface Words {
  t: UiTranslate<'currency'>;
  locale: Locale;
}

/** The converted amount, the rate and when it was last updated ("Converting..." while the answer is on its way), in the page's language and number form. */
export function CurrencyResult({ t, locale, pair: { from, to, crypto }, amount, loading, current }: Words & { pair: Pair; amount: string; loading: boolean; current: RatesResponse | undefined }) {
  const converted = current?.convertedAmount;
  const rate = current?.rate;
  const typed = typedAmountText(toEnglishNumber(amount, locale)) ?? amount.trim();
  return (
    <>
      {loading ? (
        <p className="text-lg font-semibold" data-status="">
          {t('currency.converting')}
        </p>
      ) : converted !== undefined && converted !== null ? (
        <p className="text-2xl font-bold" data-result="">
          {localAmount(typed, crypto(from), locale)} {from} = {localAmount(converted, crypto(to), locale)} {to}
        </p>
      ) : null}
      {!loading && rate !== undefined && rate !== null && (
        <p className="muted mt-1" data-rate="">
          1 {from} = {localRate(rate, locale)} {to}
        </p>
      )}
      {current?.lastUpdated && (
        <p className="muted mt-1 text-sm" data-updated="">
          {t(current.offline === true ? 'currency.offlineAsOf' : 'currency.updated', { time: new Date(current.lastUpdated).toLocaleString(islandFactsOf(locale).visitorDates ? undefined : locale) })}
          {current.source ? ` · ${t('currency.source', { source: current.source })}` : ''}
        </p>
      )}
    </>
  );
}

/** 1 of the chosen currency in the main others (SPEC §7). */
export function RatesList({ t, locale, from, list }: Words & { from: string; list: Record<string, number> }) {
  return (
    <section className="mt-4" aria-label={t('currency.listLabel', { from })}>
      <h2 className="text-lg font-bold">{t('currency.listHeading', { from })}</h2>
      <ul className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3" data-rates-list="">
        {LIST.filter((c) => c !== from && list[c] !== undefined).map((c) => (
          <li key={c}>{t('currency.listItem', { code: c, rate: localRate(list[c] ?? 0, locale) })}</li>
        ))}
      </ul>
    </section>
  );
}

/** A failure's alert, until dismissed (SPEC §8). */
export function ToastAlert({ t, toast, onDismiss }: { t: UiTranslate<'currency'>; toast: Toast; onDismiss: () => void }) {
  return (
    <div role="alert" className="card fixed inset-x-4 bottom-20 z-50 border-red-600 p-4 shadow-lg sm:left-auto sm:max-w-sm md:bottom-4" data-toast="">
      <p className="font-bold">{toast.title}</p>
      <p className="muted">{toast.message}</p>
      <button type="button" className="mt-2 text-sm underline" onClick={onDismiss}>
        {t('currency.dismiss')}
      </button>
    </div>
  );
}
