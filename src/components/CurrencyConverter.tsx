import { useId, useMemo, useState } from 'react';
import type { CurrencyOption } from '../core/currency-list.ts';
import { HISTORY_DAYS } from '../core/rate-sources.ts';
import { conversionSlug } from '../core/slug.ts';
import type { Locale } from '../i18n/locales.ts';
import { type IslandMessages, uiTranslator } from '../i18n/ui-translate.ts';
import type { NamespacesOf } from '../i18n/island-messages.ts';
import { CurrencyResult, RatesList, ToastAlert } from './currency/CurrencyOutput.tsx';
import HistoryChart from './currency/HistoryChart.tsx';
import { useCurrencyList } from './currency/useCurrencyList.ts';
import { useConversion, useRateHistory, useRatesList, useToast } from './currency/useRates.ts';
import { LabelledInput, SelectField, SwapIcon } from './fields.tsx';

interface Props {
  /** The page's language: words, amounts and rates, and the pair's address. */
  locale: Locale;
  /** This island's messages in the page's language (islandMessages(locale, ISLAND_MESSAGES.currency)), passed by the page. */
  messages: IslandMessages<NamespacesOf<'currency'>>;
  /** The page's pair, [code, name, crypto] each: what the page renders before the list is fetched. */
  pair: [CurrencyOption, CurrencyOption];
  /** The language's list of currencies to offer (i18n/paths.ts currencyListPath). */
  listUrl: string;
  /** The currency-rates endpoint (PUBLIC_CURRENCY_API_URL at build time). */
  apiUrl: string;
}

/** The address of a pair's page, shown in place when the pair changes: this page's address (language prefix and all) with the pair's slug. */
function showPair(from: string, to: string): void {
  window.history.replaceState(null, '', window.location.pathname.replace(/[^/]*$/, conversionSlug(from, to)));
}

/** Live currency converter (SPEC §4, §7, §8, §9). */
export default function CurrencyConverter({ locale, messages, pair, listUrl, apiUrl }: Props) {
  const t = uiTranslator(locale, messages);
  const id = useId();
  const [amount, setAmount] = useState('1');
  const [from, setFrom] = useState(pair[0][0]);
  const [to, setTo] = useState(pair[1][0]);
  const wording = useMemo(() => ({ t, locale }), [t, locale]);
  const alerts = useToast(wording);
  const { currencies, listNote } = useCurrencyList(listUrl, pair, wording);
  const { loading, current } = useConversion(apiUrl, from, to, amount, alerts);
  const list = useRatesList(apiUrl, from, alerts);
  const { history, historyNote } = useRateHistory(apiUrl, from, to, alerts);
  const crypto = (code: string): boolean => currencies.find((c) => c[0] === code)?.[2] ?? false;

  const swap = (): void => {
    setFrom(to);
    setTo(from);
    showPair(to, from);
  };
  const pick = (which: 'from' | 'to', code: string): void => {
    const nf = which === 'from' ? code : from;
    const nt = which === 'to' ? code : to;
    if (which === 'from') setFrom(code);
    else setTo(code);
    if (nf !== nt) showPair(nf, nt);
  };
  const select = (which: 'from' | 'to', label: string, value: string) => (
    <SelectField
      id={`${id}-${which}`}
      label={label}
      value={value}
      onChange={(code) => {
        pick(which, code);
      }}
    >
      {currencies.map(([code, name]) => (
        <option key={code} value={code}>
          {code} · {name}
        </option>
      ))}
    </SelectField>
  );

  return (
    <div className="card p-4 sm:p-6" data-currency-converter="">
      <div className="grid items-end gap-4 sm:grid-cols-[1fr_1fr_auto_1fr]">
        <div>
          {/* A text field with a decimal keyboard: the amount is typed in the page's number form ("1.234,5"), which a number field would refuse. */}
          <LabelledInput id={`${id}-amount`} label={t('currency.amount')} className="field mt-1 text-lg" type="text" inputMode="decimal" autoComplete="off" spellCheck={false} value={amount} onChange={setAmount} />
        </div>
        {select('from', t('currency.from'), from)}
        <button type="button" className="btn-ghost justify-self-center" onClick={swap} aria-label={t('currency.swap', { to, from })}>
          <SwapIcon />
        </button>
        {select('to', t('currency.to'), to)}
      </div>
      {listNote && (
        <p className="muted mt-3 text-sm" data-list-note="" role="status">
          {listNote}
        </p>
      )}
      {/* Room is kept for what the rates fill in (result, chart, list), so nothing below moves when they arrive (CLS). */}
      <div className="mt-4 min-h-[5.75rem]" aria-live="polite">
        <CurrencyResult t={t} locale={locale} pair={{ from, to, crypto }} amount={amount} loading={loading} current={current} />
      </div>
      <div className="min-h-[12.25rem]">
        <HistoryChart t={t} locale={locale} points={history} label={t('currency.chart', { from, to, days: HISTORY_DAYS })} />
      </div>
      {historyNote && (
        <p className="muted mt-4 text-sm" data-history-note="">
          {historyNote}
        </p>
      )}
      <div className="min-h-[11rem] sm:min-h-[9rem]">{list && <RatesList t={t} locale={locale} from={from} list={list} />}</div>
      {alerts.toast && (
        <ToastAlert
          t={t}
          toast={alerts.toast}
          onDismiss={() => {
            alerts.setToast(undefined);
          }}
        />
      )}
    </div>
  );
}
