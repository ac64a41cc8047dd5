// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { buildDate, postBuild } from './src/integrations/post-build.ts';
import { sitemapIntegration } from './src/lib/sitemap.ts';

const site = process.env.SITE_URL ?? 'https://exactconvert.example';

export default defineConfig({
  site,
  // Flat files (`/convert/length/m-to-ft.html`) are served at clean URLs by static hosts.
  build: { format: 'file', concurrency: 1, inlineStylesheets: 'never' },
  trailingSlash: 'never',
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  compressHTML: true,
  devToolbar: { enabled: false },
  // The sitemap integration writes its files first; postBuild then publishes its index as /sitemap.xml.
  integrations: [react(), sitemapIntegration(buildDate()), postBuild()],
  vite: { plugins: [tailwindcss()] },
});
