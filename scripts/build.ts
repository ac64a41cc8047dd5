// The owner's build: validate the catalogue, render its shards in parallel jobs (reusing
// unchanged ones from the cache), merge them into a fresh folder, and only then replace
// dist/. A failed or stopped build never leaves half a site. See src/pipeline/run.ts.
//   npm run build [-- --jobs N] [--no-cache]
//   npm run build -- --shard K/N --out DIR     one slice of a matrix build (then build:merge)
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { orUsageError } from '../src/pipeline/cli.ts';
import { parseShardArg } from '../src/pipeline/plan.ts';
import { BUILD_ENV, formatLine, partialDir, REPORT_OPTION } from '../src/protocol/build.ts';
import { abortBuildSync, buildSite } from '../src/pipeline/run.ts';
import { hostReport, targetHost } from '../src/deploy/hosts.ts';
import { cleanUpStoppedBuild } from '../src/pipeline/swap.ts';
import { msPerPage, renderTimesText } from '../src/pipeline/render-times.ts';

const root = path.resolve(import.meta.dirname, '..');
const args = orUsageError('build', () =>
  parseArgs({
    options: {
      jobs: { type: 'string' },
      shard: { type: 'string' },
      out: { type: 'string' },
      'no-cache': { type: 'boolean', default: false },
      whole: { type: 'boolean', default: false },
      [REPORT_OPTION]: { type: 'boolean', default: false },
    },
  }).values,
);
const jobs = args.jobs === undefined ? availableParallelism() : Number(args.jobs);
if (!Number.isInteger(jobs) || jobs < 1) {
  console.error(`build: --jobs takes a whole number of at least 1, not ${JSON.stringify(args.jobs)}`);
  process.exit(2);
}
const shard = orUsageError('build', () => (args.shard === undefined ? undefined : parseShardArg(args.shard)));
if (shard && args.out === undefined) {
  console.error('build: --shard K/N writes a slice, not the site: give its folder with --out DIR');
  process.exit(2);
}
const host = orUsageError('build', () => targetHost(process.env));
const outDir = path.resolve(root, args.out ?? process.env[BUILD_ENV.outDir] ?? 'dist');
const shown = path.relative(process.cwd(), outDir) || '.';

// Ctrl-C or SIGTERM: stop every job, remove the partial output and stop. The removal is
// synchronous, so nothing more is written while it runs.
let stopping = false;
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    abortBuildSync();
    cleanUpStoppedBuild(partialDir(outDir), outDir);
    console.error(`\nBuild stopped (${signal}): the partial output was removed; ${shown} was left as it was.`);
    process.exit(code);
  });
}

try {
  const report = await buildSite({ root, outDir, jobs, shard, noCache: args['no-cache'], whole: args.whole, env: process.env, print: (l) => {
      console.log(l);
    } });
  if (args[REPORT_OPTION]) console.log(formatLine('report', report));
  console.log(
    `Build complete: ${String(report.htmlFiles)} HTML files (${String(report.pages)} conversion pages) from ${report.origin} in ${report.seconds.toFixed(1)} s ` +
      `(render ${report.renderSeconds.toFixed(1)} s in ${String(report.jobs)} job(s)${report.jobs > report.lanes ? `, ${String(report.lanes)} at a time` : ''}, merge ${report.mergeSeconds.toFixed(1)} s; shards rendered ${String(report.rendered.length)}, reused ${String(report.reused.length)}), ` +
      `peak RSS ${String(report.peakRssMb)} MB -> ${shown}${shard ? ` (slice ${String(shard.k)}/${String(shard.n)}: merge with npm run build:merge)` : ''}`,
  );
  const perPage = msPerPage(report.languages);
  if (perPage.length > 0) console.log(`Render CPU time per page by language (each job's, summed over jobs): ${renderTimesText(perPage)}`);
  if (!shard) for (const line of (await hostReport(outDir, host)).lines) console.log(line);
} catch (e) {
  abortBuildSync();
  console.error(`Build failed: ${(e as Error).message}`);
  console.error(`${shown} was left as it was.`);
  process.exitCode = 1;
}
