// Each folder's README says what the folder may import ("May import: `src/core/`, ..."), and
// this test holds the code to it: the READMEs are the one statement of the rules, so they
// cannot drift from the code again. No import cycle between folders; nothing imports the
// owner commands, and only they import the console.
import { execSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { type Edge, folderCycles, folderGraph, folderOf, folderRules, importEdges, readRepoFile, ROOT, type Source, trackedSources, violations } from './import-rules.ts';

const known = new Set(execSync('git ls-files', { cwd: ROOT }).toString().split('\n'));
const sources = trackedSources();
const edges = importEdges(sources, (f) => known.has(f));
const { rules, missing } = folderRules(new Set(sources.map((s) => folderOf(s.file))), (f) => readRepoFile(f));

/** The real sources with one more file, and their imports. */
function planted(file: string, text: string): { sources: Source[]; edges: Edge[] } {
  const all = [...sources, { file, text }];
  return { sources: all, edges: importEdges(all, (f) => known.has(f) || f === file) };
}

describe('the folders import what their READMEs allow', () => {
  it('finds the imports and the rules it checks', () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(edges).toContainEqual({ from: 'src/pipeline/plan.ts', to: 'src/site/pages.ts' });
    expect(rules.get('src/core/')).toEqual({ readme: 'src/core/README.md', allowed: ['src/core/'], nodeBuiltins: false });
    expect(rules.get('src/catalogue/')?.allowed).not.toContain('src/db/');
    expect(rules.size).toBeGreaterThan(18);
  });

  it('every folder with source files has a README that says what it may import', () => {
    expect(missing).toEqual([]);
  });

  it('no file imports what its folder README does not allow, nor a Node built-in where it says none', () => {
    expect(violations(sources, edges, rules)).toEqual([]);
  });

  it('fails on a planted violation: an import the README does not list, a Node built-in in core, a root file importing the console', () => {
    const core = planted('src/core/planted.ts', "import { planShards } from '../pipeline/plan.ts';\nimport { readFileSync } from 'node:fs';\n");
    expect(violations(core.sources, core.edges, rules)).toEqual([
      'src/core/planted.ts -> src/pipeline/plan.ts (not allowed by src/core/README.md)',
      'src/core/planted.ts imports a Node built-in (src/core/README.md: no Node built-ins)',
    ]);
    const edge = planted('src/edge/planted.ts', "export { siteUrl } from '../pipeline/settings.ts';\n");
    expect(violations(edge.sources, edge.edges, rules)).toEqual(['src/edge/planted.ts -> src/pipeline/settings.ts (not allowed by src/edge/README.md)']);
    const root = planted('planted.config.mjs', "import './console/server.ts';\n");
    expect(violations(root.sources, root.edges, rules)).toEqual(['planted.config.mjs -> console/server.ts (a root file may import src/, data/ and the other root files)']);
  });
});

describe('the folder graph', () => {
  it('has no cycle', () => {
    expect(folderCycles(folderGraph(edges))).toEqual([]);
  });

  it('would show a planted cycle', () => {
    const i18n = planted('src/i18n/planted.ts', "import { SITE_PAGES } from '../site/pages.ts';\n");
    expect(folderCycles(folderGraph(i18n.edges))).toContain('src/i18n/ -> src/site/ -> src/i18n/');
  });

  it('nothing but the owner commands imports the console, and nothing imports the owner commands', () => {
    const top = (f: string): boolean => f.startsWith('scripts/') || f.startsWith('console/');
    const intoTop = edges.filter((e) => (e.to.startsWith('scripts/') && folderOf(e.from) !== 'scripts/') || (e.to.startsWith('console/') && !top(e.from)));
    expect(intoTop.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });
});
