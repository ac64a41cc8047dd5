import { useEffect, useMemo, useState } from 'react';
import { type CurrencyOption, readCurrencyList, withPair } from '../../core/currency-list.ts';
import type { Wording } from './useRates.ts';

/**
 * The currencies the selects offer: the page's own pair (what the page renders, and all
 * a select holds until hydration), then the language's whole list once fetched
 * (/currencies.<lang>.json: one file the browser keeps for every currency page). A list
 * that cannot be had (no answer, an error page, not a list) leaves the pair and a note
 * that stays (not a toast, which the next conversion clears); the conversion goes on.
 */
export function useCurrencyList(listUrl: string, pair: readonly [CurrencyOption, CurrencyOption], { t }: Wording): { currencies: CurrencyOption[]; listNote: string | undefined } {
  const [list, setList] = useState<CurrencyOption[]>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // The address never changes for a page: one request, nothing to cancel.
    fetch(listUrl)
      .then((res) => (res.ok ? (res.json() as Promise<unknown>) : undefined))
      .then(
        (data) => {
          const read = readCurrencyList(data);
          if (read) setList(read);
          else setFailed(true);
        },
        () => {
          setFailed(true);
        },
      );
  }, [listUrl]);
  const currencies = useMemo(() => withPair(list ?? [], pair), [list, pair]);
  return { currencies, listNote: failed ? t('error.currencies', { from: pair[0][0], to: pair[1][0] }) : undefined };
}
