// The islands ship no messages: the page passes its language's ui.json table as a prop, and
// never the pages' (site-messages.ts, site.json). Bundled as the browser gets them (React left out).
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ISLANDS = ['Converter', 'UnitSearch', 'UltraView', 'CurrencyConverter'];

describe('island bundles', () => {
  for (const island of ISLANDS) {
    it(`${island} has no page messages and stays small`, async () => {
      const r = await build({
        entryPoints: [path.join(ROOT, `src/components/${island}.tsx`)],
        bundle: true,
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
      const gz = gzipSync(r.outputFiles[0]?.contents ?? new Uint8Array(), { level: 9 }).length;
      // 4 to 7 KB gzipped each today (the Converter about 6.2 KB): a ceiling, not a target; the page budgets are in tests/e2e/budgets.spec.ts.
      expect(gz).toBeLessThan(8 * 1024);
    });
  }
});
