// Build the console's React app with Vite (Tailwind and the site's global.css) into a
// folder the console server serves. It is never part of the public site's dist/.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { build } from 'vite';

export const UI_ROOT = path.resolve(import.meta.dirname, 'ui');

/** Build the console app into `outDir` (index.html and assets/). */
export async function buildConsoleUi(outDir: string): Promise<void> {
  await build({
    root: UI_ROOT,
    base: '/',
    logLevel: 'warn',
    configFile: false,
    plugins: [react(), tailwindcss()],
    build: { outDir, emptyOutDir: true, reportCompressedSize: false },
  });
}

// `node console/build-ui.ts DIR`: the console tests build the app this way, once per run.
if (import.meta.main) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('usage: node console/build-ui.ts OUT_DIR');
    process.exit(2);
  }
  await buildConsoleUi(outDir);
}
