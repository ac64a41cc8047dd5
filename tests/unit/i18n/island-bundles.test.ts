// The islands ship no messages: the page passes its language's ui.json table as a prop, and
// never the pages' (site-messages.ts, site.json). Bundled as the browser gets them (React left
// out, code loaded on demand by import() in chunks of its own), by Vite, as the site's build bundles them.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ISLANDS = ['Converter', 'UnitSearch', 'UltraView', 'CurrencyConverter', 'ExpressionConverter'];

/** An island bundled by Vite as the site's build bundles it (its import.meta.glob read, React left out), every chunk kept in memory. */
async function bundle(island: string): Promise<Rolldown.OutputChunk[]> {
  const r = await build({
    configFile: false,
    root: ROOT,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rolldownOptions: { input: path.join(ROOT, `src/components/${island}.tsx`), external: ['react', 'react-dom', 'react/jsx-runtime'], preserveEntrySignatures: 'exports-only' },
    },
  });
  return (Array.isArray(r) ? r : [r as Rolldown.RolldownOutput]).flatMap((o) => o.output.filter((c): c is Rolldown.OutputChunk => c.type === 'chunk'));
}

describe('island bundles', () => {
  for (const island of ISLANDS) {
    it(`${island} has no page messages and stays small`, async () => {
      const chunks = await bundle(island);
      // The modules whose code is in the bundle (a module the bundler shook out to nothing is not).
      const inputs = chunks.flatMap((c) => Object.entries(c.modules).filter(([, m]) => m.renderedLength > 0).map(([id]) => path.relative(ROOT, id)));
      expect(inputs.filter((f) => /site-messages|site\.json|categories\.json|lang\.ts|localize-catalogue/.test(f))).toEqual([]);
      // The page passes its language's table as a prop: no island ships a message or names file.
      expect(inputs.filter((f) => f.endsWith('.json'))).toEqual([]);
      // Of a language's record (src/i18n/languages/) only its island facts ship, not its hreflang, names, rules or typed-query words.
      expect(chunks.filter((c) => /hreflang|numberSeparator|lowerInText|nameRules|umrechnen/.test(c.code)).map((c) => c.fileName)).toEqual([]);
      // Nor the code that finds the records in Node.
      expect(chunks.filter((c) => /getBuiltinModule|readdirSync/.test(c.code)).map((c) => c.fileName)).toEqual([]);
      // What the page loads: the island's entry and the chunks it imports statically (not those behind import()).
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const loaded = new Set<string>();
      const visit = (name: string): void => {
        const c = byName.get(name);
        if (!c || loaded.has(name)) return;
        loaded.add(name);
        for (const i of c.imports) visit(i);
      };
      visit(chunks.find((c) => c.isEntry)?.fileName ?? '');
      const gz = [...loaded].reduce((n, f) => n + gzipSync(byName.get(f)?.code ?? '', { level: 9 }).length, 0);
      // 8 to 9.4 KB gzipped each today, each chunk gzipped alone (the expression converter's engine loads on first use): a ceiling, not a target; the page budgets are in tests/e2e/budgets.spec.ts.
      expect(gz).toBeLessThan(10 * 1024);
      console.log(`${island}: ${String(gz)} B gzipped`);
    });
  }
});
