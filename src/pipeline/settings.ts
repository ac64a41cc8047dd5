import { BUILD_ENV } from '../protocol/build.ts';

/**
 * Astro's `build` settings, shared by astro.config.mjs and the trivial site that
 * `npm run bench -- --floor` measures against (src/bench/floor.ts), so the two always build alike.
 * - `format: 'file'`: flat files (`/convert/length/m-to-ft.html`), served at clean URLs by static hosts.
 * - `concurrency: 4`: four pages render at once, so one page's file write overlaps the next
 *   page's rendering (the fastest of 1, 2, 4 and 8: docs/measurements.md).
 * - `inlineStylesheets: 'never'`: one cached stylesheet for every page.
 */
export const BUILD_SETTINGS = { format: 'file', concurrency: 4, inlineStylesheets: 'never' } as const;

/** The site's canonical origin: SITE_URL, else the placeholder domain (astro.config.mjs and the build's merge). */
export function siteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env[BUILD_ENV.siteUrl] ?? 'https://exactconvert.example';
}
