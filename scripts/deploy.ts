// Publish a built site to S3-compatible object storage: `npm run deploy -- [DIR] [--dry-run]
// [--max-deletes N] [--force] [--concurrency N] [--max-attempts N]` (README, "Publishing").
import { deploy, summaryLine } from '../src/deploy/run.ts';
import { DeployError, deploySettings, parseDeployArgs } from '../src/deploy/settings.ts';

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

try {
  const options = parseDeployArgs(process.argv.slice(2));
  const settings = deploySettings(process.env);
  print(summaryLine(await deploy(settings, options, print, stop.signal)));
} catch (e) {
  if (e instanceof DeployError) {
    console.error(e.message);
    process.exit(stop.signal.aborted ? 130 : 1);
  }
  console.error(`Deploy failed: ${e instanceof Error ? e.message : String(e)}\nThe live site is whole (each phase completes before the next begins); run the same command again to finish.`);
  process.exit(1);
}
