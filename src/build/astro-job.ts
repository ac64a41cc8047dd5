// One job of the sharded build, in its own process: `astro build` with the project's
// config into the folder given, rendering the shards of the job file named in
// EXACTCONVERT_BUILD_JOB (src/integrations/shard-output.ts sorts its output by shard).
// Prints `@job {"peakRssMb":N}` when done. Run by src/build/run.ts, not by hand.
import { JOB_ENV } from './view.ts';

const [root, outDir] = process.argv.slice(2);
if (root === undefined || outDir === undefined || !process.env[JOB_ENV]) {
  console.error(`usage: ${JOB_ENV}=job.json node src/build/astro-job.ts ROOT OUT_DIR`);
  process.exit(2);
}
process.env['ASTRO_OUT_DIR'] = outDir;
const { build } = await import('astro');
await build({ root, outDir, logLevel: process.env['ASTRO_LOG_LEVEL'] === 'info' ? 'info' : 'warn' });
console.log(`@job ${JSON.stringify({ peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) })}`);
