// Regression tests of issue 12: the function never vouches for an absurd upstream rate,
// caches one history document per provider, leaves a failing upstream alone for a
// while, and answers unsupported methods (TRACE and CONNECT included) with 405.
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAILURE_MEMORY_MS, UPSTREAM_ERROR, type CurrencyRatesResponse } from '../../../functions/currency-rates/index.ts';
import { createRatesServer } from '../../../functions/currency-rates/node-server.ts';
import { post, type TestDeps } from './deps.ts';
import { COINBASE_EUR, COINBASE_USD, depsFor, ECB_DAILY, ECB_HIST, fixture, resetUpstreams, startUpstreams, type Upstreams } from './upstreams.ts';

let up: Upstreams;
let deps: TestDeps;

beforeAll(async () => {
  up = await startUpstreams();
});
afterAll(async () => {
  await up.close();
});
beforeEach(() => {
  resetUpstreams(up);
  deps = depsFor(up);
});

/** The Coinbase USD payload with one rate replaced (as the upstream sends it: a JSON string). */
function coinbaseUsdWith(code: string, rate: string): string {
  const doc = JSON.parse(fixture('coinbase-usd.json')) as { data: { rates: Record<string, string> } };
  doc.data.rates[code] = rate;
  return JSON.stringify(doc);
}

/** Every number of a successful answer is finite and positive. */
function expectOnlyFinitePositive(body: CurrencyRatesResponse): void {
  const numbers = [body.rate, body.convertedAmount, ...Object.values(body.allRates ?? {}), ...(body.historicalRates ?? []).map((p) => p.rate)];
  for (const n of numbers) {
    if (n === null) continue;
    expect(Number.isFinite(n) && n >= 0).toBe(true);
  }
  expect(body.rate).not.toBeNull();
  expect(Number.isFinite(body.rate) && (body.rate ?? 0) > 0).toBe(true);
}

describe('absurd upstream rates are a provider failure', () => {
  for (const rate of ['1e-1000', '1e1000', '1e50', '1e-50']) {
    it(`a Coinbase rate of "${rate}" fails Coinbase: 502 when the ECB is down`, async () => {
      up.coinbase.route(COINBASE_USD, { body: coinbaseUsdWith('EUR', rate) });
      up.ecb.override({ status: 500, body: 'down' });
      const { status, body } = await post(deps, { from: 'USD', to: 'EUR', amount: '1' });
      expect(status).toBe(502);
      expect(body).toMatchObject({ success: false, rate: null, convertedAmount: null, error: UPSTREAM_ERROR, code: 'upstream_unavailable' });
      expect(body.providerErrors?.[0]).toMatch(/^coinbase: implausible rate USD->EUR: .* (below|above) the plausible 1e(-)?12$/);
      expect(body.providerErrors?.[1]).toBe('ecb: upstream answered HTTP 500');
    });

    it(`a Coinbase rate of "${rate}" falls back to the ECB when it answers`, async () => {
      up.coinbase.route(COINBASE_USD, { body: coinbaseUsdWith('EUR', rate) });
      const { status, body } = await post(deps, { from: 'USD', to: 'EUR', amount: '1' });
      expect(status).toBe(200);
      expect(body.source).toBe('ecb');
      expectOnlyFinitePositive(body);
    });
  }

  it('leaves an absurd rate of another currency out of allRates', async () => {
    up.coinbase.route(COINBASE_USD, { body: coinbaseUsdWith('BTC', '1e1000') });
    const { status, body } = await post(deps, { from: 'USD', to: 'EUR', amount: '1' });
    expect(status).toBe(200);
    expect(body.source).toBe('coinbase');
    expect(body.allRates).not.toHaveProperty('BTC');
    expect(body.allRates?.['GBP']).toBeGreaterThan(0);
    expectOnlyFinitePositive(body);
  });

  it('an ECB history day of 1e999 fails the history with providerErrors', async () => {
    const xml = fixture('ecb-hist-90d.xml').replace('<Cube currency="USD" rate="1.0304"/>', '<Cube currency="USD" rate="1e999"/>');
    expect(xml).not.toBe(fixture('ecb-hist-90d.xml'));
    up.ecb.route(ECB_HIST, { body: xml, type: 'text/xml' });
    const { status, body } = await post(deps, { from: 'EUR', to: 'USD', historical: 'true', days: '30' });
    expect(status).toBe(502);
    expect(body.historicalRates).toBeNull();
    expect(body.providerErrors).toEqual([expect.stringMatching(/^ecb: implausible rate EUR->USD on 2025-01-10: 1e\+999 is above the plausible 1e12$/)]);
  });

  it('an ECB daily rate of 1e-1000 does not answer rate 0', async () => {
    const xml = fixture('ecb-daily.xml').replace(/currency='USD' rate='[^']*'/, "currency='USD' rate='1e-1000'");
    expect(xml).not.toBe(fixture('ecb-daily.xml'));
    up.ecb.route(ECB_DAILY, { body: xml, type: 'text/xml' });
    up.coinbase.override({ status: 500, body: 'down' });
    const { status, body } = await post(deps, { from: 'EUR', to: 'USD', amount: '1' });
    expect(status).toBe(502);
    expect(body.rate).toBeNull();
  });

  it('two providers more than a factor 1.25 apart on a pair: neither is used', async () => {
    // Coinbase quotes USD->EUR ten times the ECB's cross rate; alone, nothing contradicts it.
    up.coinbase.route(COINBASE_USD, { body: coinbaseUsdWith('EUR', '9.712405986') });
    expect((await post(deps, { from: 'USD', to: 'EUR', amount: '1' })).body.source).toBe('coinbase');
    // The ECB table gets cached through a request Coinbase cannot serve (its EUR document is missing).
    up.coinbase.route(COINBASE_EUR, undefined);
    expect((await post(deps, { from: 'EUR', to: 'GBP', amount: '1' })).body.source).toBe('ecb');
    // With both answers at hand, they are compared.
    const { status, body } = await post(deps, { from: 'USD', to: 'EUR', amount: '1' });
    expect(status).toBe(502);
    expect(body.rate).toBeNull();
    expect(body.providerErrors).toEqual([
      expect.stringMatching(/^coinbase and ecb disagree on USD->EUR: 9\.712406e\+0 against 9\.704969e-1, more than a factor 1\.25 apart; neither is used$/),
    ]);
    // Within the factor they agree and Coinbase's rate is used.
    deps.advance(11 * 60_000);
    up.coinbase.route(COINBASE_USD, { body: coinbaseUsdWith('EUR', '0.9712405986') });
    expect((await post(deps, { from: 'USD', to: 'EUR', amount: '1' })).body.source).toBe('coinbase');
    expect((await post(deps, { from: 'EUR', to: 'GBP', amount: '1' })).body.source).toBe('ecb');
    const ok = await post(deps, { from: 'USD', to: 'EUR', amount: '1' });
    expect(ok.body).toMatchObject({ success: true, source: 'coinbase', rate: 0.9712405986 });
  });
});

describe('upstream load', () => {
  it('fetches the 90-day history document once for every pair and window', async () => {
    const asks: Record<string, string>[] = [
      { from: 'EUR', to: 'USD', days: '30' },
      { from: 'USD', to: 'GBP', days: '90' },
      { from: 'JPY', to: 'CHF', days: '7' },
      { from: 'USD', to: 'EUR', days: '1' },
    ];
    for (const a of asks) {
      const { status, body } = await post(deps, { ...a, historical: 'true' });
      expect(status).toBe(200);
      expect(body.historicalRates?.length).toBeGreaterThan(0);
    }
    expect(up.ecb.hitsOf(ECB_HIST)).toBe(1);
    expect(up.ecb.hitsOf(ECB_DAILY)).toBe(0);
  });

  it('fetches the ECB daily document once for every base currency', async () => {
    up.coinbase.override({ status: 500, body: 'down' });
    for (const from of ['USD', 'GBP', 'JPY', 'EUR']) {
      expect((await post(deps, { from, to: 'CHF', amount: '1' })).body.source).toBe('ecb');
    }
    expect(up.ecb.hitsOf(ECB_DAILY)).toBe(1);
  });

  it('200 concurrent requests against failing upstreams make one call per upstream, and none again for a while', async () => {
    up.coinbase.override({ status: 500, body: 'down' });
    up.ecb.override({ status: 503, body: 'down' });
    const pairs = ['USD:EUR', 'EUR:USD', 'GBP:JPY', 'BTC:USD', 'JPY:CHF', 'CAD:AUD', 'ETH:EUR', 'USD:NGN'];
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const [from = '', to = ''] = (pairs[i % pairs.length] ?? '').split(':');
        return post(deps, i % 4 === 3 ? { from, to, historical: 'true', days: String(1 + (i % 90)) } : { from, to, amount: String(i) });
      }),
    );
    expect(answers.every((a) => a.status === 502)).toBe(true);
    expect(up.coinbase.total()).toBe(1);
    expect(up.ecb.total()).toBe(1);
    console.log(`load: 200 concurrent requests against failing upstreams -> ${String(up.coinbase.total() + up.ecb.total())} upstream calls`);
    // The remembered failure is reported, and the upstreams are left alone until it expires.
    deps.advance(FAILURE_MEMORY_MS - 1000);
    const again = await post(deps, { from: 'USD', to: 'EUR', amount: '1' });
    expect(again.body.providerErrors?.[0]).toMatch(/^coinbase: upstream answered HTTP 500 \(44 s ago; not asked again for 45 s\)$/);
    expect(up.coinbase.total() + up.ecb.total()).toBe(2);
    deps.advance(1000);
    up.coinbase.override(undefined);
    expect((await post(deps, { from: 'USD', to: 'EUR', amount: '1' })).body.source).toBe('coinbase');
    expect(up.coinbase.total()).toBe(2);
  });

  it('a hanging upstream holds one call at a time, not one per request', async () => {
    up.coinbase.override('hang');
    const d = depsFor(up, { timeoutMs: 300 });
    const codes = ['USD', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD', 'SEK', 'NOK', 'PLN', 'CZK'];
    const answers = await Promise.all(codes.map((from) => post(d, { from, to: 'EUR', amount: '1' })));
    expect(answers.every((a) => a.body.source === 'ecb')).toBe(true);
    expect(up.coinbase.total()).toBe(1);
  });
});

describe('unsupported methods answer 405 with Allow', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    server = createRatesServer(undefined, () => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const raw = (method: string): Promise<{ status: number; allow: string | undefined; body: string }> =>
    new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path: method === 'CONNECT' ? '127.0.0.1:1' : '/currency-rates' });
      const done = (status: number, headers: Record<string, string | string[] | undefined>, stream: NodeJS.ReadableStream, head = ''): void => {
        let body = head;
        stream.on('data', (c: Buffer) => (body += c.toString()));
        stream.on('end', () => {
          resolve({ status, allow: headers['allow'] as string | undefined, body });
        });
      };
      req.on('response', (res) => {
        done(res.statusCode ?? 0, res.headers, res);
      });
      req.on('connect', (res, socket, head) => {
        done(res.statusCode ?? 0, res.headers, socket, head.toString());
      });
      req.on('error', reject);
      req.end();
    });

  for (const method of ['TRACE', 'CONNECT', 'PUT', 'DELETE']) {
    it(method, async () => {
      const r = await raw(method);
      expect(r.status).toBe(405);
      expect(r.allow).toBe('POST, OPTIONS');
      expect(JSON.parse(r.body)).toMatchObject({ success: false, field: 'method', error: `method: must be POST, not "${method}"` });
    });
  }
});
