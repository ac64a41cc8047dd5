/**
 * Local stand-ins for the rate upstreams: node:http servers on 127.0.0.1 (port 0)
 * serving the recorded-format fixtures of tests/fixtures/rates, counting hits.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createCurrencyRatesTestDeps, type TestDeps } from './deps.ts';

export const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/rates');
export const fixture = (name: string): string => readFileSync(path.join(FIXTURES, name), 'utf8');

/** How a route answers: a payload, an HTTP error, or never. */
export type Route = { status?: number; body: string; type?: string } | 'hang';

export interface FixtureServer {
  url: string;
  /** Hits per path-and-query, e.g. "/v2/exchange-rates?currency=USD". */
  hits: Map<string, number>;
  hitsOf(pathAndQuery: string): number;
  total(): number;
  /** Replace (or with undefined, remove: 404) the answer of one path-and-query. */
  route(pathAndQuery: string, answer: Route | undefined): void;
  /** Answer every request with this instead of the routes (undefined: back to the routes). */
  override(answer: Route | undefined): void;
  /** Hold every answer back this long (0: answer at once), like a slow upstream. */
  delay(ms: number): void;
  close(): Promise<void>;
}

export async function startFixtureServer(routes: Record<string, Route>): Promise<FixtureServer> {
  const table = new Map<string, Route>(Object.entries(routes));
  const hits = new Map<string, number>();
  let forced: Route | undefined;
  let delayMs = 0;
  const server: Server = createServer((req, res) => {
    const key = req.url ?? '/';
    hits.set(key, (hits.get(key) ?? 0) + 1);
    const answer = forced ?? table.get(key);
    if (answer === 'hang') return; // never answers; closed by close()
    const send = (): void => {
      if (!answer) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('not found');
        return;
      }
      res.writeHead(answer.status ?? 200, { 'content-type': answer.type ?? 'application/json' });
      res.end(answer.body);
    };
    if (delayMs > 0) setTimeout(send, delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    hits,
    hitsOf: (k) => hits.get(k) ?? 0,
    total: () => [...hits.values()].reduce((a, b) => a + b, 0),
    route(k, answer) {
      if (answer === undefined) table.delete(k);
      else table.set(k, answer);
    },
    override(answer) {
      forced = answer;
    },
    delay(ms) {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

export const COINBASE_USD = '/v2/exchange-rates?currency=USD';
export const COINBASE_EUR = '/v2/exchange-rates?currency=EUR';
export const COINBASE_BTC = '/v2/exchange-rates?currency=BTC';
export const ECB_DAILY = '/eurofxref-daily.xml';
export const ECB_HIST = '/eurofxref-hist-90d.xml';

export const coinbaseRoutes = (): Record<string, Route> => ({
  [COINBASE_USD]: { body: fixture('coinbase-usd.json') },
  [COINBASE_EUR]: { body: fixture('coinbase-eur.json') },
  [COINBASE_BTC]: { body: fixture('coinbase-btc.json') },
});

export const ecbRoutes = (): Record<string, Route> => ({
  [ECB_DAILY]: { body: fixture('ecb-daily.xml'), type: 'text/xml' },
  [ECB_HIST]: { body: fixture('ecb-hist-90d.xml'), type: 'text/xml' },
});

export interface Upstreams {
  coinbase: FixtureServer;
  ecb: FixtureServer;
  close(): Promise<void>;
}

export async function startUpstreams(): Promise<Upstreams> {
  const coinbase = await startFixtureServer(coinbaseRoutes());
  const ecb = await startFixtureServer(ecbRoutes());
  return {
    coinbase,
    ecb,
    close: async () => {
      await Promise.all([coinbase.close(), ecb.close()]);
    },
  };
}

/** A port nothing listens on (bound, then released). */
export async function closedPortUrl(): Promise<string> {
  const s = await startFixtureServer({});
  const url = s.url;
  await s.close();
  return url;
}

/** Back to the recorded routes, no override and zero hits: a fresh start for each test. */
export function resetUpstreams(up: Upstreams): void {
  for (const [k, v] of Object.entries(coinbaseRoutes())) up.coinbase.route(k, v);
  for (const [k, v] of Object.entries(ecbRoutes())) up.ecb.route(k, v);
  up.coinbase.override(undefined);
  up.ecb.override(undefined);
  up.coinbase.hits.clear();
  up.ecb.hits.clear();
}

export function depsFor(up: Upstreams, options: { timeoutMs?: number; start?: number } = {}): TestDeps {
  return createCurrencyRatesTestDeps(up.coinbase.url, up.ecb.url, options);
}
