import type { Plugin } from 'vite';

/** The Astro runtime module that names each island (`<astro-island uid=...>`). */
export const ISLAND_MODULE = 'astro/dist/runtime/server/render/component.js';
const NEEDLE = '${metadata.componentUrl}-->';

/**
 * Astro names each island by a hash of its component's *absolute* file path, its HTML
 * and its props, so the same commit built in two folders gives different bytes on every
 * page with an island. The name only serves hot reloading. This Vite plugin makes Astro
 * hash the path relative to the project root instead: the same page, the same bytes,
 * wherever the checkout lies. If a new Astro changes that code, the build fails here
 * rather than silently becoming path-dependent again (and tests/integration/build/sharded.test.ts builds the fixture in a second folder and compares the bytes).
 */
export function pathIndependentIslands(): Plugin {
  let root = '';
  return {
    name: 'exactconvert:path-independent-islands',
    configResolved(config) {
      root = config.root.endsWith('/') ? config.root : `${config.root}/`;
    },
    transform(code, id) {
      if (!id.split('?')[0]?.replaceAll('\\', '/').endsWith(ISLAND_MODULE)) return undefined;
      return relativeIslandIds(code, root);
    },
  };
}

/** The island module's code, hashing component paths relative to `root`. Throws when the code has changed shape. */
export function relativeIslandIds(code: string, root: string): string {
  if (!code.includes(NEEDLE)) {
    throw new Error(`${ISLAND_MODULE} no longer hashes \${metadata.componentUrl} as src/integrations/reproducible.ts expects: update the plugin`);
  }
  const helper = `\nfunction __exactconvertRelative(url) { return typeof url === 'string' && url.startsWith(${JSON.stringify(root)}) ? url.slice(${String(root.length)}) : url; }\n`;
  return code.replace(NEEDLE, '${__exactconvertRelative(metadata.componentUrl)}-->') + helper;
}
