// The deploy's pure parts: which phase a file goes in, what a plan sends, keeps and deletes,
// the CSP while a deploy is half-way, its settings and flags, and the hosts' limits.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { notAllowed, transitionalHeaders, unionPolicy } from '../../../src/deploy/headers-transition.ts';
import { HOSTS, hostById, limitProblems, statsOf, targetHost } from '../../../src/deploy/hosts.ts';
import type { LocalFile } from '../../../src/deploy/local.ts';
import { type DeployState, mediaRulesFingerprint, parseState, phaseOf, planDeploy, type RemoteObject } from '../../../src/deploy/plan.ts';
import { DEFAULT_MAX_DELETES, deploySettings, parseDeployArgs } from '../../../src/deploy/settings.ts';
import { headersFile } from '../../../src/pipeline/headers.ts';
import { candidateKeys, isPrivateKey } from '../../../src/serve/rules.ts';

const file = (key: string, md5 = 'a'.repeat(32), size = 10): LocalFile => ({ key, file: `/site/${key}`, size, md5 });
const remote = (key: string, md5 = 'a'.repeat(32), size = 10): [string, RemoteObject] => [key, { key, size, etag: `"${md5}"` }];
const state = (retired: string[] = []): DeployState => ({ version: 1, rules: mediaRulesFingerprint(), retired });

describe('deploy plan', () => {
  it('puts assets first, then pages, then the indexes, then the host rules', () => {
    expect(phaseOf('_astro/Base.x1.css')).toBe('assets');
    expect(phaseOf('favicon.svg')).toBe('assets');
    expect(phaseOf('convert/length/m-to-ft.html')).toBe('pages');
    expect(phaseOf('404.html')).toBe('pages');
    expect(phaseOf('sitemap.xml')).toBe('indexes');
    expect(phaseOf('sitemap-3.xml')).toBe('indexes');
    expect(phaseOf('search-index.json')).toBe('indexes');
    expect(phaseOf('search-index.az.json')).toBe('indexes');
    expect(phaseOf('currencies.json')).toBe('assets');
    expect(phaseOf('currencies.fr.json')).toBe('assets');
    expect(phaseOf('_redirects')).toBe('config');
    const plan = planDeploy([file('_headers'), file('_redirects'), file('a.html')], new Map(), undefined);
    expect(plan.uploads.config.map((f) => f.key)).toEqual(['_redirects', '_headers']);
  });

  it('sends a file only when its bytes (MD5 = ETag) or size differ, and deletes what is no longer built', () => {
    const plan = planDeploy(
      [file('same.html'), file('changed.html', 'b'.repeat(32)), file('new.html')],
      new Map([remote('same.html'), remote('changed.html'), remote('gone.html'), remote('_deploy/state.json')]),
      state(),
    );
    expect(plan.unchanged).toBe(1);
    expect(plan.uploads.pages.map((f) => f.key)).toEqual(['changed.html', 'new.html']);
    expect(plan.deletes).toEqual(['gone.html']);
    expect(plan.allBecause).toBeUndefined();
  });

  it('keeps a stale hashed asset for one deploy (pages cached before it still load it), then deletes it', () => {
    const first = planDeploy([file('a.html')], new Map([remote('a.html'), remote('_astro/old.js')]), state());
    expect(first.retire).toEqual(['_astro/old.js']);
    expect(first.deletes).toEqual([]);
    const second = planDeploy([file('a.html')], new Map([remote('a.html'), remote('_astro/old.js')]), state(first.retire));
    expect(second.deletes).toEqual(['_astro/old.js']);
    expect(second.retire).toEqual([]);
  });

  it('sends every file again when the Content-Type / Cache-Control rules changed', () => {
    const plan = planDeploy([file('a.html')], new Map([remote('a.html')]), { ...state(), rules: 'older' });
    expect(plan.uploads.pages).toHaveLength(1);
    expect(plan.allBecause).toMatch(/rules changed/);
    expect(parseState('{"version":1,"rules":"x","retired":["_astro/a.js",3]}')).toEqual({ version: 1, rules: 'x', retired: ['_astro/a.js'] });
    expect(parseState('not json')).toBeUndefined();
  });
});

describe('the CSP while a deploy is half-way', () => {
  const live = headersFile("default-src 'self'; script-src 'self' 'sha256-OLD'");
  it('is the union of the old and new policies when the new pages need a new source', () => {
    const next = headersFile("default-src 'self'; script-src 'self' 'sha256-NEW'");
    const wide = transitionalHeaders(live, next) ?? '';
    expect(wide).toContain("Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-NEW' 'sha256-OLD'");
    expect(wide.replace(/Content-Security-Policy: .*/, '')).toBe(next.replace(/Content-Security-Policy: .*/, ''));
    expect(unionPolicy("img-src 'self'", "script-src 'self'")).toBe("script-src 'self'; img-src 'self'");
  });
  it('is not needed when the live policy already allows every new source, or on a first deploy', () => {
    expect(transitionalHeaders(live, headersFile("default-src 'self'; script-src 'self'"))).toBeUndefined();
    expect(transitionalHeaders(undefined, live)).toBeUndefined();
  });
  it("names the hashes a slice's pages need that the live policy does not allow", () => {
    const hdr = headersFile("default-src 'self'; script-src 'self' 'sha256-OLD'; style-src 'self' 'sha256-S'");
    expect(notAllowed(hdr, { scripts: ["'sha256-OLD'"], styles: ["'sha256-S'"] })).toEqual([]);
    expect(notAllowed(hdr, { scripts: ["'sha256-NEW'", "'sha256-OLD'"], styles: ["'sha256-T'"] })).toEqual(["script-src 'sha256-NEW'", "style-src 'sha256-T'"]);
    // No policy at all blocks nothing.
    expect(notAllowed('/*\n  X-Frame-Options: DENY\n', { scripts: ["'sha256-NEW'"], styles: [] })).toEqual([]);
  });
});

describe('deploy settings', () => {
  const env = { DEPLOY_S3_BUCKET: 'site', AWS_ACCESS_KEY_ID: 'k', AWS_SECRET_ACCESS_KEY: 's' };
  it('reads the bucket, endpoint and region, and names each missing setting', () => {
    expect(deploySettings(env)).toMatchObject({ bucket: 'site', endpoint: undefined, region: 'auto' });
    expect(deploySettings({ ...env, DEPLOY_S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com', DEPLOY_S3_REGION: 'eu' })).toMatchObject({ endpoint: 'https://acc.r2.cloudflarestorage.com', region: 'eu' });
    expect(() => deploySettings({ AWS_ACCESS_KEY_ID: 'k' })).toThrow('Missing settings: DEPLOY_S3_BUCKET, AWS_SECRET_ACCESS_KEY');
    expect(() => deploySettings({ ...env, DEPLOY_S3_ENDPOINT: 'r2.example/path' })).toThrow(/DEPLOY_S3_ENDPOINT must be an origin/);
  });
  it('parses the flags and refuses unknown or malformed ones', () => {
    expect(parseDeployArgs([])).toMatchObject({ dir: 'dist', dryRun: false, maxDeletes: DEFAULT_MAX_DELETES, force: false });
    expect(parseDeployArgs(['out', '--dry-run', '--max-deletes', '0', '--force'])).toMatchObject({ dir: 'out', dryRun: true, maxDeletes: 0, force: true });
    expect(() => parseDeployArgs(['--max-deletes', 'many'])).toThrow(/--max-deletes needs a whole number/);
    expect(() => parseDeployArgs(['--fast'])).toThrow(/Unknown option --fast/);
    expect(() => parseDeployArgs(['a', 'b'])).toThrow(/One folder only/);
  });

  it('reads the steps of a sliced publish, and names a step given wrong', () => {
    expect(parseDeployArgs(['--prepare', 'probe'])).toMatchObject({ mode: 'prepare', dir: 'probe' });
    expect(parseDeployArgs(['--slice', 'out/1/'])).toMatchObject({ mode: 'slice', dir: 'out/1/', manifestOut: 'out/1/publish-manifest.json.gz', verify: false });
    expect(parseDeployArgs(['--slice', 's', '--manifest', 'm.json.gz', '--verify'])).toMatchObject({ mode: 'slice', manifestOut: 'm.json.gz', verify: true });
    expect(parseDeployArgs(['--finish', 'a.gz', 'b.gz', '--max-deletes', '9'])).toMatchObject({ mode: 'finish', manifests: ['a.gz', 'b.gz'], maxDeletes: 9 });
    expect(() => parseDeployArgs(['--finish'])).toThrow(/--finish needs the manifest of every slice/);
    expect(() => parseDeployArgs(['--slice'])).toThrow(/--slice needs the folder/);
    expect(() => parseDeployArgs(['--slice', 'a', '--finish', 'b'])).toThrow(/--finish and --slice are different steps/);
    expect(() => parseDeployArgs(['dist', '--manifest', 'm'])).toThrow(/--manifest goes with --slice/);
    expect(() => parseDeployArgs(['--slice', 'a', '--dry-run'])).toThrow(/--dry-run is for a whole-site deploy/);
  });
});

describe('host rules', () => {
  it('maps a clean URL to the keys a host tries, and never serves its own files or leaves the root', () => {
    expect(candidateKeys('/')).toEqual(['index.html']);
    expect(candidateKeys('/convert/length/m-to-ft')).toEqual(['convert/length/m-to-ft.html', 'convert/length/m-to-ft/index.html', 'convert/length/m-to-ft']);
    expect(candidateKeys('/sitemap.xml')?.[0]).toBe('sitemap.xml');
    expect(candidateKeys('/_headers')).toEqual(['_headers.html', '_headers/index.html']);
    expect(candidateKeys('/a/%2e%2e/b')).toBeUndefined();
    expect(candidateKeys('/%E0%A4%A')).toBeUndefined();
    expect(isPrivateKey('_deploy/state.json')).toBe(true);
  });
});

describe('host limits', () => {
  const site = statsOf([
    ...Array.from({ length: 111_000 }, (_, i) => ({ key: `convert/c${String(i % 60)}/p${String(i)}.html`, size: 26_000 })),
    { key: 'index.html', size: 30_000 },
  ]);
  it('names each limit the site exceeds, with its figure and the way out', () => {
    expect(limitProblems(site, hostById('object-storage'))).toEqual([]);
    const free = limitProblems(site, hostById('cloudflare-pages-free'));
    expect(free).toHaveLength(1);
    expect(free[0]).toContain('the site has 111,001 files, the limit is 20,000');
    expect(free[0]).toContain('Way out: publish to object storage with `npm run deploy`');
    expect(limitProblems(site, hostById('github-pages'))[0]).toContain('the site is 2,886 MB, the limit is 1,000 MB');
    expect(limitProblems(site, hostById('netlify'))).toEqual([]);
    expect(limitProblems(statsOf([{ key: 'x/a', size: 1 }, ...Array.from({ length: 54_001 }, (_, i) => ({ key: `big/${String(i)}`, size: 1 }))]), hostById('netlify'))[0]).toContain('big/ holds 54,001 files, the limit per folder is 54,000');
  });
  it('takes the target from DEPLOY_TARGET and refuses an unknown one', () => {
    expect(targetHost({}).id).toBe('object-storage');
    expect(targetHost({ DEPLOY_TARGET: 'netlify' }).id).toBe('netlify');
    expect(() => targetHost({ DEPLOY_TARGET: 'ftp' })).toThrow(`not a host this project knows: ${HOSTS.map((h) => h.id).join(', ')}`);
  });
});

describe("README's table of hosts", () => {
  const readme = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### Hosts and their limits'), readme.indexOf('### Publishing from CI'));
  const rows = section.split('\n').filter((l) => /^\| `[a-z-]+` \|/.test(l));
  const bytes = (cell: string): number | undefined => {
    const m = /^([\d,.]+) (GB|MiB)/.exec(cell.trim());
    if (!m) return undefined;
    return Number((m[1] ?? '').replace(/,/g, '')) * (m[2] === 'GB' ? 1e9 : 1024 * 1024);
  };
  const count = (cell: string): number | undefined => (/^[\d,]+$/.test(cell.trim()) ? Number(cell.trim().replace(/,/g, '')) : undefined);
  it('lists every host of src/deploy/hosts.ts with the same limits', () => {
    expect(rows.map((r) => /^\| `([a-z-]+)`/.exec(r)?.[1])).toEqual(HOSTS.map((h) => h.id));
    for (const row of rows) {
      const [, id = '', , files = '', perFile = '', site = '', perDir = ''] = row.split('|').map((c) => c.trim());
      const host = hostById(id.replace(/`/g, ''));
      expect(count(files), `${host.id} files`).toBe(host.maxFiles);
      expect(bytes(perFile), `${host.id} per file`).toBe(host.maxFileBytes);
      expect(bytes(site), `${host.id} site`).toBe(host.maxSiteBytes);
      expect(count(perDir), `${host.id} per folder`).toBe(host.maxFilesPerDir);
    }
  });
});
