// Where a job's time goes: one job of the build (src/pipeline/astro-job.ts) rendering one shard,
// under V8's CPU profiler, then the functions that took the most time while the pages rendered.
//   npm run profile [-- --shard ID] [--locale CODE] [--top N] [--dir DIR]
// --shard: a shard of the plan (default: the largest); --locale: only that language's pages (a
// profile of one language; default every language); --top: how many functions (default 20);
// --dir: where the .cpuprofile goes (default .tmp/profile/), to open in Chrome's DevTools.
// Prints the job's render CPU time per page by language, then the functions by self and by inclusive
// time, counted from the job's first page (its `@job` line says when).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadCatalogueSources } from '../src/catalogue/index.ts';
import { buildCatalogue } from '../src/core/catalogue.ts';
import { builtLocales, isLocale } from '../src/i18n/locales.ts';
import { orUsageError } from '../src/pipeline/cli.ts';
import { planShards } from '../src/pipeline/plan.ts';
import { msPerPage, renderTimesText } from '../src/pipeline/render-times.ts';
import { jobEnv, jobFor } from '../src/pipeline/jobs.ts';
import { type CpuProfile, profileTimes } from '../src/bench/profile.ts';
import { buildDate, parseLine } from '../src/protocol/build.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({ options: { shard: { type: 'string' }, locale: { type: 'string' }, top: { type: 'string' }, dir: { type: 'string' } } });
const top = Number(args.top ?? 20);
const dir = path.resolve(args.dir ?? path.join(root, '.tmp/profile'));
const src = await loadCatalogueSources();
const full = buildCatalogue(src);
const locales = builtLocales(process.env);
const shards = planShards(full, locales);
const shard = orUsageError('profile', () => {
  if (!Number.isInteger(top) || top < 1) throw new Error(`--top takes a whole number of at least 1, not ${JSON.stringify(args.top)}`);
  if (args.locale !== undefined && !isLocale(args.locale)) throw new Error(`--locale: no language ${JSON.stringify(args.locale)}`);
  if (args.shard === undefined) return [...shards].sort((a, b) => b.pages - a.pages || (a.id < b.id ? -1 : 1))[0];
  const s = shards.find((x) => x.id === args.shard);
  if (!s) throw new Error(`--shard: no shard ${JSON.stringify(args.shard)} (the plan has ${shards.map((x) => x.id).slice(0, 5).join(', ')}...)`);
  return s;
});
if (!shard) throw new Error('profile: the catalogue has no shards');

// The job file a build would write for this shard alone (src/pipeline/jobs.ts), in one language when asked.
const job = jobFor(src, full, [shard], buildDate(process.env));
if (args.locale !== undefined && isLocale(args.locale)) job.locales = [args.locale];
// Below the project, as a build's jobs are (Astro's server bundle must find node_modules).
const work = path.join(root, 'node_modules/.cache/exactconvert-profile');
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const file = path.join(work, 'job.json');
writeFileSync(file, JSON.stringify(job));
console.log(`Profiling shard ${shard.id} (${String(shard.pages)} pages in ${String(locales.length)} languages)${args.locale === undefined ? '' : `, its ${String(shard.pages / locales.length)} pages in ${args.locale} only`}...`);

const env = jobEnv(process.env, file);
const t0 = performance.now();
const r = spawnSync(process.execPath, ['--cpu-prof', '--cpu-prof-dir', dir, path.join(root, 'src/pipeline/astro-job.ts'), root, path.join(work, 'out')], { cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const seconds = (performance.now() - t0) / 1000;
rmSync(work, { recursive: true, force: true });
if (r.status !== 0) {
  console.error(r.stdout.slice(-4000), r.stderr.slice(-4000));
  console.error(`profile: the job failed (${r.signal ?? `code ${String(r.status)}`})`);
  process.exit(1);
}
const end = r.stdout.split('\n').map(parseLine).find((m) => m?.kind === 'job');
console.log(`Job: ${seconds.toFixed(1)} s, peak RSS ${String(end?.kind === 'job' ? end.value.peakRssMb : 0)} MB`);
if (end?.kind === 'job') console.log(`Render CPU time per page: ${renderTimesText(msPerPage(end.value.languages))}`);

// The job's own profile: the largest file (a worker thread writes its own, smaller one).
const profiles = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')).map((f) => path.join(dir, f));
const main = profiles.sort((a, b) => statSync(b).size - statSync(a).size)[0];
if (!main) {
  console.error(`profile: no .cpuprofile was written in ${dir}`);
  process.exit(1);
}
const times = profileTimes(JSON.parse(readFileSync(main, 'utf8')) as CpuProfile, end?.kind === 'job' ? end.value.firstPageUs : 0);
const row = (t: { frame: string; ms: number; share: number }): string => `  ${t.ms.toFixed(0).padStart(7)} ms ${(t.share * 100).toFixed(1).padStart(5)} %  ${t.frame}`;
console.log(`Profile: ${path.relative(process.cwd(), main)}; ${times.total.toFixed(0)} ms from the first page to the job's end.`);
console.log(`Self time, top ${String(top)}:`);
for (const t of times.self.slice(0, top)) console.log(row(t));
console.log(`Inclusive time, top ${String(top)}:`);
for (const t of times.inclusive.filter((x) => !x.frame.startsWith('(root)')).slice(0, top)) console.log(row(t));
