// `sw.js`: the worker (sw.ts) bundled by esbuild with Workbox and its precache lists, minified,
// the same bytes for the same site. The merge and the deploy's final step both write it here.
import path from 'node:path';
import { build } from 'esbuild';
import { BUILD_ENV } from '../protocol/build.ts';
import type { LanguagePrecache } from './precache.ts';

/** The rates endpoint the currency pages call, as built (PUBLIC_CURRENCY_API_URL), or the site's own. */
export function ratesUrl(currencyApiUrl: string | undefined): string {
  return currencyApiUrl === undefined || currencyApiUrl === '' ? '/currency-rates' : currencyApiUrl;
}

/** The worker's source, with the lists and the rates URL in place. */
export async function serviceWorkerScript(lists: readonly LanguagePrecache[], rates: string): Promise<string> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, 'sw.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    platform: 'browser',
    write: false,
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'silent',
    define: {
      PRECACHE: JSON.stringify(lists.map((l) => ({ code: l.code, prefix: l.prefix, offline: l.offline, entries: l.entries }))),
      RATES_URL: JSON.stringify(rates),
      // Workbox's development logging stays out.
      [`process.env.${BUILD_ENV.nodeEnv}`]: '"production"',
    },
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error('esbuild wrote no service worker');
  return file.text;
}
