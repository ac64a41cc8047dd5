// Where the unit generator writes (`npm run units:import` and the owner console): Postgres
// when DATABASE_URL is set, else the seed JSON in data/ (or the folder given); `--target`
// may name one. One choice, with its messages, for both.
import { describeTarget } from '../postgres/connection.ts';
import type { ImportTarget } from './import-target.ts';
import { JsonTarget } from './import-json.ts';
import { PostgresTarget } from './import-postgres.ts';

export type ImportTargetKind = 'postgres' | 'json';

/** The chosen target: its kind, its label ("postgres 127.0.0.1:5432/units", "data/ (seed JSON)") and a fresh target to write (close it after use). */
export type ImportTargetChoice =
  | { ok: true; kind: 'postgres'; databaseUrl: string; label: string; open: () => ImportTarget }
  | { ok: true; kind: 'json'; dataDir: string | undefined; label: string; open: () => ImportTarget };

/** Why no target was chosen: a kind that is neither (a usage error) or Postgres without DATABASE_URL. */
export interface ImportTargetRefusal {
  ok: false;
  problem: 'unknown-kind' | 'no-database-url';
  message: string;
}

/**
 * Choose the target: `kind` when given, else Postgres when `databaseUrl` is set (an empty
 * one is not set), else the seed JSON in `dataDir` (default data/).
 */
export function chooseImportTarget(o: { kind?: string | undefined; databaseUrl?: string | undefined; dataDir?: string | undefined }): ImportTargetChoice | ImportTargetRefusal {
  const url = o.databaseUrl === '' ? undefined : o.databaseUrl;
  const kind = o.kind ?? (url ? 'postgres' : 'json');
  if (kind !== 'postgres' && kind !== 'json') return { ok: false, problem: 'unknown-kind', message: `--target is postgres or json, not ${JSON.stringify(kind)}` };
  if (kind === 'postgres') {
    if (!url) return { ok: false, problem: 'no-database-url', message: '--target postgres needs DATABASE_URL.' };
    return { ok: true, kind, databaseUrl: url, label: `postgres ${describeTarget(url)}`, open: () => new PostgresTarget(url) };
  }
  const dir = o.dataDir;
  return { ok: true, kind, dataDir: dir, label: new JsonTarget(dir).label, open: () => new JsonTarget(dir) };
}
