// The job an `astro build` process was started for (scripts/build.ts writes it and names
// it in EXACTCONVERT_BUILD_JOB): the shards to render and the catalogue view they read.
// Without one, a build renders every page from the whole catalogue.
import { readFileSync } from 'node:fs';
import { BuildScope } from './plan.ts';
import { type BuildJob, JOB_ENV } from './view.ts';

const KEY = Symbol.for('exactconvert.build-job');
type Holder = Record<symbol, { job: BuildJob | undefined } | undefined>;

/** This process's job, or undefined when the build was not started by scripts/build.ts. */
export function currentJob(): BuildJob | undefined {
  const g = globalThis as unknown as Holder;
  const held = (g[KEY] ??= { job: readJob(process.env[JOB_ENV]) });
  return held.job;
}

function readJob(file: string | undefined): BuildJob | undefined {
  if (file === undefined || file === '') return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as BuildJob;
}

/** What this process renders (every page without a job). */
export function buildScope(): BuildScope {
  const job = currentJob();
  return new BuildScope(job ? job.shards : 'all');
}
