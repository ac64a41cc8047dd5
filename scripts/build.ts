// The owner's build: validate the catalogue, pre-render every page into a fresh
// folder, and only then replace dist/. A failed build never leaves half a site.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { filesBelow } from '../src/lib/files.ts';
import { cleanUpStoppedBuild, replaceDir, runSiteBuild } from '../src/lib/site-build.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(root, process.env['OUT_DIR'] ?? 'dist');
const tmpDir = `${outDir}.partial-${String(process.pid)}`;

// Ctrl-C or SIGTERM: remove the partial output and stop. The removal is synchronous, so
// the build (on this event loop) cannot write more files while it runs.
let stopping = false;
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    cleanUpStoppedBuild(tmpDir, outDir);
    console.error(`\nBuild stopped (${signal}): the partial output was removed; ${path.relative(process.cwd(), outDir) || '.'} was left as it was.`);
    process.exit(code);
  });
}

try {
  const report = await runSiteBuild({ root, outDir: tmpDir });
  await replaceDir(tmpDir, outDir);
  const html = (await filesBelow(outDir, '.html')).length;
  if (process.argv.includes('--report-json')) {
    console.log(JSON.stringify({ htmlFiles: html, ...report }));
  }
  console.log(
    `Build complete: ${String(html)} HTML files (${String(report.pages)} conversion pages) from ${report.origin} in ${report.seconds.toFixed(1)} s, ` +
      `${report.pagesPerSecond.toFixed(0)} pages/s, peak RSS ${String(report.peakRssMb)} MB -> ${path.relative(process.cwd(), outDir) || '.'}`,
  );
} catch (e) {
  await rm(tmpDir, { recursive: true, force: true });
  console.error(`Build failed: ${(e as Error).message}`);
  console.error('dist/ was left as it was.');
  process.exitCode = 1;
}
