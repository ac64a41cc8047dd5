import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_SERVER_MODULE, withIdentifierPrefix } from '../../../src/integrations/react-string.ts';

describe("the islands' server render in one call", () => {
  it("passes the island's render options, identifierPrefix among them, to the installed @astrojs/react's renderToString", () => {
    const require = createRequire(import.meta.url);
    const file = path.join(path.dirname(require.resolve('@astrojs/react/package.json')), 'dist/server.js');
    const code = readFileSync(file, 'utf8');
    const out = withIdentifierPrefix(code);
    expect(out).toContain('html = ReactDOM.renderToString(vnode, renderOptions);');
    expect(out).not.toContain('html = ReactDOM.renderToString(vnode);');
    // Only that call changes.
    expect(out.length - code.length).toBe(', renderOptions'.length);
  });
  it('fails loudly when @astrojs/react changes that code', () => {
    expect(() => withIdentifierPrefix('html = ReactDOM.renderToString(vnode, other);')).toThrow(REACT_SERVER_MODULE);
  });
});
