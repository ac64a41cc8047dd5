// `npm run deploy`: publish a built site to S3-compatible object storage, sending only the
// files whose bytes changed, in an order that keeps the live site whole at every moment
// (src/deploy/plan.ts), deleting what is no longer built last and within a limit.
import { readFile } from 'node:fs/promises';
import { cacheControl, contentType } from '../serve/media.ts';
import { EDGE_RULES_TTL_SECONDS } from '../serve/rules.ts';
import { Bucket } from './bucket.ts';
import { transitionalHeaders } from './headers-transition.ts';
import { hostById, limitProblems, statsOf } from './hosts.ts';
import { type LocalFile, scanSite } from './local.ts';
import { type DeployPlan, type DeployState, newState, parseState, PHASES, planDeploy, STATE_KEY } from './plan.ts';
import { parseSlicedState } from './records.ts';
import { DeployProgress } from './upload-progress.ts';
import { type Context, DeployInterrupted, mb, sum, uploadAll } from './uploads.ts';
import { DeployError, type DeployOptions, type DeploySettings } from './settings.ts';

export interface DeploySummary {
  uploaded: number;
  uploadedBytes: number;
  unchanged: number;
  deleted: number;
  retired: number;
  /** Requests the SDK sent again after throttling, a 5xx or a dropped connection. */
  retries: number;
  seconds: number;
  dryRun: boolean;
}

function printPlan(plan: DeployPlan, print: (line: string) => void): void {
  for (const phase of PHASES) for (const f of plan.uploads[phase]) print(`  upload  ${phase.padEnd(7)}  ${f.key}  (${String(f.size)} B)`);
  for (const key of plan.retire) print(`  keep    retired  ${key}  (no longer built; the next deploy deletes it)`);
  for (const key of plan.deletes) print(`  delete           ${key}`);
}

export async function deploy(settings: DeploySettings, options: DeployOptions, print: (line: string) => void, signal?: AbortSignal): Promise<DeploySummary> {
  const t0 = performance.now();
  const local = await scanSite(options.dir);
  const problems = limitProblems(statsOf(local), hostById('object-storage'));
  if (problems.length) throw new DeployError(problems.join('\n'));
  print(`Site: ${String(local.length)} files, ${mb(sum(local))} in ${options.dir}`);
  const bucket = new Bucket(settings, options);
  try {
    const [remote, stateText] = await Promise.all([bucket.list(), bucket.getText(STATE_KEY)]);
    const plan = planDeploy(local, remote, parseState(stateText));
    const toSend = PHASES.flatMap((p) => plan.uploads[p]);
    print(
      `Bucket: ${bucket.description}, ${String(remote.size)} objects. To upload: ${String(toSend.length)} files (${mb(sum(toSend))}); unchanged: ${String(plan.unchanged)}; to delete: ${String(plan.deletes.length)}; stale assets kept one more deploy: ${String(plan.retire.length)}`,
    );
    if (plan.allBecause) print(`  every file is sent: ${plan.allBecause}`);
    if (plan.deletes.length > options.maxDeletes && !options.force) {
      const shown = plan.deletes.slice(0, 10).join(', ');
      throw new DeployError(
        `Refused: this deploy would delete ${String(plan.deletes.length)} objects, more than --max-deletes ${String(options.maxDeletes)} (${shown}${plan.deletes.length > 10 ? ', …' : ''}). Check that ${options.dir} is the whole site; then pass --max-deletes ${String(plan.deletes.length)} or --force. Nothing was changed.`,
      );
    }
    const summary: DeploySummary = { uploaded: 0, uploadedBytes: 0, unchanged: plan.unchanged, deleted: 0, retired: plan.retire.length, retries: 0, seconds: 0, dryRun: options.dryRun };
    if (options.dryRun) {
      printPlan(plan, print);
      summary.uploaded = toSend.length;
      summary.uploadedBytes = sum(toSend);
      summary.deleted = plan.deletes.length;
      summary.seconds = (performance.now() - t0) / 1000;
      return summary;
    }
    const ctx: Context = { bucket, options, progress: new DeployProgress(toSend.length, sum(toSend), print), signal, print, retries: 0, foreignEtags: 0 };
    // After a sliced publish, its records describe the bucket: before this deploy changes it, they stop being trusted.
    const sliced = parseSlicedState(stateText);
    if (sliced && (toSend.length || plan.deletes.length)) {
      const v1: DeployState = { version: 1, rules: sliced.rules, retired: sliced.retired };
      await bucket.put(STATE_KEY, Buffer.from(JSON.stringify(v1)), { contentType: 'application/json; charset=utf-8', cacheControl: 'no-store' });
    }
    for (const phase of PHASES) {
      if (phase === 'pages' && plan.uploads.pages.length) await widenPolicy(ctx, local, plan);
      // The host's rules go one at a time, `_headers` last: it must not go live before `_redirects`.
      await uploadAll(ctx, plan.uploads[phase], phase === 'config' ? 1 : ctx.options.concurrency);
    }
    if (plan.deletes.length) {
      if (signal?.aborted) throw new DeployInterrupted('Stopped before deleting. The live site is whole; run the same command again to finish.');
      await bucket.delete(plan.deletes, (k) => (summary.deleted += k));
    }
    const state = JSON.stringify(newState(plan));
    if (state !== stateText) await bucket.put(STATE_KEY, Buffer.from(state), { contentType: 'application/json; charset=utf-8', cacheControl: 'no-store' }).catch((e: unknown) => {
      throw new DeployError(`Every file was published, but the deploy's state (${STATE_KEY}) could not be written: ${String(e)}. Run again to record it.`);
    });
    summary.uploaded = ctx.progress.files;
    summary.uploadedBytes = ctx.progress.bytes;
    summary.retries = ctx.retries;
    summary.seconds = (performance.now() - t0) / 1000;
    return summary;
  } finally {
    bucket.destroy();
  }
}

/** Before new pages go live, publish a `_headers` whose CSP also allows their new inline scripts, and give the edge time to read it. */
async function widenPolicy(ctx: Context, local: LocalFile[], plan: DeployPlan): Promise<void> {
  const next = plan.uploads.config.find((f) => f.key === '_headers');
  if (!next) return;
  const wide = transitionalHeaders(await ctx.bucket.getText('_headers'), await readFile(next.file, 'utf8'));
  if (wide === undefined || !local.length) return;
  const r = await ctx.bucket.put('_headers', Buffer.from(wide), { contentType: contentType('_headers'), cacheControl: cacheControl('_headers') });
  ctx.retries += r.attempts - 1;
  ctx.print(`  the new pages need a wider Content-Security-Policy: published the union of the old and new ones; waiting ${String(EDGE_RULES_TTL_SECONDS)} s for the edge to read it`);
  await new Promise((r) => setTimeout(r, EDGE_RULES_TTL_SECONDS * 1000));
}

export function summaryLine(s: DeploySummary): string {
  const verb = s.dryRun ? 'Dry run (nothing changed): would upload' : 'Deploy complete: uploaded';
  return `${verb} ${String(s.uploaded)} files (${mb(s.uploadedBytes)}), unchanged ${String(s.unchanged)}, ${s.dryRun ? 'would delete' : 'deleted'} ${String(s.deleted)}, stale assets kept ${String(s.retired)}, retried ${String(s.retries)} requests, in ${s.seconds.toFixed(1)} s`;
}
