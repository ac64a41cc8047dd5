// The import rules of the folders, read from their READMEs ("May import: `src/core/`, ..."),
// and the real imports of the repository's source files, compared: one source of truth for
// what a folder may import (tests/unit/project/imports.test.ts).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

/** A source file and its text. */
export interface Source {
  file: string;
  text: string;
}

/** One import of one file: the file it names, relative to the root. */
export interface Edge {
  from: string;
  to: string;
}

/** A folder's rule: the folders (ending in "/") and files it may import besides its own, and whether it may use Node built-ins. */
export interface Rule {
  readme: string;
  allowed: string[];
  nodeBuiltins: boolean;
}

const SOURCE = /\.(ts|tsx|mjs|astro)$/;
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const NODE_IMPORT = /(?:from|import)\s*\(?\s*['"]node:[^'"]+['"]/;

/** The folder a file belongs to: `src/<name>/`, or its first segment (`console/`, `scripts/`, `data/`), or '' for a file at the root. */
export function folderOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'src' && parts.length > 2) return `src/${parts[1] ?? ''}/`;
  return parts.length > 1 ? `${parts[0] ?? ''}/` : '';
}

/** The tracked source files outside tests/, with their text. */
export function trackedSources(root = ROOT): Source[] {
  const tracked = execSync('git ls-files', { cwd: root }).toString().split('\n');
  return tracked.filter((f) => SOURCE.test(f) && !f.startsWith('tests/')).map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
}

/** The relative imports of the files that name a file of the repository. */
export function importEdges(sources: readonly Source[], exists: (file: string) => boolean): Edge[] {
  const out: Edge[] = [];
  for (const { file, text } of sources) {
    for (const m of text.matchAll(IMPORT)) {
      const to = path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1] ?? ''));
      if (exists(to)) out.push({ from: file, to });
    }
  }
  return out;
}

/**
 * A README's rule: the backticked paths of its "May import:" sentence (up to the first full
 * stop), and "No Node built-ins" anywhere in the README.
 */
export function parseRule(readme: string, text: string): Rule | undefined {
  const m = /May import:([\s\S]*?)(?:\.\s|\.$)/.exec(text);
  if (!m) return undefined;
  const allowed = [...(m[1] ?? '').matchAll(/`([^`]+)`/g)].map((t) => t[1] ?? '').filter((t) => /^(src|data|functions|console|scripts|tests)\//.test(t));
  return { readme, allowed, nodeBuiltins: !/No Node built-ins/.test(text) };
}

/** The rule of every folder that has source files, from its README (a folder without one is reported). */
export function folderRules(folders: Iterable<string>, read: (file: string) => string | undefined): { rules: Map<string, Rule>; missing: string[] } {
  const rules = new Map<string, Rule>();
  const missing: string[] = [];
  for (const folder of folders) {
    if (folder === '') continue;
    // src/pages/ names it _README.md: Astro would build a README.md there as a page.
    const readme = read(`${folder}README.md`) === undefined && read(`${folder}_README.md`) !== undefined ? `${folder}_README.md` : `${folder}README.md`;
    const text = read(readme);
    const rule = text === undefined ? undefined : parseRule(readme, text);
    if (rule) rules.set(folder, rule);
    else missing.push(`${readme}: no "May import:" line`);
  }
  return { rules, missing };
}

/** Whether a rule allows importing `to`: its own folder, a listed folder, or a listed file. */
function allows(folder: string, rule: Rule, to: string): boolean {
  return to.startsWith(folder) || rule.allowed.some((a) => (a.endsWith('/') ? to.startsWith(a) : to === a));
}

/** Imports a folder's README does not allow, and Node built-ins where it forbids them. Files at the root (config) may import src/, data/ and each other. */
export function violations(sources: readonly Source[], edges: readonly Edge[], rules: ReadonlyMap<string, Rule>): string[] {
  const out: string[] = [];
  for (const e of edges) {
    const folder = folderOf(e.from);
    if (folder === '') {
      if (!e.to.startsWith('src/') && !e.to.startsWith('data/') && folderOf(e.to) !== '') out.push(`${e.from} -> ${e.to} (a root file may import src/, data/ and the other root files)`);
      continue;
    }
    const rule = rules.get(folder);
    if (rule && !allows(folder, rule, e.to)) out.push(`${e.from} -> ${e.to} (not allowed by ${rule.readme})`);
  }
  for (const s of sources) {
    const rule = rules.get(folderOf(s.file));
    if (rule && !rule.nodeBuiltins && NODE_IMPORT.test(s.text)) out.push(`${s.file} imports a Node built-in (${rule.readme}: no Node built-ins)`);
  }
  return out.sort();
}

/** The folder graph: for each folder, the other folders its files import. */
export function folderGraph(edges: readonly Edge[]): Map<string, Set<string>> {
  const g = new Map<string, Set<string>>();
  for (const e of edges) {
    const a = folderOf(e.from);
    const b = folderOf(e.to);
    if (a === b || a === '') continue;
    let s = g.get(a);
    if (!s) g.set(a, (s = new Set()));
    s.add(b);
  }
  return g;
}

/** The cycles of a folder graph, each as a path "a -> b -> a" (one per strongly connected group). */
export function folderCycles(g: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const out: string[] = [];
  const done = new Set<string>();
  const visit = (node: string, stack: string[]): void => {
    const at = stack.indexOf(node);
    if (at >= 0) {
      out.push([...stack.slice(at), node].join(' -> '));
      return;
    }
    if (done.has(node)) return;
    for (const next of [...(g.get(node) ?? [])].sort()) visit(next, [...stack, node]);
    done.add(node);
  };
  for (const node of [...g.keys()].sort()) visit(node, []);
  return out;
}

/** Read a file of the repository, or undefined when it does not exist. */
export function readRepoFile(file: string, root = ROOT): string | undefined {
  const p = path.join(root, file);
  return existsSync(p) ? readFileSync(p, 'utf8') : undefined;
}
