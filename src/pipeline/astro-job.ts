// One job of the sharded build, in its own process: `astro build` with the project's
// config into the folder given, rendering the shards of the job file named in
// EXACTCONVERT_BUILD_JOB (src/integrations/shard-output.ts sorts its output by shard).
// Prints `@job {"peakRssMb":N,"languages":{...},"firstPageUs":T}` when done (its render CPU time
// by language and when its first page started: src/site/page-progress.ts). Run by
// src/pipeline/run.ts and scripts/profile-job.ts, not by hand.
import { BUILD_ENV, formatLine } from '../protocol/build.ts';
import { buildInput } from '../site/build-input.ts';

const JOB_ENV = BUILD_ENV.job;

const [root, outDir] = process.argv.slice(2);
if (root === undefined || outDir === undefined || !process.env[JOB_ENV]) {
  console.error(`usage: ${JOB_ENV}=job.json node src/pipeline/astro-job.ts ROOT OUT_DIR`);
  process.exit(2);
}
process.env[BUILD_ENV.astroOutDir] = outDir;
const { build } = await import('astro');
await build({ root, outDir, logLevel: process.env[BUILD_ENV.astroLogLevel] === 'info' ? 'info' : 'warn' });
// The job's pages reported to the process's one build input (src/site/build-input.ts).
const { progress } = buildInput(process.env);
console.log(formatLine('job', { peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024), languages: progress.renderTimes(), firstPageUs: progress.firstPageAt() }));
