import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addInlineHashes, collectInlineHashes, contentSecurityPolicy, cspHash, originOfEndpoint, type InlineHashes } from '../../../src/pipeline/csp.ts';

const sha = (s: string): string => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('inline hashes of a built page', () => {
  it('hashes executable inline scripts and styles, not data blocks or external scripts', () => {
    const html = [
      '<script>(function(){document.documentElement.classList.add("x")})()</script>',
      '<script type="module">var e=1</script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type="application/json" id="nf-slugs">["a"]</script>',
      '<script type="module" src="/_astro/a.js"></script>',
      '<style>astro-island{display:contents}</style>',
    ].join('');
    const h: InlineHashes = { scripts: new Set(), styles: new Set() };
    addInlineHashes(html, h);
    expect([...h.scripts].sort()).toEqual([sha('(function(){document.documentElement.classList.add("x")})()'), sha('var e=1')].sort());
    expect([...h.styles]).toEqual([sha('astro-island{display:contents}')]);
    expect(cspHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it('hashes a page read as bytes exactly as its text, non-ASCII bodies included', () => {
    const html = '<p>≈ 1 ft</p><script>var a="≈ 1 €";</script><SCRIPT TYPE="MODULE">let b=\'尺\'</SCRIPT><style>p::after{content:"→"}</style><script type="application/ld+json">{"a":"≈"}</script>';
    const fromText: InlineHashes = { scripts: new Set(), styles: new Set() };
    const fromBytes: InlineHashes = { scripts: new Set(), styles: new Set() };
    addInlineHashes(html, fromText);
    addInlineHashes(Buffer.from(html, 'utf8'), fromBytes);
    expect([...fromBytes.scripts].sort()).toEqual([sha('var a="≈ 1 €";'), sha("let b='尺'")].sort());
    expect([...fromBytes.styles]).toEqual([sha('p::after{content:"→"}')]);
    expect(fromBytes).toEqual(fromText);
    // A text page whose script is the Latin-1 misreading of those bytes gets its own hash, not theirs.
    const misread: InlineHashes = { scripts: new Set(), styles: new Set() };
    addInlineHashes(`<script>${Buffer.from('var a="≈ 1 €";', 'utf8').toString('latin1')}</script>`, misread);
    expect([...misread.scripts]).toEqual([sha(Buffer.from('var a="≈ 1 €";', 'utf8').toString('latin1'))]);
  });

  it('reads a script or style body as raw text, up to its own closing tag', () => {
    const h: InlineHashes = { scripts: new Set(), styles: new Set() };
    addInlineHashes('<script>var s="<style>x</style>"</script><style>a{}</style><script>unclosed', h);
    expect([...h.scripts]).toEqual([sha('var s="<style>x</style>"')]);
    expect([...h.styles]).toEqual([sha('a{}')]);
  });

  it('collects from every page of a folder, with no bytes of one page read into the next', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'csp-'));
    try {
      mkdirSync(path.join(dir, 'a'));
      // Two bodies of one length at the same offset: the second page is read into the buffer
      // that held the first, whichever comes first.
      writeFileSync(path.join(dir, 'a/one.html'), '<script>var a=1;</script>');
      writeFileSync(path.join(dir, 'a/two.html'), `<script>var b=2;</script><p>${'x'.repeat(5000)}</p>`);
      writeFileSync(path.join(dir, 'three.html'), '<style>p{}</style><script type="module">var c=3;</script>');
      writeFileSync(path.join(dir, 'notes.txt'), '<script>var d=4;</script>');
      const h = await collectInlineHashes(dir);
      expect(h.pages).toBe(3);
      expect([...h.scripts].sort()).toEqual([sha('var a=1;'), sha('var b=2;'), sha('var c=3;')].sort());
      expect([...h.styles]).toEqual([sha('p{}')]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('builds the policy from the hashes, with the rates origin in connect-src', () => {
    const csp = contentSecurityPolicy({ scripts: new Set(["'sha256-b'", "'sha256-a'"]), styles: new Set() }, { connectOrigins: ['https://rates.example'] });
    expect(csp).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self'; img-src 'self'; connect-src 'self' https://rates.example; " +
        "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
    );
    expect(originOfEndpoint('https://rates.example/fn/currency-rates')).toBe('https://rates.example');
    expect(originOfEndpoint('/currency-rates')).toBeUndefined();
    expect(() => originOfEndpoint('not a url')).toThrow(/PUBLIC_CURRENCY_API_URL must be a path or an absolute URL/);
  });
});
