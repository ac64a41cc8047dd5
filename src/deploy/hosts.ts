// The published limits of the hosts the owner might publish to, and a built site measured
// against them. `npm run deploy` refuses a site its target cannot take; the build's report
// names the limits the site exceeds on the target in DEPLOY_TARGET (README, "Hosts and
// their limits", shows the same table).
import { statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_ENV } from '../protocol/build.ts';

export interface HostLimits {
  id: string;
  name: string;
  maxFiles?: number;
  maxFileBytes?: number;
  maxSiteBytes?: number;
  maxFilesPerDir?: number;
  /** Where the numbers are published. */
  source: string;
  /** What to do when the site is over a limit. */
  wayOut: string;
}

const MiB = 1024 * 1024;
const TO_OBJECT_STORAGE = 'publish to object storage with `npm run deploy` (no file-count or site-size limit; README, "Publishing")';

export const HOSTS: HostLimits[] = [
  {
    id: 'object-storage',
    name: 'Object storage + CDN (S3, R2, B2, MinIO): `npm run deploy`',
    maxFileBytes: 5_000_000_000,
    source: 'AWS S3 User Guide (one PUT up to 5 GB, no limit on the number of objects); Cloudflare R2 limits (5 GiB per single-part upload)',
    wayOut: 'a multipart upload, which `npm run deploy` does not do: no page or asset of this site comes near 5 GB',
  },
  {
    id: 'cloudflare-pages-free',
    name: 'Cloudflare Pages, Free plan',
    maxFiles: 20_000,
    maxFileBytes: 25 * MiB,
    source: 'Cloudflare Pages limits; Pages changelog, 23 January 2026',
    wayOut: TO_OBJECT_STORAGE,
  },
  {
    id: 'cloudflare-pages-paid',
    name: 'Cloudflare Pages, paid plans',
    maxFiles: 100_000,
    maxFileBytes: 25 * MiB,
    source: 'Cloudflare Pages changelog, 23 January 2026 (100,000 files with PAGES_WRANGLER_MAJOR_VERSION=4)',
    wayOut: TO_OBJECT_STORAGE,
  },
  {
    id: 'netlify',
    name: 'Netlify',
    maxFilesPerDir: 54_000,
    source: 'Netlify docs, "Site deploys overview": no limit on files per deploy, 54,000 files per directory',
    wayOut: `${TO_OBJECT_STORAGE}; or fewer pages per category folder`,
  },
  {
    id: 'github-pages',
    name: 'GitHub Pages',
    maxSiteBytes: 1_000_000_000,
    source: 'GitHub Docs, "GitHub Pages limits": a published site may be no larger than 1 GB; a deployment times out after 10 minutes',
    wayOut: TO_OBJECT_STORAGE,
  },
];

export const DEFAULT_TARGET = 'object-storage';

export function hostById(id: string): HostLimits {
  const host = HOSTS.find((h) => h.id === id);
  if (!host) throw new Error(`DEPLOY_TARGET ${JSON.stringify(id)} is not a host this project knows: ${HOSTS.map((h) => h.id).join(', ')}`);
  return host;
}

export interface SiteStats {
  files: number;
  bytes: number;
  largest: { key: string; size: number };
  fullestDir: { dir: string; files: number };
}

/** Files, bytes, the largest file and the folder with the most files directly in it. */
export function statsOf(files: { key: string; size: number }[]): SiteStats {
  const s: SiteStats = { files: 0, bytes: 0, largest: { key: '', size: 0 }, fullestDir: { dir: '', files: 0 } };
  const perDir = new Map<string, number>();
  for (const { key, size } of files) {
    s.files++;
    s.bytes += size;
    if (size > s.largest.size) s.largest = { key, size };
    const folder = path.posix.dirname(key);
    perDir.set(folder, (perDir.get(folder) ?? 0) + 1);
  }
  for (const [d, count] of perDir) if (count > s.fullestDir.files) s.fullestDir = { dir: d === '.' ? '/' : `${d}/`, files: count };
  return s;
}

/** The same, of a built folder (synchronous stats: the build report reads 100,000+ files, and one await per stat made that many times slower). */
export async function siteStats(dir: string): Promise<SiteStats> {
  const files: { key: string; size: number }[] = [];
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const file = path.join(e.parentPath, e.name);
    files.push({ key: path.relative(dir, file).split(path.sep).join('/'), size: statSync(file).size });
  }
  return statsOf(files);
}

const n = (v: number): string => v.toLocaleString('en-US');
const mb = (v: number): string => `${(v / 1e6).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;

/** Each limit of `host` the site exceeds, named with its figure, the site's figure and the way out. */
export function limitProblems(stats: SiteStats, host: HostLimits): string[] {
  const out: string[] = [];
  const over = (what: string): void => {
    out.push(`${host.name}: ${what} (${host.source}). Way out: ${host.wayOut}.`);
  };
  if (host.maxFiles !== undefined && stats.files > host.maxFiles) over(`the site has ${n(stats.files)} files, the limit is ${n(host.maxFiles)}`);
  if (host.maxFileBytes !== undefined && stats.largest.size > host.maxFileBytes) over(`${stats.largest.key} is ${mb(stats.largest.size)}, the limit per file is ${mb(host.maxFileBytes)}`);
  if (host.maxSiteBytes !== undefined && stats.bytes > host.maxSiteBytes) over(`the site is ${mb(stats.bytes)}, the limit is ${mb(host.maxSiteBytes)}`);
  if (host.maxFilesPerDir !== undefined && stats.fullestDir.files > host.maxFilesPerDir) {
    over(`${stats.fullestDir.dir} holds ${n(stats.fullestDir.files)} files, the limit per folder is ${n(host.maxFilesPerDir)}`);
  }
  return out;
}

/** The target host named by DEPLOY_TARGET (default: object storage); an unknown name is an error naming the known ones. */
export function targetHost(env: Record<string, string | undefined>): HostLimits {
  return hostById(env[BUILD_ENV.deployTarget]?.trim() || DEFAULT_TARGET);
}

/** The build report's lines on the target host: the site's figures, and each limit it exceeds with the way out. */
export async function hostReport(dir: string, host: HostLimits): Promise<{ lines: string[]; exceeded: boolean }> {
  const stats = await siteStats(dir);
  const problems = limitProblems(stats, host);
  const figures = `${n(stats.files)} files, ${mb(stats.bytes)}, largest ${stats.largest.key} (${mb(stats.largest.size)}), most files in one folder ${n(stats.fullestDir.files)} (${stats.fullestDir.dir})`;
  if (!problems.length) return { lines: [`Host (DEPLOY_TARGET=${host.id}): within its limits: ${figures}`], exceeded: false };
  return { lines: [`Host (DEPLOY_TARGET=${host.id}): the site exceeds its limits: ${figures}`, ...problems.map((p) => `  ${p}`)], exceeded: true };
}
