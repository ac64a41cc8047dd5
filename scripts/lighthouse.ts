// Lighthouse mobile audits of a built site, served the way a CDN serves it:
// `npm run lighthouse -- [DIR] [--pages /a,/b] [--runs N]` (default dist/, 1 run).
// Not part of `npm test`: scores are noisy. Prints the four category scores and
// LCP / TBT / CLS per page (the median of N runs).
// The currency-rates function answers at /currency-rates on the same origin (a build
// without PUBLIC_CURRENCY_API_URL calls it there), with its upstreams replaced by the
// recorded fixtures the tests use, so the currency page is audited working.
import { createServer, type RequestListener } from 'node:http';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { handleCurrencyRates } from '../functions/currency-rates/index.ts';
import { createStaticHost } from '../src/serve/static-host.ts';
import { createCurrencyRatesTestDeps } from '../tests/integration/currency/deps.ts';
import { startUpstreams } from '../tests/integration/currency/upstreams.ts';
import { createRatesServer, ROUTE } from '../functions/currency-rates/node-server.ts';
import { median } from '../src/bench/stats.ts';

const args = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const dir = path.resolve(args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? 'dist');
const runs = Number(opt('--runs') ?? 1);
// Home, a large category, a unit hub, a conversion page and a currency page.
const pages = (opt('--pages') ?? '/,/convert/length,/units/length/m,/convert/length/m-to-ft,/convert/currency/usd-to-eur').split(',');
const port = Number(process.env['PORT'] ?? 4511);
const chromePath = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

const origin = `http://127.0.0.1:${String(port)}`;
const upstreams = await startUpstreams();
const deps = { ...createCurrencyRatesTestDeps(upstreams.coinbase.url, upstreams.ecb.url, { start: Date.now() }), allowedOrigins: [origin] };
const listener = (s: ReturnType<typeof createServer>): RequestListener => s.listeners('request')[0] as RequestListener;
const site = listener(createStaticHost(dir));
const rates = listener(createRatesServer((request) => handleCurrencyRates(request, deps), () => undefined));
const host = createServer((req, res) => {
  (req.url?.startsWith(ROUTE) ? rates : site)(req, res);
});
await new Promise<void>((resolve, reject) => host.once('error', reject).listen(port, '127.0.0.1', resolve));
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const rows: Row[] = [];
const failures: string[] = [];
try {
  for (const p of pages) {
    const all: Row[] = [];
    for (let i = 0; i < runs; i++) {
      // The default config is Lighthouse's mobile profile: Moto G Power screen, simulated slow 4G and 4x CPU.
      const result = await lighthouse(`${origin}${p}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`lighthouse: no result for ${p}`);
      if (lhr.runtimeError) throw new Error(`lighthouse: ${p}: ${lhr.runtimeError.message}`);
      const score = (id: string): number => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const num = (id: string): number => lhr.audits[id]?.numericValue ?? NaN;
      all.push({
        page: p,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: num('largest-contentful-paint'),
        tbtMs: num('total-blocking-time'),
        cls: num('cumulative-layout-shift'),
      });
      for (const [id, cat] of Object.entries(lhr.categories)) {
        if (id === 'performance' || (cat.score ?? 0) >= 1) continue;
        for (const ref of cat.auditRefs) {
          const a = lhr.audits[ref.id];
          if (ref.weight > 0 && a && a.score !== null && a.score < 1) failures.push(`${p} ${id}: ${a.id} (${a.title})`);
        }
      }
    }
    const med = (k: keyof Omit<Row, 'page'>): number => median(all.map((r) => r[k]));
    rows.push({
      page: p,
      performance: med('performance'),
      accessibility: med('accessibility'),
      bestPractices: med('bestPractices'),
      seo: med('seo'),
      lcpMs: med('lcpMs'),
      tbtMs: med('tbtMs'),
      cls: med('cls'),
    });
  }
} finally {
  chrome.kill();
  host.close();
  await upstreams.close();
}

console.log(`Lighthouse ${runs > 1 ? `median of ${String(runs)} runs, ` : ''}mobile, ${origin} serving ${path.relative(process.cwd(), dir) || '.'}`);
console.log('page                                     perf  a11y  best   seo     LCP ms   TBT ms     CLS');
for (const r of rows) {
  console.log(
    `${r.page.padEnd(40)} ${[r.performance, r.accessibility, r.bestPractices, r.seo].map((n) => String(n).padStart(5)).join(' ')} ` +
      `${r.lcpMs.toFixed(0).padStart(10)} ${r.tbtMs.toFixed(0).padStart(8)} ${r.cls.toFixed(3).padStart(7)}`,
  );
}
for (const f of [...new Set(failures)]) console.log(`  not full marks: ${f}`);
