import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_SETTINGS } from '../pipeline/settings.ts';

/**
 * About `bytes` bytes (UTF-8) of plain paragraphs, non-ASCII characters included as on the
 * site's pages: the padding of the sized floor.
 */
export function fillerHtml(bytes: number): string {
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const p = `<p class="f">Row ${String(i)}: 1 m ≈ 3.2808398950131 ft, 1 ft = 0.3048 m exactly.</p>`;
    parts.push(p);
    size += Buffer.byteLength(p);
  }
  return parts.join('');
}

/**
 * A trivial Astro site with `pages` pages, each with one small React island, and the
 * same build settings as the real site: the floor a build of that many pages cannot go
 * below on this machine (`npm run bench -- --floor`). With `padBytes`, each page also
 * carries that many bytes of static HTML, written into the page as one string: the floor
 * for pages as large as the site's (`--sized-floor`).
 */
export async function writeFloorSite(dir: string, pages: number, padBytes = 0): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'src/pages/[a]'), { recursive: true });
  await mkdir(path.join(dir, 'src/components'), { recursive: true });
  await writeFile(
    path.join(dir, 'astro.config.mjs'),
    `import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
export default defineConfig({
  site: 'https://floor.example',
  build: ${JSON.stringify(BUILD_SETTINGS)},
  trailingSlash: 'never',
  compressHTML: true,
  devToolbar: { enabled: false },
  integrations: [react()],
});
`,
  );
  await writeFile(
    path.join(dir, 'src/components/Counter.tsx'),
    `import { useState } from 'react';
export default function Counter({ start }: { start: number }) {
  const [n, setN] = useState(start);
  return <button type="button" onClick={() => setN(n + 1)}>{n}</button>;
}
`,
  );
  await writeFile(
    path.join(dir, 'src/pages/[a]/[b].astro'),
    `---
import Counter from '../../components/Counter.tsx';
export function getStaticPaths() {
  const out = [];
  for (let i = 0; i < ${String(pages)}; i++) out.push({ params: { a: 'p' + String(Math.floor(i / 1000)), b: 'page-' + String(i) } });
  return out;
}
const { a, b } = Astro.params;
${padBytes > 0 ? `const pad = ${JSON.stringify(fillerHtml(padBytes))};\n` : ''}---
<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>{a} {b}</title></head>
<body><h1>{b}</h1><p>Page {b} of group {a}.</p><Counter client:idle start={1} />${padBytes > 0 ? '<Fragment set:html={pad} />' : ''}</body></html>
`,
  );
  await writeFile(path.join(dir, 'tsconfig.json'), '{ "extends": "astro/tsconfigs/strict" }\n');
}
