// The recipe for a page kind (src/site/README.md) as a test: a kind added to a copy of the page
// list's kinds (src/site/page-kinds.ts, with its view in src/site/views/) type-checks when its
// entry is complete, and fails the type check, not the build, when a piece is left out. The copy
// stands in memory at the real file's path: the TypeScript compiler reads it instead of the file,
// so the consumers of the kinds (the page list, the sitemaps, the budget and truth checks) are
// checked against it as they are.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const KINDS_FILE = path.join(ROOT, 'src/site/page-kinds.ts');
const VIEW_FILE = path.join(ROOT, 'src/site/views/glossary.ts');

/** The files whose errors count: the two the recipe touches and the consumers of the kinds. */
const CHECKED = [
  KINDS_FILE,
  VIEW_FILE,
  'src/site/pages.ts',
  'src/site/sitemap.ts',
  'src/pipeline/sitemap-files.ts',
  'src/checks/site.ts',
  'src/checks/truth.ts',
].map((f) => path.resolve(ROOT, f));

/** The new kind's view: a page of the site's terms, once per language. */
const VIEW = "export function glossaryView(): { title: string } {\n  return { title: 'Glossary' };\n}\n";

const ENTRY = {
  path: "path: '/glossary'",
  route: "route: '[...lang]/glossary.astro'",
  view: "view: 'glossaryView'",
  sitemap: "sitemap: { changefreq: 'monthly', priority: 0.6 }",
  budget: 'budget: BUDGET',
  truth: "truth: 'none'",
  renderOrder: "renderOrder: 'page list'",
};

function replaceOnce(text: string, from: string, to: string): string {
  expect(text.split(from).length - 1, `page-kinds.ts holds ${from} once`).toBe(1);
  return text.replace(from, to);
}

/** page-kinds.ts with the kind `glossary` added: in the kinds, its view module among the views, and its entry without `leaveOut`. */
function withGlossary(leaveOut?: keyof typeof ENTRY): string {
  let text = readFileSync(KINDS_FILE, 'utf8');
  text = replaceOnce(text, "| 'conversion';", "| 'conversion' | 'glossary';");
  text = replaceOnce(text, "import type * as unitHubViews from './views/unit-hub.ts';", "import type * as unitHubViews from './views/unit-hub.ts';\nimport type * as glossaryViews from './views/glossary.ts';");
  text = replaceOnce(text, 'typeof unitHubViews)', 'typeof unitHubViews & typeof glossaryViews)');
  const fields = Object.entries(ENTRY).filter(([name]) => name !== leaveOut).map(([, field]) => field);
  return replaceOnce(text, '} as const satisfies Record<PageKind, PageKindEntry>;', `  glossary: { ${fields.join(', ')} },\n} as const satisfies Record<PageKind, PageKindEntry>;`);
}

const parsed = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
if (!parsed) throw new Error('tsconfig.json: cannot be read');
const options: ts.CompilerOptions = { ...parsed.options, noEmit: true };
let previous: ts.Program | undefined;

/** The type check of the checked files, with these files' texts in place of the real ones: each error as "file:line: message". */
function typeCheck(files: ReadonlyMap<string, string>): string[] {
  const host = ts.createCompilerHost(options, true);
  const real = { getSourceFile: host.getSourceFile.bind(host), fileExists: host.fileExists.bind(host), readFile: host.readFile.bind(host) };
  host.fileExists = (f) => files.has(path.resolve(f)) || real.fileExists(f);
  host.readFile = (f) => files.get(path.resolve(f)) ?? real.readFile(f);
  host.getSourceFile = (f, language, onError, create) => {
    const text = files.get(path.resolve(f));
    return text === undefined ? real.getSourceFile(f, language, onError, create) : ts.createSourceFile(f, text, language, true);
  };
  const program = ts.createProgram({ rootNames: CHECKED.filter((f) => f !== VIEW_FILE || files.has(f)), options, host, ...(previous ? { oldProgram: previous } : {}) });
  previous = program;
  return CHECKED.flatMap((f) => {
    const source = program.getSourceFile(f);
    if (!source) return [];
    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((d) => {
      const line = d.start === undefined ? 0 : source.getLineAndCharacterOfPosition(d.start).line + 1;
      return `${path.relative(ROOT, f)}:${String(line)}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
  });
}

/** The first error when a field of the new entry is left out: on the entry's line, naming the field (the consumers that read it fail after). */
const MISSING = (field: string): RegExp => new RegExp(String.raw`^src/site/page-kinds\.ts:\d+: Property '${field}' is missing in type '\{ readonly path: "/glossary"; [^\n]*' but required in type 'PageKindEntry'\.$`);

describe('adding a page kind', () => {
  it('type-checks with its entry complete and its view written', () => {
    expect(typeCheck(new Map([[KINDS_FILE, withGlossary()], [VIEW_FILE, VIEW]]))).toEqual([]);
  }, 120_000);

  it('fails the type check without its sitemap rule, naming the field', () => {
    const errors = typeCheck(new Map([[KINDS_FILE, withGlossary('sitemap')], [VIEW_FILE, VIEW]]));
    expect(errors[0]).toMatch(MISSING('sitemap'));
  }, 120_000);

  it('fails the type check without its view, whether the entry names none or the view is not written', () => {
    const noField = typeCheck(new Map([[KINDS_FILE, withGlossary('view')], [VIEW_FILE, VIEW]]));
    expect(noField[0]).toMatch(MISSING('view'));
    const noView = typeCheck(new Map([[KINDS_FILE, withGlossary()]]));
    expect(noView[0]).toMatch(/^src\/site\/page-kinds\.ts:\d+: Cannot find module '\.\/views\/glossary\.ts' or its corresponding type declarations\.$/);
  }, 120_000);

  it('fails the type check for a kind without an entry', () => {
    const text = replaceOnce(readFileSync(KINDS_FILE, 'utf8'), "| 'conversion';", "| 'conversion' | 'glossary';");
    const errors = typeCheck(new Map([[KINDS_FILE, text]]));
    expect(errors[0]).toMatch(/^src\/site\/page-kinds\.ts:\d+: .*\n\s*Property 'glossary' is missing in type .* but required in type 'Record<PageKind, PageKindEntry>'\.$/);
  }, 120_000);
});
