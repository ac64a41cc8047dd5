// The checks a sliced publish can make without any slice's pages: from the slices'
// manifests (src/deploy/manifest.ts), every page in exactly one slice (so in the sitemaps
// once), and every link that leaves a slice (slice.ts) resolved by key: to a file another
// slice owns, a site-wide file, or a `_redirects` rule whose target is one.
import type { Catalogue } from '../core/catalogue.ts';
import { siteFiles } from '../pipeline/site-files.ts';
import type { SliceManifest } from '../deploy/manifest.ts';
import type { Locale } from '../i18n/locales.ts';
import { candidateKeys, matchRedirect, parseRedirects } from '../serve/rules.ts';

export interface ManifestReport {
  pages: number;
  keys: number;
  /** Pages in more than one shard. */
  twice: string[];
  links: number;
  broken: { page: string; link: string; reason: string }[];
}

export function checkManifests(manifests: readonly SliceManifest[], cat: Catalogue, leaving: Record<string, string>, locales: readonly Locale[]): ManifestReport {
  const seen = new Set<string>();
  const twice: string[] = [];
  const keys = new Set<string>();
  for (const m of manifests) {
    for (const k of Object.keys(m.assets)) keys.add(k);
    for (const s of m.shards) {
      for (const p of s.pages) {
        if (seen.has(p)) twice.push(p);
        seen.add(p);
      }
      for (const k of Object.keys(s.files)) keys.add(k);
    }
  }
  // The site-wide files do not depend on the hashes for their names.
  const site = siteFiles(cat, { site: 'https://example.invalid', locales, apiOrigin: undefined, currencyApiUrl: undefined, adsPublisherId: '' }, { scripts: [], styles: [] });
  for (const [k] of site) keys.add(k);
  const rules = parseRedirects(site.find(([k]) => k === '_redirects')?.[1] ?? '');
  // The sitemaps, written by the final step, are named by the page count.
  const has = (link: string): boolean => /^\/sitemap[\w-]*\.xml$/.test(link) || (candidateKeys(link === '/' ? '/index.html' : link) ?? []).some((k) => keys.has(k));
  const broken: ManifestReport['broken'] = [];
  for (const [link, page] of Object.entries(leaving)) {
    if (has(link)) continue;
    const rule = matchRedirect(rules, link);
    if (!rule) broken.push({ page, link, reason: 'no slice has this page' });
    else if (!has(rule.to)) broken.push({ page, link, reason: `redirects to missing ${rule.to}` });
  }
  return { pages: seen.size, keys: keys.size, twice, links: Object.keys(leaving).length, broken };
}
