import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPages, checkBudgets, domElementCount, pathOfFile, sitemapPages } from '../../../src/checks/site.ts';

describe('DOM element count', () => {
  it('counts start tags, not scripts, styles, comments or end tags', () => {
    expect(domElementCount('<!doctype html><html><head><title>t</title></head><body><p>a<b>b</b></p></body></html>')).toBe(6);
    expect(domElementCount('<body><script>if (a<b) x("<div>")</script><style>a<b{}</style><!-- <p> --><br/></body>')).toBe(4);
  });
});

describe('site checks on a built folder', () => {
  let dir = '';
  const page = (n: number) => `<!doctype html><html><body>${'<p>x</p>'.repeat(n)}</body></html>`;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'site-check-'));
    await mkdir(path.join(dir, 'convert/length'), { recursive: true });
    await mkdir(path.join(dir, 'units/length'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), page(10));
    await writeFile(path.join(dir, '404.html'), page(1));
    await writeFile(path.join(dir, 'convert/length.html'), page(2000));
    await writeFile(path.join(dir, 'convert/length/m-to-ft.html'), page(10));
    await writeFile(path.join(dir, 'convert/old.html'), '<meta http-equiv="refresh" content="0;url=/convert/length">');
    await writeFile(path.join(dir, 'units/length/m.html'), page(10));
    const loc = (p: string) => `<url><loc>https://x.example${p}</loc></url>`;
    await writeFile(path.join(dir, 'sitemap-0.xml'), `<urlset>${['/', '/convert/length', '/units/length/m', '/units/length/m'].map(loc).join('')}</urlset>`);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('lists pages by their URL, without 404 and alias redirects', () => {
    expect(pathOfFile('index.html')).toBe('/');
    expect(pathOfFile(path.join('units', 'length', 'm.html'))).toBe('/units/length/m');
    expect(builtPages(dir).sort()).toEqual(['/', '/convert/length', '/convert/length/m-to-ft', '/units/length/m']);
  });

  it('finds pages missing from the sitemaps and pages listed twice', () => {
    const r = sitemapPages(dir, 'https://x.example');
    expect(r.duplicates).toEqual(['/units/length/m']);
    expect(r.pages.filter((p) => !r.listed.includes(p))).toEqual(['/convert/length/m-to-ft']);
  });

  it('reports a page over its DOM budget, by page type', () => {
    const r = checkBudgets(dir);
    expect(r.violations).toEqual([{ path: '/convert/length', what: '2002 DOM elements > 1500' }]);
    expect(r.worst.get('category')?.domElements.domElements).toBe(2002);
    expect([...r.worst.keys()].sort()).toEqual(['category', 'conversion', 'home', 'unit-hub']);
  });
});
