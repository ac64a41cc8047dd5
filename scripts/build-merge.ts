// Merge the slices of a matrix build into the site:
//   npm run build:merge -- SLICE_DIR... --out dist
// Every shard of the catalogue must be in exactly one slice, built from this checkout's
// inputs; the site folder is replaced only when the merge succeeds.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { orUsageError } from '../src/pipeline/cli.ts';
import { abortBuildSync, mergeSlices } from '../src/pipeline/run.ts';
import { hostReport, targetHost } from '../src/deploy/hosts.ts';

const root = path.resolve(import.meta.dirname, '..');
const parsed = orUsageError('build:merge', () => parseArgs({ allowPositionals: true, options: { out: { type: 'string' } } }));
if (parsed.positionals.length === 0) {
  console.error('usage: npm run build:merge -- SLICE_DIR... --out DIR');
  process.exit(2);
}
const host = orUsageError('build:merge', () => targetHost(process.env));
const outDir = path.resolve(parsed.values.out ?? 'dist');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    abortBuildSync();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}
try {
  const r = await mergeSlices({ root, dirs: parsed.positionals.map((d) => path.resolve(d)), outDir, env: process.env, print: (l) => {
      console.log(l);
    } });
  console.log(`Merge complete in ${r.seconds.toFixed(1)} s -> ${path.relative(process.cwd(), outDir) || '.'}`);
  for (const line of (await hostReport(outDir, host)).lines) console.log(line);
} catch (e) {
  abortBuildSync();
  console.error(`build:merge failed: ${(e as Error).message}`);
  process.exitCode = 1;
}
