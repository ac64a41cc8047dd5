// The rate sources a page names (src/core/rate-sources.ts) against the rates function itself:
// the currencies the ECB publishes, the ones Coinbase quotes, and the pairs the function
// answers a history for, read from the providers' recorded payloads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import currencies from '../../../data/currencies.json' with { type: 'json' };
import { createMemoryCache, handleCurrencyRates, type CurrencyRatesResponse } from '../../../functions/currency-rates/index.ts';
import { createCoinbaseProvider } from '../../../functions/providers/coinbase.ts';
import { createEcbProvider, parseEcbXml } from '../../../functions/providers/ecb.ts';
import { ECB_CURRENCIES, HISTORY_DAYS, pairSources } from '../../../src/core/rate-sources.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/rates');
const fixture = (name: string): string => readFileSync(path.join(FIXTURES, name), 'utf8');
const CODES = currencies.map((c) => c.code);

/** The upstreams as the recorded payloads answer them. */
const fakeFetch: typeof fetch = (input) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const file = url.endsWith('/eurofxref-daily.xml')
    ? 'ecb-daily.xml'
    : url.endsWith('/eurofxref-hist-90d.xml')
      ? 'ecb-hist-90d.xml'
      : /currency=(USD|EUR|BTC)$/.exec(url)
        ? `coinbase-${(/currency=(\w+)$/.exec(url)?.[1] ?? '').toLowerCase()}.json`
        : undefined;
  return Promise.resolve(file === undefined ? new Response('not found', { status: 404 }) : new Response(fixture(file), { status: 200 }));
};

const deps = {
  providers: [createCoinbaseProvider({ baseUrl: 'https://coinbase.test', fetch: fakeFetch }), createEcbProvider({ baseUrl: 'https://ecb.test', fetch: fakeFetch })],
  now: () => Date.parse('2025-01-10T16:30:00.000Z'),
  cache: createMemoryCache(),
  allowedOrigins: ['http://localhost:4321'],
  ttlMs: 600_000,
};

async function ask(fields: Record<string, string>): Promise<{ status: number; body: CurrencyRatesResponse }> {
  const res = await handleCurrencyRates(
    new Request('http://127.0.0.1/currency-rates', { method: 'POST', headers: { origin: 'http://localhost:4321', 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() }),
    deps,
  );
  return { status: res.status, body: (await res.json()) as CurrencyRatesResponse };
}

describe('rate sources', () => {
  it('lists the currencies of the ECB reference rates (the euro and the recorded file, less the lev since Bulgaria joined the euro)', () => {
    const [day] = parseEcbXml(fixture('ecb-daily.xml'));
    const published = new Set(['EUR', ...(day?.rates.keys() ?? [])].filter((c) => c !== 'BGN'));
    expect([...ECB_CURRENCIES].sort()).toEqual([...published].sort());
  });

  it('names Coinbase for every currency of the catalogue, which its payload quotes', () => {
    const quoted = Object.keys((JSON.parse(fixture('coinbase-usd.json')) as { data: { rates: Record<string, string> } }).data.rates);
    for (const code of CODES) if (code !== 'USD') expect(quoted, code).toContain(code);
    for (const code of CODES) expect(pairSources(code, 'USD').live[0], code).toBe('coinbase');
  });

  it('names the ECB for XRP/USD and NZD/DOP neither as fallback nor for history', () => {
    expect(pairSources('XRP', 'USD')).toEqual({ live: ['coinbase'], history: [] });
    expect(pairSources('NZD', 'DOP')).toEqual({ live: ['coinbase'], history: [] });
    expect(pairSources('NZD', 'EUR')).toEqual({ live: ['coinbase', 'ecb'], history: ['ecb'] });
  });

  it('promises a history for exactly the pairs the function answers one for', async () => {
    const pairs = CODES.flatMap((a) => ['USD', 'NZD', 'DOP', 'BTC'].filter((b) => b !== a).map((b): [string, string] => [a, b]));
    for (const [from, to] of pairs) {
      const { status, body } = await ask({ from, to, historical: 'true', days: String(HISTORY_DAYS) });
      const promised = pairSources(from, to).history.length > 0;
      expect(status === 200 && (body.historicalRates?.length ?? 0) > 0, `${from}/${to}: ${String(status)} ${body.error ?? ''}`).toBe(promised);
      if (!promised) expect(body.code, `${from}/${to}`).toBe('history_unavailable');
    }
  });
});
