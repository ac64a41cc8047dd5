// The embeddable converter (issue 45, item 3) from a page of another origin (playwright.config.ts
// serves tests/e2e/second-origin/ on E2E_OTHER_PORT): the custom element and the iframe convert and
// pass axe's WCAG 2.2 AA rules in both colour schemes; that origin reads the JSON API (CORS); a
// normal page of the site refuses to be framed there; the script stays within 30 KB gzipped.
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';

const OTHER = `http://127.0.0.1:${process.env['E2E_OTHER_PORT'] ?? ''}`;
/** U+202F, the digit groups' narrow no-break space. */
const G = '\u202f';

function site(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('no baseURL');
  return new URL(baseURL).origin;
}

/** A host page of the other origin, pointed at the site under test. */
async function host(page: Page, file: string, baseURL: string | undefined): Promise<void> {
  await page.goto(`${OTHER}/${file}?site=${encodeURIComponent(site(baseURL))}`);
}

const line = (el: Locator): Locator => el.locator('p.line');

test.describe('the custom element on another origin', () => {
  test('converts in German and Spanish, swaps with the keyboard and links to the pair', async ({ page, baseURL }) => {
    await host(page, 'embed.html', baseURL);
    const de = page.locator('#de');
    const input = de.getByLabel('Fuß (ft)');
    await expect(input).toHaveValue('1');
    await expect(line(de)).toHaveText('1 ft = 30,48 cm');
    await input.fill('2,5');
    await expect(line(de)).toHaveText('2,5 ft = 76,2 cm');
    await expect(de.locator('output')).toHaveText('76,2');
    const link = de.getByRole('link', { name: 'ft in cm auf ExactConvert' });
    await expect(link).toHaveAttribute('href', `${site(baseURL)}/de/convert/length/ft-to-cm`);

    const es = page.locator('#es');
    await expect(line(es)).toHaveText(`2,5 mi = 4,023${G}36 km`);
    const swap = es.getByRole('button', { name: 'Intercambiar: convertir de «Kilómetro» a «Milla»' });
    await swap.focus();
    await page.keyboard.press('Enter');
    await expect(line(es)).toHaveText(`2,5 km ≈ 1,553${G}427${G}980${G}593${G}33 mi`);
    await expect(es).toHaveAttribute('from', 'km');
    await expect(es).toHaveAttribute('to', 'mi');
    await expect(es.getByLabel('Kilómetro (km)')).toHaveValue('2,5');
    // The button keeps the focus, now named for the way back.
    await expect(es.getByRole('button', { name: 'Intercambiar: convertir de «Milla» a «Kilómetro»' })).toBeFocused();
    await expect(es.getByRole('link', { name: 'km a mi en ExactConvert' })).toHaveAttribute('href', `${site(baseURL)}/es/convert/length/km-to-mi`);
  });

  test("takes the host page's language where it has no lang of its own (es-MX: Spanish), and a unit to itself reads by its symbol", async ({ page, baseURL }) => {
    await host(page, 'embed.html', baseURL);
    const inherit = page.locator('#inherit');
    await expect(line(inherit)).toHaveText('3 ft = 3 ft');
    await expect(inherit.locator('.card')).toHaveAttribute('lang', 'es');
    await expect(inherit.getByRole('link')).toHaveAttribute('href', new RegExp(`^${site(baseURL)}/es/`));
  });

  test('asks the site only for its script and its data, once, without cookies, and sends nothing typed', async ({ page, baseURL, context }) => {
    const origin = site(baseURL);
    // A cookie of the site that the element's requests must not carry.
    await context.addCookies([{ name: 'visitor', value: 'known', url: origin }]);
    const asked: { url: string; method: string; cookie: string | undefined }[] = [];
    page.on('request', (r) => {
      if (r.frame() === page.mainFrame() && r.url().startsWith(origin)) asked.push({ url: r.url().slice(origin.length), method: r.method(), cookie: r.headers()['cookie'] });
    });
    await host(page, 'embed.html', baseURL);
    const de = page.locator('#de');
    await expect(line(de)).toHaveText('1 ft = 30,48 cm');
    await expect(line(page.locator('#es'))).toHaveText(`2,5 mi = 4,023${G}36 km`);
    await de.getByRole('textbox').fill('7');
    await expect(line(de)).toHaveText('7 ft = 213,36 cm');
    await page.locator('#es').getByRole('button', { name: /Intercambiar/ }).click();
    await expect(line(page.locator('#es'))).toContainText('km ≈');
    // Two elements of one category: the index and the category file once each, for both.
    expect(asked.map((a) => a.url).sort()).toEqual(['/api/v1/index.json', '/api/v1/length.json', '/embed/v1/exact-convert.js']);
    expect(asked.every((a) => a.method === 'GET' && a.cookie === undefined)).toBe(true);
  });

  test('follows its attributes, and says when a typed value is no number', async ({ page, baseURL }) => {
    await host(page, 'embed.html', baseURL);
    const de = page.locator('#de');
    await expect(line(de)).toHaveText('1 ft = 30,48 cm');
    await de.evaluate((el) => {
      el.setAttribute('lang', 'fr');
      el.setAttribute('value', '12345.5');
    });
    await expect(de.getByLabel('Pied (ft)')).toHaveValue(`12${G}345,5`);
    await expect(line(de)).toHaveText(`12${G}345,5 ft = 376${G}290,84 cm`);
    await de.evaluate((el) => {
      el.setAttribute('to', 'in');
    });
    await expect(line(de)).toHaveText(`12${G}345,5 ft = 148${G}146 in`);
    await de.getByRole('textbox').fill('abc');
    await expect(line(de)).toHaveText(`«${G}abc${G}» n’est pas un nombre. Saisissez un nombre, par exemple «${G}1${G}», «${G}1,5${G}» ou «${G}2 1/4${G}».`);
    await expect(de.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(de.locator('output')).toHaveText('');
  });

  test('says in its language why it cannot convert, never a number', async ({ page, baseURL }) => {
    await host(page, 'problems.html', baseURL);
    await expect(line(page.locator('#different'))).toHaveText(`«${G}ft${G}» et «${G}kg${G}» mesurent des grandeurs différentes${G}: l’une ne peut pas être convertie en l’autre.`);
    await expect(line(page.locator('#unknown'))).toHaveText('ExactConvert hat keine Einheit mit dem Code „furlongs“.');
    await expect(line(page.locator('#category'))).toHaveText('ExactConvert no tiene ninguna categoría «volume».');
    await expect(line(page.locator('#missing'))).toHaveText('Bu çevirici üçün vahidlər göstərilməyib.');
    for (const id of ['different', 'unknown', 'category', 'missing']) {
      await expect(page.locator(`#${id}`).getByRole('textbox')).toBeHidden();
      await expect(page.locator(`#${id}`).locator('output')).toBeHidden();
    }
  });

  test('says when the data cannot be loaded, and loads it when asked again', async ({ page, baseURL }) => {
    let refuse = true;
    await page.route('**/api/v1/index.json', (route) => (refuse ? route.abort('internetdisconnected') : route.continue()));
    await host(page, 'embed.html', baseURL);
    const de = page.locator('#de');
    await expect(line(de)).toHaveText('Die Einheiten konnten nicht von ExactConvert geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.');
    await expect(de.getByRole('textbox')).toBeHidden();
    refuse = false;
    await de.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(line(de)).toHaveText('1 ft = 30,48 cm');
  });
});

test.describe('the iframe', () => {
  test('converts inside a page of another origin', async ({ page, baseURL }) => {
    await host(page, 'embed.html', baseURL);
    const frame = page.frameLocator('#frame');
    const input = frame.getByLabel('Foot (ft)');
    await expect(input).toHaveValue('1');
    await input.fill('3');
    await expect(frame.locator('exact-convert p.line')).toHaveText('3 ft = 91.44 cm');
    await expect(frame.getByRole('link', { name: 'ft to cm on ExactConvert' })).toHaveAttribute('href', `${site(baseURL)}/convert/length/ft-to-cm`);
  });

  test('serves each language, opens with ?v=, says when its address names no pair, and is not indexed', async ({ page }) => {
    await page.goto('/es/embed/length/ft-to-cm?v=2.5');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByLabel('Pie (ft)')).toHaveValue('2,5');
    await expect(page.locator('exact-convert p.line')).toHaveText('2,5 ft = 76,2 cm');
    await page.goto('/de/embed/length/ft-to-furlong');
    await expect(page.locator('exact-convert p.line')).toHaveText('ExactConvert hat keine Einheit mit dem Code „furlong“.');
    await page.goto('/embed/length');
    await expect(page.getByText('ExactConvert has no converter at this address.')).toBeVisible();
    await expect(page.locator('exact-convert')).toBeHidden();
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test(`a page of another origin with the element and the iframe has no WCAG 2.2 AA violations (${scheme})`, async ({ page, baseURL }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await host(page, 'embed.html', baseURL);
    await expect(line(page.locator('#de'))).toHaveText('1 ft = 30,48 cm');
    await expect(line(page.locator('#es'))).toHaveText(`2,5 mi = 4,023${G}36 km`);
    await expect(page.frameLocator('#frame').locator('exact-convert p.line')).toHaveText('1 ft = 30.48 cm');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('another origin reads the JSON API: the index and a category file', async ({ page, baseURL }) => {
  await host(page, 'index.html', baseURL);
  const answer = await page.evaluate(async (origin) => {
    const index = (await (await fetch(`${origin}/api/v1/index.json`)).json()) as { categories: { slug: string; href: string }[] };
    const length = index.categories.find((c) => c.slug === 'length');
    const res = await fetch(new URL(length?.href ?? '', origin));
    const file = (await res.json()) as { category: string; units: { code: string }[] };
    // A script that revalidates itself (If-None-Match, which needs the host to answer a preflight) is told the file is unchanged.
    const again = await fetch(new URL(length?.href ?? '', origin), { headers: { 'If-None-Match': res.headers.get('ETag') ?? '' }, cache: 'no-store' });
    return { categories: index.categories.length, category: file.category, units: file.units.map((u) => u.code), revalidated: again.status };
  }, site(baseURL));
  expect(answer.revalidated).toBe(304);
  expect(answer.categories).toBeGreaterThan(1);
  expect(answer.category).toBe('length');
  expect(answer.units).toEqual(expect.arrayContaining(['ft', 'cm']));
});

test('a normal page of the site refuses to be framed by another origin', async ({ page, baseURL }) => {
  const target = `${site(baseURL)}/convert/length/ft-to-cm`;
  const blocked: string[] = [];
  const said: string[] = [];
  page.on('requestfailed', (r) => {
    if (r.url() === target) blocked.push(r.failure()?.errorText ?? '');
  });
  page.on('console', (m) => said.push(m.text()));
  await host(page, 'framed.html', baseURL);
  // Chromium refuses the response (the site's frame-ancestors 'none', and X-Frame-Options: DENY) and says why.
  await expect.poll(() => blocked).toEqual(['net::ERR_BLOCKED_BY_RESPONSE']);
  await expect.poll(() => said.some((t) => t.includes("frame-ancestors 'none'"))).toBe(true);
  // It shows its own error page in the frame: nothing of the site's page is there.
  const framed = page.frames().find((f) => f !== page.mainFrame());
  expect(framed?.url()).toMatch(/^chrome-error:/);
  expect(await page.frameLocator('#page').locator('[data-converter], link[rel="canonical"]').count()).toBe(0);
  expect(await framed?.evaluate(() => document.title)).not.toContain('ExactConvert');
});

test('the page that explains embedding refuses to be framed, and its example converts', async ({ page, request }) => {
  const res = await request.get('/embed');
  expect(res.headers()['x-frame-options']).toBe('DENY');
  expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await page.goto('/de/embed');
  await expect(page.locator('exact-convert p.line')).toHaveText('1 ft = 30,48 cm');
  await expect(page.locator('pre').first()).toContainText('<script type="module" src="https://exactconvert.example/embed/v1/exact-convert.js"></script>');
});

test('the script is at most 30 KB gzipped', async ({ request }) => {
  const res = await request.get('/embed/v1/exact-convert.js');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/javascript/);
  expect(res.headers()['access-control-allow-origin']).toBe('*');
  const gz = gzipSync(await res.body(), { level: 9 }).length;
  expect(gz).toBeLessThanOrEqual(30 * 1024);
});
