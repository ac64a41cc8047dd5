// The embeddable converter's script (src/pipeline/embed-bundle.ts): one file, the same bytes from
// any checkout folder, at most 30 KB gzipped, with each language's messages and nothing of the
// pages' (no site messages, no language records, no Node code); and the `_redirects` rules that
// serve its frame page for every pair's frame address while its script's folder stays as it is.
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { PUBLISHED_LOCALES } from '../../../src/i18n/locales.ts';
import { uiMessages } from '../../../src/i18n/ui-messages.ts';
import { EMBED_SCRIPT, embedScript, embedTables } from '../../../src/pipeline/embed-bundle.ts';
import { redirectsFile } from '../../../src/pipeline/redirects.ts';
import { matchRedirect, parseRedirects } from '../../../src/serve/rules.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

describe('the embeddable converter\'s script', () => {
  it('is one file, the same from another checkout folder, within 30 KB gzipped, with every language\'s messages and nothing of the pages', async () => {
    const script = await embedScript(ROOT, PUBLISHED_LOCALES);
    // Another checkout: the sources copied elsewhere, the same packages.
    const other = mkdtempSync(path.join(tmpdir(), 'embed-checkout-'));
    copies.push(other);
    cpSync(path.join(ROOT, 'src'), path.join(other, 'src'), { recursive: true });
    cpSync(path.join(ROOT, 'data/names'), path.join(other, 'data/names'), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(other, 'node_modules'));
    expect(await embedScript(other, PUBLISHED_LOCALES)).toBe(script);
    expect(EMBED_SCRIPT).toBe('embed/v1/exact-convert.js');

    const gz = gzipSync(script, { level: 9 }).length;
    expect(gz).toBeLessThanOrEqual(30 * 1024);
    console.log(`${EMBED_SCRIPT}: ${String(Buffer.byteLength(script))} B, ${String(gz)} B gzipped`);
    expect(script).toContain('customElements');
    expect(script).toContain('import.meta.url');
    for (const locale of PUBLISHED_LOCALES) expect(script, locale).toContain(JSON.stringify(uiMessages(locale)['embed.retry']).slice(1, -1));
    // Not the pages' words, nor a record's other parts, nor the code that finds the records in Node, nor a folder of this machine.
    expect(script).not.toMatch(/embed\.sends\.text|hreflang|nameRules|lowerInText|getBuiltinModule|readdirSync/);
    expect(script).not.toContain(ROOT);
    expect(script).not.toContain(other);
  });

  it('carries the messages of the languages the site is built in, the default language first', () => {
    const tables = embedTables(['en', 'de']);
    expect(tables.defaultLocale).toBe('en');
    expect(Object.keys(tables.messages)).toEqual(['en', 'de']);
    // Its own words, and the converters' shared one for a temperature below absolute zero: nothing of the pages.
    const keys = Object.keys(tables.messages['de'] ?? {});
    expect(keys.every((k) => k.startsWith('embed.') || k === 'temperature.belowZero')).toBe(true);
    expect(keys).toContain('temperature.belowZero');
  });
});

describe('the frame addresses in _redirects', () => {
  const rules = parseRedirects(redirectsFile([{ from: '/convert/length/cm-to-inches', to: '/convert/length/cm-to-in' }] as never, PUBLISHED_LOCALES));

  it('serve the frame page of each language for every pair, without redirecting', () => {
    expect(matchRedirect(rules, '/embed/length/ft-to-cm')).toEqual({ to: '/embed/frame', status: 200 });
    expect(matchRedirect(rules, '/es/embed/length/ft-to-cm')).toEqual({ to: '/es/embed/frame', status: 200 });
    expect(matchRedirect(rules, '/az/embed/temperature/celsius-to-fahrenheit')).toEqual({ to: '/az/embed/frame', status: 200 });
  });

  it('leave the script, the pages that explain embedding and every other page as they are', () => {
    expect(matchRedirect(rules, '/embed/v1/exact-convert.js')).toEqual({ to: '/embed/v1/exact-convert.js', status: 200 });
    for (const p of ['/embed', '/es/embed', '/convert/length/ft-to-cm', '/embedded/x']) expect(matchRedirect(rules, p), p).toBeUndefined();
    expect(matchRedirect(rules, '/convert/length/cm-to-inches')).toEqual({ to: '/convert/length/cm-to-in', status: 301 });
  });
});
