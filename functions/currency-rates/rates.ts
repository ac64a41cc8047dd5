// Rates, exactly: a pair's rate from a table, whether a rate is plausible, and whether two
// providers disagree.
import { toExponential } from '../../src/core/format.ts';
import { Rational } from '../../src/core/rational.ts';
import type { LatestRates, RatesProvider } from '../providers/types.ts';
import type { CachedValue } from './cache.ts';
import { type CurrencyRatesDeps, MAX_PLAUSIBLE_RATE_TEXT, MIN_PLAUSIBLE_RATE_TEXT, PROVIDERS_AGREE_WITHIN } from './config.ts';
import type { Found } from './upstream.ts';

const decimal = (text: string): Rational => Rational.parseDecimal(text) as Rational;
const MIN_RATE = decimal(MIN_PLAUSIBLE_RATE_TEXT);
const MAX_RATE = decimal(MAX_PLAUSIBLE_RATE_TEXT);
const AGREE = decimal(PROVIDERS_AGREE_WITHIN);

/** Why a rate cannot be vouched for (zero, negative, outside the plausible range), or undefined. */
export function implausibleRate(r: Rational): string | undefined {
  if (r.sign() <= 0) return `${toExponential(r, 4)} is not a positive rate`;
  if (r.cmp(MIN_RATE) < 0) return `${toExponential(r, 4)} is below the plausible ${MIN_PLAUSIBLE_RATE_TEXT}`;
  if (r.cmp(MAX_RATE) > 0) return `${toExponential(r, 4)} is above the plausible ${MAX_PLAUSIBLE_RATE_TEXT}`;
  return undefined;
}

/** 1 from = ? to in a table of rates against `data.base`, exactly (a cross rate when neither is the base). */
export function rateOf(data: LatestRates, from: string, to: string): Rational | undefined {
  if (from === to) return Rational.ONE;
  const per = (code: string): Rational | undefined => (code === data.base ? Rational.ONE : data.rates.get(code));
  const a = per(from);
  const b = per(to);
  return a && b ? b.div(a) : undefined;
}

/** A rate and the table it came from. */
export interface PairRate {
  data: LatestRates;
  rate: Rational;
}

/**
 * Another provider's fresh cached rate for the pair that disagrees with `found` by more
 * than PROVIDERS_AGREE_WITHIN: then neither is vouched for. Only answers at hand are
 * compared (the function does not ask a second upstream just to compare).
 */
export function disagreement(
  d: CurrencyRatesDeps,
  found: Found<PairRate>,
  keyOf: (p: RatesProvider) => string,
  usable: (v: CachedValue) => PairRate | undefined,
  pair: string,
): string | undefined {
  for (const p of d.providers) {
    if (p.name === found.provider) continue;
    const e = d.cache.get(keyOf(p));
    const other = e && d.now() - e.storedAt < d.ttlMs ? usable(e.value) : undefined;
    if (!other || implausibleRate(other.rate) !== undefined) continue;
    const a = found.data.rate;
    const b = other.rate;
    const ratio = a.cmp(b) >= 0 ? a.div(b) : b.div(a);
    if (ratio.cmp(AGREE) > 0) {
      return `${found.provider} and ${p.name} disagree on ${pair}: ${toExponential(a, 6)} against ${toExponential(b, 6)}, more than a factor ${PROVIDERS_AGREE_WITHIN} apart; neither is used`;
    }
  }
  return undefined;
}
