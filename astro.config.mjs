// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { postBuild } from './src/integrations/post-build.ts';

const site = process.env.SITE_URL ?? 'https://exactconvert.example';

export default defineConfig({
  site,
  // Flat files (`/convert/length/m-to-ft.html`) are served at clean URLs by static hosts.
  build: { format: 'file', concurrency: 1, inlineStylesheets: 'never' },
  trailingSlash: 'never',
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  compressHTML: true,
  devToolbar: { enabled: false },
  integrations: [react(), postBuild()],
  vite: { plugins: [tailwindcss()] },
});
