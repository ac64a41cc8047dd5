import type { Plugin } from 'vite';

/** The module of @astrojs/react that renders an island on the server. */
export const REACT_SERVER_MODULE = '@astrojs/react/dist/server.js';
const NEEDLE = 'html = ReactDOM.renderToString(vnode);';

/**
 * The islands' server render in one call. With `experimentalDisableStreaming`, @astrojs/react
 * renders an island with React's `renderToString` instead of reading `renderToReadableStream`
 * chunk by chunk: 7.6 % less render CPU time per page (a job on c-energy-2 and c-length-5, 7,780
 * pages, medians of three: 2.168 to 2.002 ms), since no island suspends and a page is written
 * whole anyway. But that path forgets the island's `identifierPrefix`
 * (`r0`, which the `<astro-island prefix>` hands to the client), so every `useId` id would
 * lose it and no longer match the client's. This Vite plugin passes the same options the
 * streaming path passes: the same HTML, byte for byte. If a new @astrojs/react changes that
 * code, the build fails here (tests/unit/integrations/react-string.test.ts; the fixture build
 * test checks the ids in the built pages).
 */
export function reactRenderToString(): Plugin {
  return {
    name: 'exactconvert:react-render-to-string',
    transform(code, id) {
      if (!id.split('?')[0]?.replaceAll('\\', '/').endsWith(REACT_SERVER_MODULE)) return undefined;
      return withIdentifierPrefix(code);
    },
  };
}

/** The renderer's code, its `renderToString` given the island's render options. Throws when the code has changed shape. */
export function withIdentifierPrefix(code: string): string {
  if (!code.includes(NEEDLE) || !code.includes('const renderOptions = {') || !code.includes('identifierPrefix: prefix')) {
    throw new Error(`${REACT_SERVER_MODULE} no longer renders with \`${NEEDLE}\` beside its identifierPrefix options as src/integrations/react-string.ts expects: update the plugin`);
  }
  return code.replace(NEEDLE, 'html = ReactDOM.renderToString(vnode, renderOptions);');
}
