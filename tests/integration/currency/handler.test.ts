import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HISTORY_UPSTREAM_ERROR, UPSTREAM_ERROR, CURRENCY_CODES } from '../../../functions/currency-rates/index.ts';
import { toSignificantNumber } from '../../../src/core/currency-format.ts';
import { Rational } from '../../../src/core/rational.ts';
import { post, T0, type TestDeps } from './deps.ts';
import {
  closedPortUrl,
  COINBASE_BTC,
  COINBASE_USD,
  depsFor,
  ECB_DAILY,
  ECB_HIST,
  fixture,
  resetUpstreams,
  startUpstreams,
  type Upstreams,
} from './upstreams.ts';

const dec = (s: string): Rational => {
  const r = Rational.parseDecimal(s);
  if (!r) throw new Error(`bad decimal ${s}`);
  return r;
};
const n15 = (r: Rational): number => toSignificantNumber(r, 15);
const MINUTE = 60_000;

let up: Upstreams;
let deps: TestDeps;

beforeAll(async () => {
  up = await startUpstreams();
});
afterAll(async () => {
  await up.close();
});
beforeEach(() => {
  // Fresh routes, counters, cache and clock for every test.
  resetUpstreams(up);
  deps = depsFor(up);
});

describe('conversion', () => {
  it('converts USD to EUR with the Coinbase rate, exactly', async () => {
    const { status, body, headers } = await post(deps, { from: 'USD', to: 'EUR', amount: '100' });
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(body).toMatchObject({
      success: true,
      convertedAmount: 97.12405986,
      rate: 0.9712405986,
      lastUpdated: new Date(T0).toISOString(),
      fetchedAt: new Date(T0).toISOString(),
      source: 'coinbase',
      historicalRates: null,
      error: null,
      from: 'USD',
      to: 'EUR',
      amount: 100,
    });
    expect(up.coinbase.hitsOf(COINBASE_USD)).toBe(1);
    expect(up.ecb.total()).toBe(0);
  });

  it('multiplies exactly: 1.1 * 0.9712405986 is 1.06836465846, not the float product', async () => {
    const { body } = await post(deps, { from: 'USD', to: 'EUR', amount: '1.1' });
    expect(body.convertedAmount).toBe(1.06836465846);
    expect(1.1 * 0.9712405986).toBe(1.0683646584600002);
  });

  it('lists the rates of every supported currency against the source currency (SPEC §7 rates list)', async () => {
    const { body } = await post(deps, { from: 'USD', to: 'EUR', amount: '1' });
    const all = body.allRates ?? {};
    expect(Object.keys(all)).toEqual(CURRENCY_CODES); // the USD fixture quotes all 82, in catalogue order
    expect(all['USD']).toBe(1);
    expect(all['EUR']).toBe(0.9712405986);
    expect(all['JPY']).toBe(157.94);
    expect(all['BTC']).toBe(0.0000105612);
    expect(all).not.toHaveProperty('SHIB'); // quoted upstream, not a supported currency
    expect(all).not.toHaveProperty('USDT');
  });

  it('converts crypto both ways', async () => {
    const toUsd = await post(deps, { from: 'BTC', to: 'USD', amount: '0.5' });
    expect(toUsd.body).toMatchObject({ success: true, rate: 94686.2099004, convertedAmount: 47343.1049502, source: 'coinbase' });
    expect(toUsd.body.allRates?.['ETH']).toBe(28.6398892171);
    const toBtc = await post(deps, { from: 'USD', to: 'BTC', amount: '250' });
    expect(toBtc.body).toMatchObject({ success: true, rate: 0.0000105612, convertedAmount: 0.0026403 });
    expect(up.coinbase.hitsOf(COINBASE_BTC)).toBe(1);
  });

  it('gives rate 1 for a currency to itself, and 0 for amount 0', async () => {
    expect((await post(deps, { from: 'EUR', to: 'EUR', amount: '12.5' })).body).toMatchObject({ success: true, rate: 1, convertedAmount: 12.5 });
    expect((await post(deps, { from: 'USD', to: 'JPY', amount: '0' })).body).toMatchObject({ success: true, rate: 157.94, convertedAmount: 0 });
  });

  it('accepts lower-case codes, exponent amounts and a charset in the content type', async () => {
    const { status, body } = await post(
      deps,
      { from: 'usd', to: ' jpy ', amount: '1e3' },
      { headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' } },
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ from: 'USD', to: 'JPY', convertedAmount: 157940 });
  });

  it('rounds JSON numbers to 15 significant digits', async () => {
    const { body } = await post(deps, { from: 'USD', to: 'EUR', amount: '123456789.123456789' });
    expect(body.convertedAmount).toBe(n15(dec('123456789.123456789').mul(dec('0.9712405986'))));
    expect(body.convertedAmount).toBe(119906245.7695); // exact: 119906245.7695001410495938954
  });
});

describe('history', () => {
  it('returns 30 days of ECB cross rates by default, oldest first', async () => {
    const { status, body } = await post(deps, { from: 'USD', to: 'GBP', historical: 'true' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, source: 'ecb', days: 30, convertedAmount: null, allRates: null, error: null });
    const points = body.historicalRates ?? [];
    // 2024-11-15 is outside the 30 days that end on the newest reference day, 2025-01-10.
    expect(points.map((p) => p.date)).toEqual([
      '2024-12-31',
      '2025-01-02',
      '2025-01-03',
      '2025-01-06',
      '2025-01-07',
      '2025-01-08',
      '2025-01-09',
      '2025-01-10',
    ]);
    expect(points[0]?.rate).toBe(n15(dec('0.82918').div(dec('1.0389'))));
    expect(points[7]?.rate).toBe(n15(dec('0.83778').div(dec('1.0304'))));
    expect(points[7]?.rate).toBeCloseTo(0.813063, 6);
    expect(body.rate).toBe(points[7]?.rate);
    // 16:00 CET on the newest day.
    expect(body.lastUpdated).toBe('2025-01-10T15:00:00.000Z');
    expect(up.ecb.hitsOf(ECB_HIST)).toBe(1);
    expect(up.coinbase.total()).toBe(0);
  });

  it('honours days: 1, 9 and 90', async () => {
    const one = await post(deps, { from: 'EUR', to: 'USD', historical: 'true', days: '1' });
    expect(one.body.historicalRates).toEqual([{ date: '2025-01-10', rate: 1.0304 }]);
    const nine = await post(deps, { from: 'EUR', to: 'USD', historical: 'true', days: '9' });
    expect(nine.body.historicalRates?.map((p) => p.date)).toEqual(['2025-01-02', '2025-01-03', '2025-01-06', '2025-01-07', '2025-01-08', '2025-01-09', '2025-01-10']);
    const ninety = await post(deps, { from: 'EUR', to: 'USD', historical: 'true', days: '90' });
    expect(ninety.body.historicalRates?.[0]).toEqual({ date: '2024-11-15', rate: 1.0531 });
    expect(ninety.body.historicalRates).toHaveLength(9);
  });

  it('skips days on which one of the pair has no reference rate', async () => {
    const { body } = await post(deps, { from: 'EUR', to: 'ISK', historical: 'true' });
    expect(body.historicalRates?.map((p) => p.date)).not.toContain('2025-01-03');
    expect(body.historicalRates).toHaveLength(7);
  });

  it('says when no provider keeps a history of the pair (crypto), and remembers it', async () => {
    const a = await post(deps, { from: 'BTC', to: 'USD', historical: 'true' });
    expect(a.status).toBe(422);
    expect(a.body).toMatchObject({ success: false, code: 'history_unavailable', historicalRates: null, rate: null });
    expect(a.body.error).toBe('No rate history is available for BTC to USD');
    await post(deps, { from: 'BTC', to: 'USD', historical: 'true' });
    expect(up.ecb.hitsOf(ECB_HIST)).toBe(1);
  });
});

describe('cache', () => {
  it('serves a second call within 10 minutes without hitting upstream, and refetches after', async () => {
    await post(deps, { from: 'USD', to: 'EUR', amount: '1' });
    deps.advance(5 * MINUTE);
    const second = await post(deps, { from: 'USD', to: 'JPY', amount: '2' }); // same base: same document
    expect(second.body).toMatchObject({ success: true, convertedAmount: 315.88, fetchedAt: new Date(T0).toISOString() });
    deps.advance(5 * MINUTE - 1);
    await post(deps, { from: 'USD', to: 'EUR', amount: '3' });
    expect(up.coinbase.hitsOf(COINBASE_USD)).toBe(1);
    deps.advance(1);
    const fresh = await post(deps, { from: 'USD', to: 'EUR', amount: '3' });
    expect(up.coinbase.hitsOf(COINBASE_USD)).toBe(2);
    expect(fresh.body.fetchedAt).toBe(new Date(T0 + 10 * MINUTE).toISOString());
  });

  it('caches history the same way', async () => {
    await post(deps, { from: 'USD', to: 'GBP', historical: 'true' });
    deps.advance(9 * MINUTE);
    await post(deps, { from: 'USD', to: 'GBP', historical: 'true' });
    expect(up.ecb.hitsOf(ECB_HIST)).toBe(1);
    deps.advance(MINUTE);
    await post(deps, { from: 'USD', to: 'GBP', historical: 'true' });
    expect(up.ecb.hitsOf(ECB_HIST)).toBe(2);
  });

  it('shares one upstream fetch between concurrent requests', async () => {
    const answers = await Promise.all(['EUR', 'GBP', 'JPY', 'CHF', 'BTC'].map((to) => post(deps, { from: 'USD', to, amount: '1' })));
    expect(answers.every((a) => a.body.success)).toBe(true);
    expect(up.coinbase.hitsOf(COINBASE_USD)).toBe(1);
  });
});

describe('a provider is down', () => {
  it('falls back to the ECB when Coinbase answers HTTP 500, with exact cross rates via EUR', async () => {
    up.coinbase.override({ status: 500, body: '{"errors":[{"id":"internal_server_error"}]}' });
    const { status, body } = await post(deps, { from: 'USD', to: 'GBP', amount: '100' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, source: 'ecb', lastUpdated: '2025-01-10T15:00:00.000Z' });
    expect(body.rate).toBe(n15(dec('0.83778').div(dec('1.0304'))));
    expect(body.convertedAmount).toBe(n15(dec('83.778').div(dec('1.0304'))));
    expect(body.allRates?.['EUR']).toBe(n15(Rational.ONE.div(dec('1.0304'))));
    expect(body.allRates).not.toHaveProperty('BTC'); // the ECB quotes no crypto
    // The ECB's 30 currencies plus EUR, less BGN (not in the catalogue).
    expect(Object.keys(body.allRates ?? {})).toHaveLength(30);
    expect(up.coinbase.hitsOf(COINBASE_USD)).toBe(1);
    expect(up.ecb.hitsOf(ECB_DAILY)).toBe(1);
  });

  it('does not ask the failed provider again while the fallback answer is fresh', async () => {
    up.coinbase.override({ status: 503, body: 'down' });
    await post(deps, { from: 'USD', to: 'GBP', amount: '1' });
    deps.advance(3 * MINUTE);
    up.coinbase.override(undefined);
    const again = await post(deps, { from: 'USD', to: 'EUR', amount: '1' });
    expect(again.body.source).toBe('ecb');
    expect(up.coinbase.total()).toBe(1);
    expect(up.ecb.total()).toBe(1);
    deps.advance(7 * MINUTE);
    expect((await post(deps, { from: 'USD', to: 'EUR', amount: '1' })).body.source).toBe('coinbase');
  });

  it('falls back when Coinbase refuses connections', async () => {
    const d = depsFor({ ...up, coinbase: { ...up.coinbase, url: await closedPortUrl() } });
    const { body } = await post(d, { from: 'EUR', to: 'USD', amount: '10' });
    expect(body).toMatchObject({ success: true, source: 'ecb', rate: 1.0304, convertedAmount: 10.304 });
  });

  it('falls back when Coinbase does not answer in time', async () => {
    up.coinbase.override('hang');
    const d = depsFor(up, { timeoutMs: 300 });
    const started = Date.now();
    const { body } = await post(d, { from: 'EUR', to: 'USD', amount: '10' });
    expect(body).toMatchObject({ success: true, source: 'ecb' });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('uses Coinbase for a currency the ECB does not quote, even when the ECB is down', async () => {
    up.ecb.override({ status: 500, body: 'down' });
    const { body } = await post(deps, { from: 'USD', to: 'NGN', amount: '1' });
    expect(body).toMatchObject({ success: true, source: 'coinbase', rate: 1545.3 });
    expect(up.ecb.total()).toBe(0);
  });
});

describe('all providers are down', () => {
  it('answers 502 with the SPEC error text and no rate', async () => {
    up.coinbase.override({ status: 500, body: 'down' });
    up.ecb.override({ status: 502, body: 'down' });
    const { status, body } = await post(deps, { from: 'USD', to: 'EUR', amount: '1' });
    expect(status).toBe(502);
    expect(body).toEqual({
      success: false,
      convertedAmount: null,
      rate: null,
      lastUpdated: null,
      allRates: null,
      historicalRates: null,
      error: UPSTREAM_ERROR,
      source: null,
      code: 'upstream_unavailable',
      from: 'USD',
      to: 'EUR',
      amount: 1,
      cachedRateAgeSeconds: null,
      providerErrors: ['coinbase: upstream answered HTTP 500', 'ecb: upstream answered HTTP 502'],
    });
    expect(UPSTREAM_ERROR).toBe('Failed to fetch live exchange rates. Please try again.');
  });

  it('reports the age of the expired cached rate instead of serving it', async () => {
    const ok = await post(deps, { from: 'USD', to: 'EUR', amount: '1' });
    expect(ok.body.success).toBe(true);
    deps.advance(25 * MINUTE);
    up.coinbase.override({ status: 500, body: 'down' });
    up.ecb.override({ status: 500, body: 'down' });
    const { status, body } = await post(deps, { from: 'USD', to: 'EUR', amount: '1' });
    expect(status).toBe(502);
    expect(body).toMatchObject({ success: false, error: UPSTREAM_ERROR, rate: null, convertedAmount: null, allRates: null });
    expect(body.cachedRateAgeSeconds).toBe(25 * 60);
    expect(body.lastUpdated).toBe(new Date(T0).toISOString());
  });

  it('fails a crypto pair when Coinbase is down (the ECB has no crypto)', async () => {
    up.coinbase.override({ status: 500, body: 'down' });
    const { status, body } = await post(deps, { from: 'USD', to: 'BTC', amount: '1' });
    expect(status).toBe(502);
    expect(body.error).toBe(UPSTREAM_ERROR);
    expect(body.providerErrors).toEqual(['coinbase: upstream answered HTTP 500']);
  });

  it('fails a history request with its own text when the ECB is down', async () => {
    up.ecb.override({ status: 500, body: 'down' });
    const { status, body } = await post(deps, { from: 'USD', to: 'GBP', historical: 'true', days: '7' });
    expect(status).toBe(502);
    expect(body).toMatchObject({ success: false, error: HISTORY_UPSTREAM_ERROR, historicalRates: null, days: 7, cachedRateAgeSeconds: null });
  });

  it('fails when both refuse connections', async () => {
    const url = await closedPortUrl();
    const d = depsFor({ ...up, coinbase: { ...up.coinbase, url }, ecb: { ...up.ecb, url } });
    const { status, body } = await post(d, { from: 'USD', to: 'EUR', amount: '1' });
    expect(status).toBe(502);
    expect(body.providerErrors).toEqual(['coinbase: upstream unreachable', 'ecb: upstream unreachable']);
  });
});

describe('malformed upstream payloads', () => {
  const coinbaseBodies: [string, string][] = [
    ['not JSON', '<html><body>Service Unavailable</body></html>'],
    ['an error document with status 200', '{"errors":[{"id":"not_found","message":"Invalid currency"}]}'],
    ['rates for another currency', fixture('coinbase-eur.json')],
    ['rates that are not an object', '{"data":{"currency":"USD","rates":["0.97"]}}'],
    ['no valid rate at all', '{"data":{"currency":"USD","rates":{"EUR":"abc","GBP":"-1","JPY":"0","CHF":null}}}'],
    ['truncated JSON', fixture('coinbase-usd.json').slice(0, 300)],
  ];
  for (const [what, payload] of coinbaseBodies) {
    it(`treats Coinbase ${what} as a failure and falls back`, async () => {
      up.coinbase.route(COINBASE_USD, { body: payload });
      const { status, body } = await post(deps, { from: 'USD', to: 'GBP', amount: '1' });
      expect(status).toBe(200);
      expect(body.source).toBe('ecb');
    });
  }

  it('leaves out a garbled Coinbase rate instead of using it', async () => {
    up.coinbase.route(COINBASE_USD, { body: '{"data":{"currency":"USD","rates":{"EUR":"0,97","GBP":"0.8142354"}}}' });
    const eur = await post(deps, { from: 'USD', to: 'EUR', amount: '1' });
    expect(eur.body.source).toBe('ecb');
    const gbp = await post(deps, { from: 'USD', to: 'GBP', amount: '1' });
    expect(gbp.body).toMatchObject({ source: 'coinbase', rate: 0.8142354 });
  });

  const ecbBodies: [string, string][] = [
    ['truncated XML', fixture('ecb-daily.xml').slice(0, 700)],
    ['an HTML error page', '<html><body><h1>Maintenance</h1></body></html>'],
    ['the wrong namespace', fixture('ecb-daily.xml').replace('eurofxref"', 'other"')],
    ['a bad rate', fixture('ecb-daily.xml').replace("rate='0.83778'", "rate='0,83778'")],
    ['a bad date', fixture('ecb-daily.xml').replace("time='2025-01-10'", "time='2025-02-30'")],
    ['no dated Cube', fixture('ecb-daily.xml').replace(/<Cube time[\s\S]*?<\/Cube>\s*(?=<\/Cube>)/, '')],
    ['a DTD', `<!DOCTYPE x [<!ENTITY a "b">]>${fixture('ecb-daily.xml').replace(/^<\?xml[^>]*>/, '')}`],
    ['empty', ''],
  ];
  for (const [what, payload] of ecbBodies) {
    it(`treats an ECB payload with ${what} as a failure`, async () => {
      up.coinbase.override({ status: 500, body: 'down' });
      up.ecb.route(ECB_DAILY, { body: payload, type: 'text/xml' });
      const { status, body } = await post(deps, { from: 'USD', to: 'GBP', amount: '1' });
      expect(status).toBe(502);
      expect(body.error).toBe(UPSTREAM_ERROR);
      expect(body.providerErrors?.[1]).toMatch(/^ecb: malformed XML: /);
    });
  }

  it('treats a malformed ECB history as a failure', async () => {
    up.ecb.route(ECB_HIST, { body: fixture('ecb-hist-90d.xml').replace('</gesmes:Envelope>', ''), type: 'text/xml' });
    const { status, body } = await post(deps, { from: 'USD', to: 'GBP', historical: 'true' });
    expect(status).toBe(502);
    expect(body.providerErrors).toEqual(['ecb: malformed XML: <gesmes:Envelope> is not closed']);
  });
});
