// Publish a built site to S3-compatible object storage: `npm run deploy -- [DIR] [--dry-run]
// [--max-deletes N] [--force] [--concurrency N] [--max-attempts N]`, or one step of a sliced
// publish from CI: `--prepare PROBE_DIR`, `--slice SLICE_DIR [--manifest FILE] [--verify]`,
// `--finish MANIFEST... [--verify]` (README, "Publishing" and "Publishing from CI").
import { finishPublish, finishSummaryLine } from '../src/deploy/finish.ts';
import { preparePublish, prepareSummaryLine } from '../src/deploy/prepare.ts';
import { deploy, summaryLine } from '../src/deploy/run.ts';
import { DeployError, deploySettings, parseDeployArgs } from '../src/deploy/settings.ts';
import { publishSlice, sliceSummaryLine } from '../src/deploy/slice.ts';

const print = (line: string): void => {
  process.stdout.write(`${line}\n`);
};
const stop = new AbortController();
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    if (stop.signal.aborted) process.exit(130);
    print(`\n${sig}: finishing the uploads in flight, then stopping (again to stop at once)`);
    stop.abort();
  });
}

const peakRss = (): string => `peak RSS ${String(Math.round(process.resourceUsage().maxRSS / 1024))} MB`;

try {
  const options = parseDeployArgs(process.argv.slice(2));
  const settings = deploySettings(process.env);
  if (options.mode === 'prepare') print(prepareSummaryLine(await preparePublish(settings, options, print, stop.signal)));
  else if (options.mode === 'slice') print(`${sliceSummaryLine(await publishSlice(settings, options, print, stop.signal), options.manifestOut)}; ${peakRss()}`);
  else if (options.mode === 'finish') print(`${finishSummaryLine(await finishPublish(settings, options, print, stop.signal))}; ${peakRss()}`);
  else print(summaryLine(await deploy(settings, options, print, stop.signal)));
} catch (e) {
  if (e instanceof DeployError) {
    console.error(e.message);
    process.exit(stop.signal.aborted ? 130 : 1);
  }
  console.error(`Deploy failed: ${e instanceof Error ? e.message : String(e)}\nThe live site is whole (each phase completes before the next begins); run the same command again to finish.`);
  process.exit(1);
}
