// The two answers: a conversion (with every rate of the table) and a rate history.
import { toSignificantNumber } from '../../src/core/currency-format.ts';
import type { Rational } from '../../src/core/rational.ts';
import { type HistoryRates, type RatesProvider, UnsupportedCurrencyError } from '../providers/types.ts';
import { type CurrencyRatesResponse, failure, HISTORY_UPSTREAM_ERROR, UPSTREAM_ERROR } from './answer.ts';
import type { CachedValue } from './cache.ts';
import { CURRENCY_CODES, type CurrencyRatesDeps, JSON_SIGNIFICANT_DIGITS } from './config.ts';
import { disagreement, implausibleRate, type PairRate, rateOf } from './rates.ts';
import type { Query } from './request.ts';
import { lookup, staleInfo } from './upstream.ts';

const num = (r: Rational): number => toSignificantNumber(r, JSON_SIGNIFICANT_DIGITS);

export async function convert(q: Extract<Query, { historical: false }>, d: CurrencyRatesDeps): Promise<[number, CurrencyRatesResponse]> {
  // A provider with one table (the ECB) is fetched once for every base.
  const keyOf = (p: RatesProvider): string => `latest:${p.name}:${p.tableBase ?? q.from}`;
  const usable = (v: CachedValue): PairRate | undefined => {
    if (v.kind !== 'latest') return undefined;
    const rate = rateOf(v.data, q.from, q.to);
    return rate ? { data: v.data, rate } : undefined;
  };
  const pair = `${q.from}->${q.to}`;
  const verify = (r: PairRate): string | undefined => {
    const problem = implausibleRate(r.rate);
    return problem === undefined ? undefined : `implausible rate ${pair}: ${problem}`;
  };
  const fetchOne = async (p: RatesProvider): Promise<CachedValue> => ({ kind: 'latest', data: await p.latest(p.tableBase ?? q.from) });
  const result = await lookup(d, d.providers, keyOf, fetchOne, usable, verify);
  const echo = { from: q.from, to: q.to, amount: num(q.amount) };
  const conflict = result.ok ? disagreement(d, result.found, keyOf, usable, pair) : undefined;
  if (!result.ok || conflict !== undefined) {
    const failures = result.ok ? [conflict ?? ''] : result.failures;
    if (failures.length === 0) {
      return [422, failure(`No live exchange rate is available for ${q.from} to ${q.to}`, 'rate_unavailable', echo)];
    }
    const stale = staleInfo(d, d.providers, keyOf, (v) => usable(v)?.data.asOf);
    return [502, failure(UPSTREAM_ERROR, 'upstream_unavailable', { ...echo, ...stale, providerErrors: failures })];
  }
  const { provider, data, storedAt } = result.found;
  const allRates: Record<string, number> = {};
  for (const code of CURRENCY_CODES) {
    const r = rateOf(data.data, q.from, code);
    // Only rates the function can vouch for are listed.
    if (r && implausibleRate(r) === undefined) allRates[code] = num(r);
  }
  return [
    200,
    {
      success: true,
      convertedAmount: num(q.amount.mul(data.rate)),
      rate: num(data.rate),
      lastUpdated: data.data.asOf,
      allRates,
      historicalRates: null,
      error: null,
      source: provider,
      fetchedAt: new Date(storedAt).toISOString(),
      ...echo,
    },
  ];
}

export async function history(q: Extract<Query, { historical: true }>, d: CurrencyRatesDeps): Promise<[number, CurrencyRatesResponse]> {
  const providers = d.providers.filter((p) => p.historyTable !== undefined && p.historyOf !== undefined);
  // One history document per provider, whatever the pair and the window.
  const keyOf = (p: RatesProvider): string => `history:${p.name}`;
  const usable = (v: CachedValue, p: RatesProvider): HistoryRates | undefined => {
    if (v.kind !== 'history' || !p.historyOf) return undefined;
    try {
      const h = p.historyOf(v.data, q.from, q.to, q.days);
      return h.points.length > 0 ? h : undefined;
    } catch (e) {
      if (e instanceof UnsupportedCurrencyError) return undefined;
      throw e;
    }
  };
  const verify = (h: HistoryRates): string | undefined => {
    for (const point of h.points) {
      const problem = implausibleRate(point.rate);
      if (problem !== undefined) return `implausible rate ${q.from}->${q.to} on ${point.date}: ${problem}`;
    }
    return undefined;
  };
  const fetchOne = async (p: RatesProvider): Promise<CachedValue> => {
    if (!p.historyTable) return { kind: 'unsupported', reason: `${p.name}: no history` };
    return { kind: 'history', data: await p.historyTable() };
  };
  const result = await lookup(d, providers, keyOf, fetchOne, usable, verify);
  const echo = { from: q.from, to: q.to, days: q.days };
  if (!result.ok) {
    if (result.failures.length === 0) {
      return [422, failure(`No rate history is available for ${q.from} to ${q.to}`, 'history_unavailable', echo)];
    }
    const stale = staleInfo(d, providers, keyOf, (v, p) => usable(v, p)?.asOf);
    return [502, failure(HISTORY_UPSTREAM_ERROR, 'upstream_unavailable', { ...echo, ...stale, providerErrors: result.failures })];
  }
  const { provider, data, storedAt } = result.found;
  const points = data.points.map((p) => ({ date: p.date, rate: num(p.rate) }));
  return [
    200,
    {
      success: true,
      convertedAmount: null,
      rate: points[points.length - 1]?.rate ?? null,
      lastUpdated: data.asOf,
      allRates: null,
      historicalRates: points,
      error: null,
      source: provider,
      fetchedAt: new Date(storedAt).toISOString(),
      ...echo,
    },
  ];
}
