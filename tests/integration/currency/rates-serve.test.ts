import { spawn, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ratesFunction from '../../../functions/currency-rates/index.ts';
import { createRatesServer } from '../../../functions/currency-rates/node-server.ts';
import { closedPortUrl, COINBASE_USD, startUpstreams, type Upstreams } from './upstreams.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:4321' },
  body: new URLSearchParams(fields).toString(),
});

let up: Upstreams;
beforeAll(async () => {
  up = await startUpstreams();
});
afterAll(async () => {
  await up.close();
});

describe('the node:http adapter (createRatesServer)', () => {
  let server: Server;
  let base: string;
  const lines: string[] = [];

  beforeAll(async () => {
    // The default export, configured through an env object as a Workers-style platform passes it.
    const env = { COINBASE_API_URL: up.coinbase.url, ECB_API_URL: up.ecb.url, ALLOWED_ORIGIN: 'http://localhost:4321' };
    server = createRatesServer((request) => ratesFunction.fetch(request, env), (line) => lines.push(line));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('serves POST /currency-rates with CORS and logs one line per request', async () => {
    const res = await fetch(`${base}/currency-rates`, form({ from: 'USD', to: 'EUR', amount: '100' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
    expect(await res.json()).toMatchObject({ success: true, convertedAmount: 97.12405986, source: 'coinbase' });
    const hist = await fetch(`${base}/currency-rates`, form({ from: 'USD', to: 'GBP', historical: 'true', days: '7' }));
    expect(((await hist.json()) as { historicalRates: unknown[] }).historicalRates).toHaveLength(5);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\dT\S+Z POST \/currency-rates 200 \d+\.\dms$/);
  });

  it('passes the rest to the handler and 404s other paths', async () => {
    const options = await fetch(`${base}/currency-rates`, { method: 'OPTIONS', headers: { origin: 'http://localhost:4321' } });
    expect(options.status).toBe(204);
    const get = await fetch(`${base}/currency-rates?from=USD`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    expect(((await get.json()) as { field: string }).field).toBe('method');
    const other = await fetch(`${base}/api/other`, form({}));
    expect(other.status).toBe(404);
    expect(lines.at(-1)).toMatch(/ POST \/api\/other 404 /);
  });
});

describe('npm run rates:serve (the script itself)', () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    if (child?.pid !== undefined && child.exitCode === null) child.kill('SIGTERM');
  });

  it('starts on PORT, answers, and stops on SIGTERM', async () => {
    const port = new URL(await closedPortUrl()).port;
    child = spawn(process.execPath, ['scripts/rates-serve.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: port, COINBASE_API_URL: up.coinbase.url, ECB_API_URL: up.ecb.url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stderr?.on('data', (b: Buffer) => (out += b.toString()));
    await new Promise<void>((resolve, reject) => {
      child?.stdout?.on('data', (b: Buffer) => {
        out += b.toString();
        if (out.includes('currency-rates on ')) resolve();
      });
      child?.on('exit', () => {
        reject(new Error(`exited early: ${out}`));
      });
    });
    expect(out).toContain(`currency-rates on http://127.0.0.1:${port}/currency-rates`);
    const before = up.coinbase.hitsOf(COINBASE_USD);
    const res = await fetch(`http://127.0.0.1:${port}/currency-rates`, form({ from: 'USD', to: 'JPY', amount: '2' }));
    expect(await res.json()).toMatchObject({ success: true, convertedAmount: 315.88 });
    expect(up.coinbase.hitsOf(COINBASE_USD)).toBe(before + 1);
    const exited = new Promise<number | null>((resolve) => child?.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(out).toMatch(/POST \/currency-rates 200 /);
  });
});
