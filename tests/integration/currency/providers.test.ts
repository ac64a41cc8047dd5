import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoinbaseProvider, parseCoinbaseRates } from '../../../functions/providers/coinbase.ts';
import { createEcbProvider, ecbPublicationTime, parseEcbXml } from '../../../functions/providers/ecb.ts';
import { joinUrl } from '../../../functions/providers/http.ts';
import { ProviderError, UnsupportedCurrencyError } from '../../../functions/providers/types.ts';
import { T0 } from './deps.ts';
import { fixture, startUpstreams, type Upstreams } from './upstreams.ts';

let up: Upstreams;
beforeAll(async () => {
  up = await startUpstreams();
});
afterAll(async () => {
  await up.close();
});

describe('Coinbase provider', () => {
  it('reads the recorded payload: rates as exact decimals, asOf the fetch time', async () => {
    const p = createCoinbaseProvider({ baseUrl: `${up.coinbase.url}/`, now: () => T0 });
    const r = await p.latest('USD');
    expect(r.base).toBe('USD');
    expect(r.asOf).toBe('2025-01-10T16:30:00.000Z');
    expect(r.rates.get('EUR')?.toString()).toBe('4856202993/5000000000');
    expect(r.rates.get('USD')?.toString()).toBe('1');
    expect(r.rates.get('1INCH')).toBeDefined();
    expect('history' in p).toBe(false);
  });

  it('rejects an answer for another base, a non-JSON body and an HTTP error', async () => {
    expect(() => parseCoinbaseRates(fixture('coinbase-eur.json'), 'USD')).toThrow('coinbase: malformed payload: rates for EUR instead of USD');
    expect(() => parseCoinbaseRates('oops', 'USD')).toThrow(ProviderError);
    const p = createCoinbaseProvider({ baseUrl: up.coinbase.url });
    await expect(p.latest('XYZ')).rejects.toThrow('coinbase: upstream answered HTTP 404');
  });

  it('accepts JSON numbers and exponent strings, skips bad entries and codes', () => {
    const rates = parseCoinbaseRates('{"data":{"currency":"usd","rates":{"EUR":0.92,"BTC":"1.05612E-5","GBP":"n/a","bad code":"1","JPY":"-3"}}}', 'USD');
    expect([...rates.keys()]).toEqual(['EUR', 'BTC']);
    expect(rates.get('BTC')?.toString()).toBe('26403/2500000000'); // 105612e-10
  });
});

describe('ECB provider', () => {
  it('parses the daily file (single quotes, whitespace) and the 90-day file (double quotes, one line)', () => {
    const [daily] = parseEcbXml(fixture('ecb-daily.xml'));
    expect(daily?.date).toBe('2025-01-10');
    expect(daily?.rates.size).toBe(30);
    expect(daily?.rates.get('JPY')?.toString()).toBe('4072/25');
    const hist = parseEcbXml(fixture('ecb-hist-90d.xml'));
    expect(hist.map((d) => d.date)).toEqual(['2025-01-10', '2025-01-09', '2025-01-08', '2025-01-07', '2025-01-06', '2025-01-03', '2025-01-02', '2024-12-31', '2024-11-15']);
    expect(hist[5]?.rates.has('ISK')).toBe(false);
  });

  it('resolves the namespace, not the spelling: a prefixed eurofxref namespace works', () => {
    const xml = fixture('ecb-daily.xml')
      .replace('xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref"', 'xmlns:x="http://www.ecb.int/vocabulary/2002-08-01/eurofxref"')
      .replace(/<Cube/g, '<x:Cube')
      .replace(/<\/Cube/g, '</x:Cube');
    expect(parseEcbXml(xml)[0]?.rates.get('USD')?.toString()).toBe('644/625');
  });

  const bad: [string, string, string][] = [
    ['no root envelope', "<Cube><Cube time='2025-01-10'><Cube currency='USD' rate='1'/></Cube></Cube>", 'the root is not a gesmes:Envelope'],
    ['mismatched tags', fixture('ecb-daily.xml').replace('</gesmes:Sender>', '</gesmes:Sendr>'), 'does not close'],
    ['a rate outside a day', fixture('ecb-daily.xml').replace("<Cube time='2025-01-10'>", "<Cube currency='USD' rate='1'/><Cube time='2025-01-10'>"), 'a rate outside a dated Cube'],
    ['a lower-case code', fixture('ecb-daily.xml').replace("'USD'", "'usd'"), 'bad currency "usd"'],
    ['a zero rate', fixture('ecb-daily.xml').replace("rate='1.0304'", "rate='0'"), 'bad rate for USD'],
    ['a duplicate code', fixture('ecb-daily.xml').replace("'JPY'", "'USD'"), 'USD twice on 2025-01-10'],
    ['an undeclared prefix', fixture('ecb-daily.xml').replace('<gesmes:subject>', '<foo:subject>').replace('</gesmes:subject>', '</foo:subject>'), 'undeclared prefix foo'],
    ['a stray <', fixture('ecb-daily.xml').replace('Reference rates', 'Reference < rates'), 'bad tag'],
  ];
  for (const [what, xml, message] of bad) {
    it(`rejects ${what}`, () => {
      expect(() => parseEcbXml(xml)).toThrow(message);
    });
  }

  it('computes cross rates through the euro and refuses currencies it does not quote', async () => {
    const p = createEcbProvider({ baseUrl: up.ecb.url });
    const gbp = await p.latest('GBP');
    expect(gbp.rates.get('USD')?.toString()).toBe('51520/41889'); // 1.0304 / 0.83778 = 1030400 / 837780, exactly
    expect(gbp.rates.get('EUR')?.toString()).toBe('50000/41889');
    expect(gbp.asOf).toBe('2025-01-10T15:00:00.000Z');
    await expect(p.latest('BTC')).rejects.toThrow(UnsupportedCurrencyError);
    const table = await p.historyTable?.();
    expect(table).toBeDefined();
    expect(() => table && p.historyOf?.(table, 'USD', 'NGN', 30)).toThrow('ecb: no reference rates for NGN');
  });

  it('dates the rates 16:00 CET in winter and 16:00 CEST in summer', () => {
    expect(ecbPublicationTime('2025-01-10')).toBe('2025-01-10T15:00:00.000Z');
    expect(ecbPublicationTime('2025-07-01')).toBe('2025-07-01T14:00:00.000Z');
  });
});

describe('upstream URLs', () => {
  it('joins base URLs with or without a path or a trailing slash', () => {
    expect(joinUrl('https://api.coinbase.com', 'v2/exchange-rates?currency=USD')).toBe('https://api.coinbase.com/v2/exchange-rates?currency=USD');
    expect(joinUrl('https://www.ecb.europa.eu/stats/eurofxref/', 'eurofxref-daily.xml')).toBe('https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml');
  });
});
