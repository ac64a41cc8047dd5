// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { buildDate, postBuild } from './src/integrations/post-build.ts';
import { BUILD_SETTINGS } from './src/lib/build-settings.ts';
import { sitemapIntegration } from './src/lib/sitemap.ts';

const site = process.env.SITE_URL ?? 'https://exactconvert.example';

export default defineConfig({
  site,
  // Flat files, four pages at a time, one stylesheet: see src/lib/build-settings.ts.
  build: { ...BUILD_SETTINGS },
  trailingSlash: 'never',
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  compressHTML: true,
  devToolbar: { enabled: false },
  // The sitemap integration writes its files first; postBuild then publishes its index as /sitemap.xml.
  integrations: [react(), sitemapIntegration(buildDate()), postBuild()],
  vite: { plugins: [tailwindcss()] },
});
