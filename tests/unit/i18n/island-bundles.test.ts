// The islands ship no messages: the page passes its language's ui.json table as a prop, and
// never the pages' (site-messages.ts, site.json). Bundled as the browser gets them (React left
// out, code loaded on demand by import() in chunks of its own, as Vite splits it).
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ISLANDS = ['Converter', 'UnitSearch', 'UltraView', 'CurrencyConverter', 'ExpressionConverter'];

describe('island bundles', () => {
  for (const island of ISLANDS) {
    it(`${island} has no page messages and stays small`, async () => {
      const r = await build({
        entryPoints: [path.join(ROOT, `src/components/${island}.tsx`)],
        bundle: true,
        splitting: true,
        outdir: path.join(ROOT, '.tmp/island-bundles'),
        minify: true,
        format: 'esm',
        write: false,
        metafile: true,
        external: ['react', 'react-dom', 'react/jsx-runtime'],
        jsx: 'automatic',
        logLevel: 'silent',
      });
      const inputs = Object.keys(r.metafile.inputs);
      expect(inputs.filter((f) => /site-messages|site\.json|categories\.json|lang\.ts|localize-catalogue/.test(f))).toEqual([]);
      // The page passes its language's table as a prop: no island ships a message file.
      expect(inputs.filter((f) => f.endsWith('.json'))).toEqual([]);
      // Of a language's record (src/i18n/languages/) only its island facts ship, not its hreflang, names or rules.
      expect(r.outputFiles.filter((f) => /hreflang|numberSeparator|lowerInText/.test(f.text)).map((f) => path.basename(f.path))).toEqual([]);
      // What the page loads: the island's entry and the chunks it imports statically (not those behind import()).
      const outputs = r.metafile.outputs;
      const entry = Object.keys(outputs).find((o) => outputs[o]?.entryPoint !== undefined) ?? '';
      const loaded = new Set<string>();
      const visit = (o: string): void => {
        if (loaded.has(o)) return;
        loaded.add(o);
        for (const i of outputs[o]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path);
      };
      visit(entry);
      const gz = r.outputFiles.filter((f) => loaded.has(path.relative(ROOT, f.path))).reduce((n, f) => n + gzipSync(f.contents, { level: 9 }).length, 0);
      // 4 to 7 KB gzipped each today (the Converter about 5.7 KB; the expression converter's engine loads on first use): a ceiling, not a target; the page budgets are in tests/e2e/budgets.spec.ts.
      expect(gz).toBeLessThan(8 * 1024);
      console.log(`${island}: ${String(gz)} B gzipped`);
    });
  }
});
