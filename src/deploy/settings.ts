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

export interface DeployOptions {
  dir: string;
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

const USAGE = 'usage: npm run deploy -- [DIR] [--dry-run] [--max-deletes N] [--force] [--concurrency N] [--max-attempts N]';

function count(flag: string, raw: string | undefined, min: number): number {
  const n = Number(raw);
  if (raw === undefined || !Number.isInteger(n) || n < min) throw new DeployError(`${flag} needs a whole number of at least ${String(min)}, not ${JSON.stringify(raw ?? '')}\n${USAGE}`);
  return n;
}

export function parseDeployArgs(argv: string[]): DeployOptions {
  const o: DeployOptions = { dir: 'dist', dryRun: false, maxDeletes: DEFAULT_MAX_DELETES, force: false, concurrency: 32, maxAttempts: 8 };
  let dirSeen = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--dry-run') o.dryRun = true;
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
  return o;
}
