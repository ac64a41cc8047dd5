import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { allowedOriginsFromEnv, handleCurrencyRates, MAX_BODY_BYTES } from '../../../functions/currency-rates/index.ts';
import { post, SITE_ORIGIN, type TestDeps } from './deps.ts';
import { depsFor, startUpstreams, type Upstreams } from './upstreams.ts';

let up: Upstreams;
let deps: TestDeps;

beforeAll(async () => {
  up = await startUpstreams();
});
afterAll(async () => {
  // No bad request, and no request from a foreign origin, ever reached an upstream.
  expect(up.coinbase.total() + up.ecb.total()).toBe(0);
  await up.close();
});
beforeEach(() => {
  deps = depsFor(up);
});

const conversion = { from: 'USD', to: 'EUR', amount: '1' };
const history = { from: 'USD', to: 'EUR', historical: 'true' };

describe('bad input gets HTTP 400 and a JSON error naming the field', () => {
  const cases: [string, Record<string, string>, string, RegExp][] = [
    ['unknown from', { ...conversion, from: 'XYZ' }, 'from', /^from: unknown currency code "XYZ"$/],
    ['unknown to', { ...conversion, to: 'EURO' }, 'to', /^to: unknown currency code "EURO"$/],
    ['missing from', { to: 'EUR', amount: '1' }, 'from', /^from: is required/],
    ['empty to', { ...conversion, to: '' }, 'to', /^to: is required/],
    ['a code with markup', { ...conversion, from: '<script>' }, 'from', /^from: unknown currency code "<script>"$/],
    ['negative amount', { ...conversion, amount: '-1' }, 'amount', /^amount: must not be negative$/],
    ['negative tiny amount', { ...conversion, amount: '-1e-9' }, 'amount', /^amount: must not be negative$/],
    ['non-numeric amount', { ...conversion, amount: 'abc' }, 'amount', /^amount: must be a number/],
    ['amount with a decimal comma', { ...conversion, amount: '1,5' }, 'amount', /^amount: must be a number/],
    ['amount NaN', { ...conversion, amount: 'NaN' }, 'amount', /^amount: must be a number/],
    ['amount Infinity', { ...conversion, amount: 'Infinity' }, 'amount', /^amount: must be a number/],
    ['hex amount', { ...conversion, amount: '0x10' }, 'amount', /^amount: must be a number/],
    ['amount with a unit', { ...conversion, amount: '10 USD' }, 'amount', /^amount: must be a number/],
    ['missing amount', { from: 'USD', to: 'EUR' }, 'amount', /^amount: is required$/],
    ['blank amount', { ...conversion, amount: '  ' }, 'amount', /^amount: is required$/],
    ['huge amount', { ...conversion, amount: '1e101' }, 'amount', /^amount: must be at most 1e100$/],
    ['absurd exponent', { ...conversion, amount: '1e99999' }, 'amount', /^amount: must be a number/],
    ['days 0', { ...history, days: '0' }, 'days', /^days: must be a whole number from 1 to 90, not "0"$/],
    ['days 91', { ...history, days: '91' }, 'days', /^days: must be a whole number from 1 to 90/],
    ['days -5', { ...history, days: '-5' }, 'days', /^days: must be a whole number from 1 to 90/],
    ['days 1.5', { ...history, days: '1.5' }, 'days', /^days: must be a whole number from 1 to 90/],
    ['days abc', { ...history, days: 'abc' }, 'days', /^days: must be a whole number from 1 to 90/],
    ['days 1000', { ...history, days: '1000' }, 'days', /^days: must be a whole number from 1 to 90/],
    ['historical yes', { ...conversion, historical: 'yes' }, 'historical', /^historical: must be "true" or "false", not "yes"$/],
    ['unknown code in a history', { ...history, to: 'ABC' }, 'to', /^to: unknown currency code "ABC"$/],
  ];
  for (const [what, fields, field, message] of cases) {
    it(what, async () => {
      const { status, body, headers } = await post(deps, fields);
      expect(status).toBe(400);
      expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(body).toMatchObject({ success: false, field, code: 'invalid_request', rate: null, convertedAmount: null });
      expect(body.error).toMatch(message);
    });
  }

  it('a long bad value is quoted shortened', async () => {
    const { body } = await post(deps, { ...conversion, from: 'X'.repeat(500) });
    expect(body.error).toBe(`from: unknown currency code "${'X'.repeat(24)}…"`);
  });

  for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
    it(`method ${method}: 405 with Allow`, async () => {
      const res = await handleCurrencyRates(
        new Request('http://127.0.0.1/currency-rates', method === 'GET' ? { method } : { method, body: 'from=USD&to=EUR&amount=1' }),
        deps,
      );
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST, OPTIONS');
      expect(await res.json()).toMatchObject({ success: false, field: 'method', error: `method: must be POST, not "${method}"` });
    });
  }

  const types: [string, string | undefined][] = [
    ['JSON', 'application/json'],
    ['plain text', 'text/plain'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['none', undefined],
  ];
  for (const [what, type] of types) {
    it(`content type: ${what}`, async () => {
      const headers: Record<string, string> = type === undefined ? {} : { 'content-type': type };
      const body = type === 'application/json' ? JSON.stringify(conversion) : 'from=USD&to=EUR&amount=1';
      const res = await handleCurrencyRates(new Request('http://127.0.0.1/currency-rates', { method: 'POST', headers, body: new TextEncoder().encode(body) }), deps);
      expect(res.status).toBe(400);
      const json = (await res.json()) as { field: string; error: string };
      expect(json.field).toBe('content-type');
      expect(json.error).toMatch(/^content-type: (must be|is required)/);
    });
  }

  it('a body over the limit gets 413', async () => {
    const { status, body } = await post(deps, { ...conversion, pad: 'x'.repeat(MAX_BODY_BYTES) });
    expect(status).toBe(413);
    expect(body).toMatchObject({ field: 'body', error: `body: must be at most ${String(MAX_BODY_BYTES)} bytes` });
  });
});

describe('CORS', () => {
  it('answers a preflight from an allowed origin', async () => {
    const res = await handleCurrencyRates(
      new Request('http://127.0.0.1/currency-rates', {
        method: 'OPTIONS',
        headers: { origin: SITE_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      }),
      deps,
    );
    expect(res.status).toBe(204);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'access-control-allow-origin': SITE_ORIGIN,
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': 'Content-Type',
      'access-control-max-age': '86400',
      vary: 'Origin',
    });
    expect(await res.text()).toBe('');
  });

  it('refuses a preflight and a request from another origin', async () => {
    const preflight = await handleCurrencyRates(
      new Request('http://127.0.0.1/currency-rates', { method: 'OPTIONS', headers: { origin: 'https://evil.example' } }),
      deps,
    );
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const { status, body, headers } = await post(deps, conversion, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expect(status).toBe(403);
    expect(headers.get('access-control-allow-origin')).toBeNull();
    expect(body).toMatchObject({ success: false, field: 'origin', code: 'origin_not_allowed', error: 'origin: "https://evil.example" is not allowed' });
  });

  it('allows the site origin on errors too, so the widget can read them', async () => {
    const { status, headers } = await post(deps, { ...conversion, amount: '-1' }, { headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE_ORIGIN } });
    expect(status).toBe(400);
    expect(headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(headers.get('vary')).toBe('Origin');
  });

  it('allows any origin with "*"', async () => {
    const res = await handleCurrencyRates(
      new Request('http://127.0.0.1/currency-rates', { method: 'OPTIONS', headers: { origin: 'https://anywhere.example' } }),
      { ...deps, allowedOrigins: ['*'] },
    );
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('reads the allow-list from ALLOWED_ORIGIN, else localhost:4321 and SITE_URL', () => {
    expect(allowedOriginsFromEnv({ SITE_URL: 'https://convert.example/some/path' })).toEqual([
      'http://localhost:4321',
      'http://127.0.0.1:4321',
      'https://convert.example',
    ]);
    expect(allowedOriginsFromEnv({ ALLOWED_ORIGIN: ' https://a.example/ ,https://b.example:8443, not a url,' })).toEqual([
      'https://a.example',
      'https://b.example:8443',
    ]);
    expect(allowedOriginsFromEnv({ ALLOWED_ORIGIN: '*' })).toEqual(['*']);
  });
});
