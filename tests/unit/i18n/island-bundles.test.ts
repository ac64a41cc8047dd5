// The islands ship their own small messages (ui.json), never the pages' (site-messages.ts,
// site.json): bundled as the browser gets them (React left out), with what ui.json costs.
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
      expect(inputs.filter((f) => f.endsWith('ui.json'))).toHaveLength(5);
      const gz = gzipSync(r.outputFiles[0]?.contents ?? new Uint8Array(), { level: 9 }).length;
      // About 12 KB gzipped each today (6 KB before the five ui.json and the i18n helpers): a ceiling, not a target.
      expect(gz).toBeLessThan(16 * 1024);
    });
  }
});
