// The recipe of src/i18n/README.md ("Adding a language"), run: a copy of the project gets a
// language (Italian, unpublished, English texts) from the record template, its three message
// files and its names file, and nothing else; the fixture catalogue then builds with it when
// the build asks (BUILD_LANGUAGES=it): its pages, their language, its hreflang alternates, its
// sitemap entries and its numbers. Without the flag the site has no Italian page.
import { execFileSync } from 'node:child_process';
import { cp, mkdir, readFile, readdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTemps, runCli, tempDir } from '../../integration/postgres/helpers.ts';
import { fixtureEnv } from '../../integration/site-fixture.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const CODE = 'it';

/** The files the recipe adds, and only these. */
const ADDED = [`src/i18n/languages/${CODE}.ts`, `src/i18n/messages/${CODE}/site.json`, `src/i18n/messages/${CODE}/ui.json`, `src/i18n/messages/${CODE}/categories.json`, `data/names/${CODE}.json`];

afterAll(removeTemps);

let project: string;
let out: string;
let outWithout: string;

/** The project's files as git knows them (tracked, and new files not ignored), copied; node_modules linked. */
async function copyProject(to: string): Promise<void> {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f !== '' && f !== 'node_modules' && !f.startsWith('tests/') && !f.startsWith('console/'));
  for (const f of files) {
    await mkdir(path.dirname(path.join(to, f)), { recursive: true });
    await cp(path.join(ROOT, f), path.join(to, f)).catch((e: unknown) => {
      // A file deleted in the working tree but still tracked.
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    });
  }
  await cp(path.join(ROOT, 'tests/fixtures/site'), path.join(to, 'tests/fixtures/site'), { recursive: true });
  await symlink(path.join(ROOT, 'node_modules'), path.join(to, 'node_modules'));
}

/** The record template with Italian's facts: CLDR 48's decimal sign and own name, the language switch's next place. */
async function addItalian(to: string): Promise<void> {
  const template = await readFile(path.join(to, 'src/i18n/languages/TEMPLATE.ts.txt'), 'utf8');
  const fill: Record<string, string> = { englishName: 'Italian', code: CODE, hreflang: 'it', cldr: 'it', name: 'italiano', position: '6', decimal: ',', numberSeparator: '; ', ordinal: '(n: number) => `${String(n)}ª`' };
  await writeFile(path.join(to, ADDED[0] ?? ''), template.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => fill[k] ?? `{{${k}}}`));
  await mkdir(path.join(to, `src/i18n/messages/${CODE}`), { recursive: true });
  // English texts until a translator writes Italian ones (the language is unpublished).
  for (const f of ['site.json', 'ui.json']) await cp(path.join(to, 'src/i18n/messages/en', f), path.join(to, `src/i18n/messages/${CODE}/${f}`));
  await writeFile(path.join(to, `src/i18n/messages/${CODE}/categories.json`), '{}\n');
  // The names file as the generator writes it (npm run names:generate): CLDR's Italian names.
  await writeFile(path.join(to, `data/names/${CODE}.json`), JSON.stringify({ locale: CODE, units: {}, categories: {} }));
  const r = await runCli('names-generate.ts', [], {}, to);
  if (r.code !== 0) throw new Error(`names:generate failed:\n${r.stdout.slice(-2000)}\n${r.stderr.slice(-2000)}`);
}

/** The copy's files that the project does not have, or has otherwise (its build output and node_modules aside). */
async function differing(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const rel = path.relative(dir, path.join(entry.parentPath, entry.name));
    // The build's output and the types Astro generates in the copy are not the recipe's files.
    if (rel.startsWith('.tmp') || rel.startsWith('node_modules') || rel.startsWith('.astro')) continue;
    const mine = await readFile(path.join(ROOT, rel)).catch(() => undefined);
    if (!mine?.equals(await readFile(path.join(dir, rel)))) out.push(rel.split(path.sep).join('/'));
  }
  return out.sort();
}

async function build(dir: string, env: Record<string, string>): Promise<void> {
  const r = await runCli('build.ts', ['--out', dir], { ...fixtureEnv(path.join(project, 'tests/fixtures/site')), BUILD_CACHE_DIR: path.join(dir, '..', 'cache'), ...env }, project);
  if (r.code !== 0) throw new Error(`build failed:\n${r.stdout.slice(-3000)}\n${r.stderr.slice(-3000)}`);
}

beforeAll(async () => {
  project = path.join(await tempDir('add-language'), 'project');
  await copyProject(project);
  await addItalian(project);
  out = path.join(project, '.tmp', 'with', 'site');
  outWithout = path.join(project, '.tmp', 'without', 'site');
  await build(out, { BUILD_LANGUAGES: CODE });
  await build(outWithout, {});
}, 600_000);

describe(`a language added by the recipe (${CODE}, unpublished)`, () => {
  it('touches only its record, its three message files and its names file', async () => {
    expect(await differing(project)).toEqual([...ADDED].sort());
  });

  it('renders its pages in its language, with hreflang alternates both ways', async () => {
    const home = await readFile(path.join(out, `${CODE}.html`), 'utf8');
    expect(home).toContain('<html lang="it"');
    const english = await readFile(path.join(out, 'convert/length.html'), 'utf8');
    expect(english).toContain(`hreflang="it" href="https://exactconvert.example/${CODE}/convert/length"`);
    const italian = await readFile(path.join(out, `${CODE}/convert/length.html`), 'utf8');
    expect(italian).toContain('hreflang="en" href="https://exactconvert.example/convert/length"');
    expect(italian).toContain('hreflang="es" href="https://exactconvert.example/es/convert/length"');
  });

  it('writes its numbers with its decimal sign (CLDR it: ",")', async () => {
    const page = await readFile(path.join(out, `${CODE}/convert/length/in-to-cm.html`), 'utf8');
    expect(page).toContain('2,54');
    expect(page).not.toMatch(/\b2\.54\b/);
  });

  it('is in the sitemaps', async () => {
    const maps = (await readdir(out)).filter((f) => /^sitemap-\d+\.xml$/.test(f));
    const text = (await Promise.all(maps.map((f) => readFile(path.join(out, f), 'utf8')))).join('');
    expect(text).toContain(`<loc>https://exactconvert.example/${CODE}/convert/length/in-to-cm</loc>`);
  });

  it('is not built unless the build asks for it', async () => {
    await expect(readFile(path.join(outWithout, `${CODE}.html`), 'utf8')).rejects.toThrow();
    expect(await readFile(path.join(outWithout, 'convert/length.html'), 'utf8')).not.toContain('hreflang="it"');
  });
});
