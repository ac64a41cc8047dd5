// What `npm run deploy` is told: the bucket and its credentials from the environment, and
// the command's flags. A missing or malformed setting is named in the error.

export class DeployError extends Error {}

export interface DeploySettings {
  bucket: string;
  /** Empty for AWS S3; the account's endpoint for R2, B2, MinIO. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string | undefined;
}

type Env = Record<string, string | undefined>;

function value(env: Env, name: string): string | undefined {
  const v = env[name]?.trim();
  return v ? v : undefined;
}

export function deploySettings(env: Env): DeploySettings {
  const missing = ['DEPLOY_S3_BUCKET', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'].filter((n) => !value(env, n));
  if (missing.length) {
    throw new DeployError(
      `Missing setting${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}. Set ${missing.length > 1 ? 'them' : 'it'} in the environment (README, "Publishing"): the bucket, and an access key that may list, read, write and delete its objects.`,
    );
  }
  const endpoint = value(env, 'DEPLOY_S3_ENDPOINT');
  if (endpoint && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint)) {
    throw new DeployError(`DEPLOY_S3_ENDPOINT must be an origin such as https://ACCOUNT.r2.cloudflarestorage.com, not ${JSON.stringify(endpoint)}`);
  }
  return {
    bucket: value(env, 'DEPLOY_S3_BUCKET') ?? '',
    endpoint,
    region: value(env, 'DEPLOY_S3_REGION') ?? 'auto',
    accessKeyId: value(env, 'AWS_ACCESS_KEY_ID') ?? '',
    secretAccessKey: value(env, 'AWS_SECRET_ACCESS_KEY') ?? '',
    sessionToken: value(env, 'AWS_SESSION_TOKEN'),
  };
}

/**
 * What to publish: a whole built site (`site`, the default), or one part of a matrix
 * publish: `prepare` (the CSP and public files the new pages need, from a probe build),
 * `slice` (one slice of a `--shard K/N` build), `finish` (the site-wide files and
 * deletions, from the slices' manifests). README, "Publishing from CI".
 */
export type DeployMode = 'site' | 'prepare' | 'slice' | 'finish';

export interface DeployOptions {
  mode: DeployMode;
  /** The site, probe or slice folder. */
  dir: string;
  /** With `finish`: the slices' manifests. */
  manifests: string[];
  /** With `slice`: where to write its manifest. */
  manifestOut: string;
  /** List and compare everything instead of trusting the records of the last publish. */
  verify: boolean;
  dryRun: boolean;
  /** Refuse a deploy that would delete more objects than this, unless `force`. */
  maxDeletes: number;
  force: boolean;
  /** Uploads in flight at once. */
  concurrency: number;
  /** Attempts per request (the SDK's adaptive retry: back-off on throttling and 5xx). */
  maxAttempts: number;
}

/** Hugo's deploy refuses more than 256 deletions by default; so do we. */
export const DEFAULT_MAX_DELETES = 256;

const USAGE = [
  'usage: npm run deploy -- [DIR] [--dry-run] [--max-deletes N] [--force] [--concurrency N] [--max-attempts N]',
  '       npm run deploy -- --prepare PROBE_DIR',
  '       npm run deploy -- --slice SLICE_DIR [--manifest FILE] [--verify]',
  '       npm run deploy -- --finish MANIFEST... [--max-deletes N] [--force] [--verify]',
].join('\n');

function count(flag: string, raw: string | undefined, min: number): number {
  const n = Number(raw);
  if (raw === undefined || !Number.isInteger(n) || n < min) throw new DeployError(`${flag} needs a whole number of at least ${String(min)}, not ${JSON.stringify(raw ?? '')}\n${USAGE}`);
  return n;
}

export function parseDeployArgs(argv: string[]): DeployOptions {
  const o: DeployOptions = { mode: 'site', dir: 'dist', manifests: [], manifestOut: '', verify: false, dryRun: false, maxDeletes: DEFAULT_MAX_DELETES, force: false, concurrency: 32, maxAttempts: 8 };
  let dirSeen = false;
  const modeFlag = (m: DeployMode, flag: string): void => {
    if (o.mode !== 'site') throw new DeployError(`${flag} and --${o.mode} are different steps: give one\n${USAGE}`);
    o.mode = m;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--prepare' || a === '--slice' || a === '--finish') modeFlag(a.slice(2) as DeployMode, a);
    else if (a === '--manifest') o.manifestOut = argv[++i] ?? '';
    else if (a === '--verify') o.verify = true;
    else if (o.mode === 'finish' && !a.startsWith('-')) o.manifests.push(a);
    else if (a === '--dry-run') o.dryRun = true;
    else if (a === '--force') o.force = true;
    else if (a === '--max-deletes') o.maxDeletes = count(a, argv[++i], 0);
    else if (a === '--concurrency') o.concurrency = count(a, argv[++i], 1);
    else if (a === '--max-attempts') o.maxAttempts = count(a, argv[++i], 1);
    else if (a.startsWith('-')) throw new DeployError(`Unknown option ${a}\n${USAGE}`);
    else if (dirSeen) throw new DeployError(`One folder only: ${JSON.stringify(o.dir)} and ${JSON.stringify(a)}\n${USAGE}`);
    else {
      o.dir = a;
      dirSeen = true;
    }
  }
  if (o.mode === 'finish' && o.manifests.length === 0) throw new DeployError(`--finish needs the manifest of every slice\n${USAGE}`);
  if ((o.mode === 'prepare' || o.mode === 'slice') && !dirSeen) throw new DeployError(`--${o.mode} needs the folder to publish from\n${USAGE}`);
  if (o.manifestOut !== '' && o.mode !== 'slice') throw new DeployError(`--manifest goes with --slice\n${USAGE}`);
  if (o.mode === 'slice' && o.manifestOut === '') o.manifestOut = `${o.dir.replace(/\/+$/, '')}/publish-manifest.json.gz`;
  if (o.dryRun && o.mode !== 'site') throw new DeployError(`--dry-run is for a whole-site deploy\n${USAGE}`);
  return o;
}
