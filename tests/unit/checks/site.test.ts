import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPages, checkBudgets, domElementCount, type PageIndex, pathOfFile, sitemapPages } from '../../../src/checks/site.ts';
import { loadCatalogue } from '../../../src/catalogue/index.ts';
import { pagesByPath } from '../../../src/site/pages.ts';
import { SMALL_CATALOGUE } from '../../integration/site-fixture.ts';

describe('DOM element count', () => {
  it('counts start tags, not scripts, styles, comments or end tags', () => {
    expect(domElementCount('<!doctype html><html><head><title>t</title></head><body><p>a<b>b</b></p></body></html>')).toBe(6);
    expect(domElementCount('<body><script>if (a<b) x("<div>")</script><style>a<b{}</style><!-- <p> --><br/></body>')).toBe(4);
  });
});

describe('site checks on a built folder', () => {
  let dir = '';
  // Each file's page, and so its kind, from the page list of the small catalogue.
  let pages: PageIndex;
  const page = (n: number) => `<!doctype html><html><body>${'<p>x</p>'.repeat(n)}</body></html>`;
  beforeAll(async () => {
    pages = pagesByPath(await loadCatalogue({ dataDir: SMALL_CATALOGUE, databaseUrl: '' }));
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

  it('lists pages by their URL, without the kind the sitemaps leave out (404) and alias redirects', () => {
    expect(pathOfFile('index.html')).toBe('/');
    expect(pathOfFile(path.join('units', 'length', 'm.html'))).toBe('/units/length/m');
    expect(builtPages(dir, pages).sort()).toEqual(['/', '/convert/length', '/convert/length/m-to-ft', '/units/length/m']);
  });

  it('finds pages missing from the sitemaps and pages listed twice', () => {
    const r = sitemapPages(dir, 'https://x.example', pages);
    expect(r.duplicates).toEqual(['/units/length/m']);
    expect(r.pages.filter((p) => !r.listed.includes(p))).toEqual(['/convert/length/m-to-ft']);
  });

  it('reports a page over its kind\'s budgets, by kind (the kind from the page list, 404 included)', async () => {
    const r = checkBudgets(dir, pages);
    expect(r.violations).toEqual([{ path: '/convert/length', what: '2002 DOM elements > 1500' }]);
    expect(r.worst.get('category')?.domElements.domElements).toBe(2002);
    expect([...r.worst.keys()].sort()).toEqual(['category', 'conversion', 'home', 'not-found', 'unit-hub']);
    // A conversion page keeps the tighter HTML budget of its kind (10 KB), which a category page (40 KB) does not.
    // About 20 KB gzipped: 1,000 paragraphs of digits that do not compress away.
    let x = 1;
    const noise = (): string => Array.from({ length: 6 }, () => ((x = (x * 48_271) % 2_147_483_647), x.toString(16))).join('');
    const big = `<!doctype html><html><body>${Array.from({ length: 1000 }, () => `<p>${noise()}</p>`).join('')}</body></html>`;
    await writeFile(path.join(dir, 'convert/length/m-to-ft.html'), big);
    await writeFile(path.join(dir, 'units/length/m.html'), big);
    const over = checkBudgets(dir, pages).violations.filter((v) => v.what.includes('gzipped'));
    expect(over.map((v) => v.path)).toEqual(['/convert/length/m-to-ft']);
    expect(over[0]?.what).toMatch(/ B gzipped HTML > 10240$/);
  });

  it('refuses a page file that is no page of the page list', async () => {
    await writeFile(path.join(dir, 'convert/length/parsec-to-m.html'), page(10));
    try {
      expect(() => checkBudgets(dir, pages)).toThrow('budgets: /convert/length/parsec-to-m is no page of the page list (src/site/pages.ts)');
    } finally {
      await rm(path.join(dir, 'convert/length/parsec-to-m.html'));
    }
  });
});
