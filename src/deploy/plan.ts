// What a deploy must do, from the built files, the bucket's listing and the state the last
// finished deploy left: which files to upload in which phase, which objects to delete, and
// which stale assets to keep one more deploy. Pure: no network, no files.
import { createHash } from 'node:crypto';
import { LANGUAGES } from '../i18n/languages/index.ts';
import { searchIndexPath } from '../i18n/paths.ts';
import { mediaRules } from '../serve/media.ts';
import { DEPLOY_PREFIX } from '../serve/rules.ts';
import { etagMd5, type LocalFile } from './local.ts';

/**
 * The order that keeps the live site whole at every moment: hashed assets (and the other
 * files pages refer to) before the pages that load them, then the site-wide indexes that
 * list the pages, then the host's rules; deletions come last (src/deploy/run.ts).
 */
export const PHASES = ['assets', 'pages', 'indexes', 'config'] as const;
export type Phase = (typeof PHASES)[number];

/** The search index of every language (src/i18n/paths.ts), whether or not this build rendered it. */
const SEARCH_INDEXES: ReadonlySet<string> = new Set(LANGUAGES.map((r) => searchIndexPath(r.code).slice(1)));

export function phaseOf(key: string): Phase {
  if (key === '_redirects' || key === '_headers') return 'config';
  if (key.endsWith('.html')) return 'pages';
  // The search indexes (one per language) list pages, so they follow them. The currency lists
  // are fetched by the pages, so they go first with the assets (a currency new in the list
  // may be picked a moment before its page is up; the conversion is the API's, not the page's).
  if (!key.includes('/') && (/^sitemap.*\.xml$/.test(key) || SEARCH_INDEXES.has(key) || key === 'robots.txt')) return 'indexes';
  // The service worker lists the offline pages and the assets they load: it goes when they are up.
  if (key === 'sw.js') return 'indexes';
  return 'assets';
}

/** Within the config phase `_redirects` goes before `_headers`; elsewhere keys go in order. */
function phaseRank(key: string): number {
  return key === '_headers' ? 1 : 0;
}

/** An object in the bucket, from its listing. */
export interface RemoteObject {
  key: string;
  size: number;
  etag: string;
}

/** The key of the deploy's own state object. */
export const STATE_KEY = `${DEPLOY_PREFIX}state.json`;

/** What the last finished deploy leaves in the bucket. */
export interface DeployState {
  version: 1;
  /** The media rules (Content-Type, Cache-Control) the objects were written with. */
  rules: string;
  /** Hashed assets that were no longer built: kept for pages cached before that deploy, deleted by the next one. */
  retired: string[];
}

/** A fingerprint of the media rules: when they change, every object is written again with its new headers. */
export function mediaRulesFingerprint(): string {
  return createHash('sha256').update(mediaRules()).digest('hex').slice(0, 16);
}

export interface DeployPlan {
  uploads: Record<Phase, LocalFile[]>;
  unchanged: number;
  /** Objects no longer built, to delete after the uploads. */
  deletes: string[];
  /** Stale hashed assets kept this time (the next deploy deletes them). */
  retire: string[];
  /** Why every file is sent, when the media rules changed. */
  allBecause: string | undefined;
}

/** The store's ETag of an object written in one PUT is the MD5 of its bytes, in quotes. */
function sameBytes(local: LocalFile, remote: RemoteObject | undefined): boolean {
  return remote !== undefined && remote.size === local.size && etagMd5(remote.etag) === local.md5;
}

export function planDeploy(local: LocalFile[], remote: Map<string, RemoteObject>, state: DeployState | undefined): DeployPlan {
  const fingerprint = mediaRulesFingerprint();
  const allBecause = state && state.rules !== fingerprint ? 'the Content-Type / Cache-Control rules changed since the last deploy' : undefined;
  const uploads: Record<Phase, LocalFile[]> = { assets: [], pages: [], indexes: [], config: [] };
  let unchanged = 0;
  const built = new Set<string>();
  for (const f of local) {
    built.add(f.key);
    if (!allBecause && sameBytes(f, remote.get(f.key))) unchanged++;
    else uploads[phaseOf(f.key)].push(f);
  }
  for (const phase of PHASES) uploads[phase].sort((a, b) => phaseRank(a.key) - phaseRank(b.key) || (a.key < b.key ? -1 : 1));
  const retiredBefore = new Set(state?.retired ?? []);
  const deletes: string[] = [];
  const retire: string[] = [];
  for (const key of [...remote.keys()].sort()) {
    if (built.has(key) || key.startsWith(DEPLOY_PREFIX)) continue;
    if (key.startsWith('_astro/') && !retiredBefore.has(key)) retire.push(key);
    else deletes.push(key);
  }
  return { uploads, unchanged, deletes, retire, allBecause };
}

export function newState(plan: DeployPlan): DeployState {
  return { version: 1, rules: mediaRulesFingerprint(), retired: plan.retire };
}

/** Parse the state object; a malformed one is treated as absent (every file is then compared by its bytes). */
export function parseState(text: string | undefined): DeployState | undefined {
  if (!text) return undefined;
  try {
    const s = JSON.parse(text) as Omit<Partial<DeployState>, 'version'> & { version?: number };
    // Version 2 (a sliced publish's, src/deploy/records.ts) has the same rules and retired assets.
    if ((s.version !== 1 && s.version !== 2) || typeof s.rules !== 'string' || !Array.isArray(s.retired)) return undefined;
    return { version: 1, rules: s.rules, retired: s.retired.filter((k): k is string => typeof k === 'string') };
  } catch {
    return undefined;
  }
}
