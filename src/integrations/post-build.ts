import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { loadEnv } from 'vite';
import { getCatalogue } from '../catalogue/shared.ts';
import { buildSearchIndex } from '../core/search.ts';
import { adsTxt, robotsTxt } from '../core/sitemap.ts';
import { INTEGRATION_INDEX, SITEMAP_INDEX } from '../lib/sitemap.ts';
import { collectInlineHashes, contentSecurityPolicy, originOfEndpoint } from './csp.ts';
import { redirectPage, redirectsFile, headersFile } from './redirects.ts';

/** YYYY-MM-DD of the build (BUILD_DATE overrides, for reproducible builds). */
export function buildDate(): string {
  return process.env['BUILD_DATE'] ?? new Date().toISOString().slice(0, 10);
}

/**
 * Loads (and so validates) the catalogue before any page renders, and after the pages
 * writes what is not a page: the sitemap index under its public name, robots.txt, ads.txt, the search index, alias
 * redirect pages and the host's _redirects and _headers.
 */
export function postBuild(): AstroIntegration {
  let site = '';
  let root = process.cwd();
  return {
    name: 'exactconvert:post-build',
    hooks: {
      'astro:config:setup': async ({ config, command }) => {
        site = config.site ?? '';
        root = fileURLToPath(config.root);
        if (command === 'build') await getCatalogue();
      },
      'astro:build:done': async ({ dir }) => {
        const out = fileURLToPath(dir);
        const cat = await getCatalogue();
        const write = async (rel: string, body: string): Promise<void> => {
          const file = path.join(out, rel);
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, body);
        };
        // @astrojs/sitemap wrote sitemap-0.xml... and its index; robots.txt names /sitemap.xml (SPEC §2).
        await rename(path.join(out, INTEGRATION_INDEX), path.join(out, SITEMAP_INDEX)).catch((e: unknown) => {
          throw new Error(`The sitemap integration wrote no ${INTEGRATION_INDEX} (see its error above): ${(e as Error).message}`);
        });
        await write('robots.txt', robotsTxt(site));
        await write('ads.txt', adsTxt(process.env['ADS_PUBLISHER_ID'] ?? 'pub-0000000000000000'));
        await write('search-index.json', JSON.stringify(buildSearchIndex(cat)));
        for (const a of cat.aliases) await write(`${a.from.slice(1)}.html`, redirectPage(site, a.to));
        await write('_redirects', redirectsFile(cat.aliases));
        // The CSP allows exactly the inline scripts and styles of the pages just written.
        const hashes = await collectInlineHashes(out);
        const api = process.env['PUBLIC_CURRENCY_API_URL'] ?? loadEnv('production', root, 'PUBLIC_')['PUBLIC_CURRENCY_API_URL'];
        const apiOrigin = api === undefined || api === '' ? undefined : originOfEndpoint(api);
        await write('_headers', headersFile(contentSecurityPolicy(hashes, { connectOrigins: apiOrigin ? [apiOrigin] : [] })));
      },
    },
  };
}
