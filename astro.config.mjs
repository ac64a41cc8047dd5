// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { shardOutput } from './src/integrations/shard-output.ts';
import { pathIndependentIslands } from './src/integrations/reproducible.ts';
import { reactRenderToString } from './src/integrations/react-string.ts';
import { BUILD_SETTINGS, siteUrl } from './src/pipeline/settings.ts';
import { builtLocales, DEFAULT_LOCALE } from './src/i18n/locales.ts';
import { BUILD_ENV } from './src/protocol/build.ts';

export default defineConfig({
  site: siteUrl(),
  // Flat files, four pages at a time, one stylesheet: see src/pipeline/settings.ts.
  build: { ...BUILD_SETTINGS },
  trailingSlash: 'never',
  // English at the root, every other language under its prefix (src/pages/[...lang]/, src/i18n/).
  // The languages this build renders: the published ones and those its environment asks for (src/i18n/locales.ts).
  i18n: { locales: builtLocales(process.env), defaultLocale: DEFAULT_LOCALE, routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false } },
  outDir: process.env[BUILD_ENV.astroOutDir] ?? './dist',
  compressHTML: true,
  devToolbar: { enabled: false },
  // `npm run build` (src/pipeline/run.ts) renders shards in jobs of this config; shardOutput sorts a
  // job's pages by shard, and the merge writes the sitemaps, search index, _headers and the rest.
  // Islands render on the server in one renderToString call, with their useId prefix: src/integrations/react-string.ts.
  integrations: [react({ experimentalDisableStreaming: true }), shardOutput()],
  vite: { plugins: [tailwindcss(), pathIndependentIslands(), reactRenderToString()] },
});
