import { useId, useState } from 'react';
import { paths } from '../core/site.ts';
import { conversionSlug } from '../core/slug.ts';
import { CurrencyResult, RatesList, ToastAlert } from './currency/CurrencyOutput.tsx';
import HistoryChart from './currency/HistoryChart.tsx';
import { useConversion, useRateHistory, useRatesList, useToast } from './currency/useRates.ts';
import { LabelledInput, SelectField, SwapIcon } from './fields.tsx';

/** [code, name, crypto] for every currency of the catalogue. */
export type CurrencyOption = [code: string, name: string, crypto: boolean];

interface Props {
  currencies: CurrencyOption[];
  from: string;
  to: string;
  /** The currency-rates endpoint (PUBLIC_CURRENCY_API_URL at build time). */
  apiUrl: string;
}

/** The currency category's slug (catalogue.ts CURRENCY_SLUG, not imported: the catalogue module is not for the browser). */
const CURRENCY = 'currency';

/** The address of a pair's page, shown in place when the pair changes. */
function showPair(from: string, to: string): void {
  window.history.replaceState(null, '', paths.conversion(CURRENCY, conversionSlug(from, to)));
}

/** Live currency converter (SPEC §4, §7, §8, §9). */
export default function CurrencyConverter({ currencies, from: initialFrom, to: initialTo, apiUrl }: Props) {
  const id = useId();
  const [amount, setAmount] = useState('1');
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const alerts = useToast();
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
          <LabelledInput id={`${id}-amount`} label="Amount" className="field mt-1 text-lg" type="number" min="0" step="any" inputMode="decimal" value={amount} onChange={setAmount} />
        </div>
        {select('from', 'From', from)}
        <button type="button" className="btn-ghost justify-self-center" onClick={swap} aria-label={`Swap: convert ${to} to ${from}`}>
          <SwapIcon />
        </button>
        {select('to', 'To', to)}
      </div>
      {/* Room is kept for what the rates fill in (result, chart, list), so nothing below moves when they arrive (CLS). */}
      <div className="mt-4 min-h-[5.75rem]" aria-live="polite">
        <CurrencyResult pair={{ from, to, crypto }} amount={amount} loading={loading} current={current} />
      </div>
      <div className="min-h-[12.25rem]">
        <HistoryChart points={history} label={`${from} to ${to}, last 30 days`} />
      </div>
      {historyNote && (
        <p className="muted mt-4 text-sm" data-history-note="">
          {historyNote}
        </p>
      )}
      <div className="min-h-[11rem] sm:min-h-[9rem]">{list && <RatesList from={from} list={list} />}</div>
      {alerts.toast && (
        <ToastAlert
          toast={alerts.toast}
          onDismiss={() => {
            alerts.setToast(undefined);
          }}
        />
      )}
    </div>
  );
}
