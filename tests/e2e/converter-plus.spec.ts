import { expect, type Page, test } from '@playwright/test';
import { hydrated } from './hydrated.ts';

// Issue 13 as a visitor uses it: shareable values, Copy, precision, compound units,
// ranked search, typed queries and the Ultra view.

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

test.describe('shareable values', () => {
  test('?v= opens with the value and its result; the crawler HTML still shows 1 and a clean canonical', async ({ page, browser }) => {
    await open(page, '/convert/length/m-to-cm?v=5.5');
    await expect(page.getByLabel('Meter (m)')).toHaveValue('5.5');
    await expect(page.locator('[data-result]')).toHaveText('550');
    await expect(page.locator('[data-sentence]')).toHaveText('5.5 m = 550 cm');

    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const raw = await ctx.newPage();
    await raw.goto('/convert/length/m-to-cm?v=5.5');
    await expect(raw.locator('[data-result]')).toHaveText('100');
    await expect(raw.locator('link[rel=canonical]')).toHaveAttribute('href', 'https://exactconvert.example/convert/length/m-to-cm');
    await ctx.close();
  });

  test('typing updates the address without adding history entries', async ({ page }) => {
    await open(page, '/convert/length/m-to-cm');
    const before = await page.evaluate(() => history.length);
    const input = page.getByLabel('Meter (m)');
    await input.fill('2.5');
    await expect(page).toHaveURL(/\/convert\/length\/m-to-cm\?v=2\.5$/);
    await input.fill('12');
    await expect(page).toHaveURL(/\?v=12$/);
    expect(await page.evaluate(() => history.length)).toBe(before);
    await page.reload();
    await hydrated(page);
    await expect(page.locator('[data-result]')).toHaveText('1200');
  });

  test('Copy copies the result and Copy link the address', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/convert/length/m-to-cm?v=5.5');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.locator('[data-copy-status]')).toHaveText('Result copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('550');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.locator('[data-copy-status]')).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/convert\/length\/m-to-cm\?v=5\.5$/);
  });
});

test.describe('precision', () => {
  test('significant digits, fraction and automatic, remembered across pages', async ({ page }) => {
    await open(page, '/convert/length/cm-to-in');
    const result = page.locator('[data-result]');
    await expect(result).toHaveText('0.393\u202f700\u202f787\u202f401\u202f575');
    await page.getByLabel('Display').selectOption('sig');
    await page.getByLabel('Digits').selectOption('4');
    await expect(result).toHaveText('0.3937');
    await expect(page.locator('[data-sentence]')).toHaveText('1 cm ≈ 0.3937 in');
    await expect(page.locator('[data-rounded-note]')).toContainText('Rounded to 4 significant digits: 0.393\u202f700\u202f787\u202f401\u202f575 in ≈ 0.3937 in');
    await page.reload();
    await hydrated(page);
    await expect(result).toHaveText('0.3937');

    await page.getByLabel('Display').selectOption('fraction');
    await page.getByLabel('Nearest').selectOption('64');
    await expect(result).toHaveText('25/64');
    await expect(page.locator('[data-rounded-note]')).toHaveText('Rounded to the nearest 1/64: 0.393\u202f700\u202f787\u202f401\u202f575 in ≈ 25/64 in');
    await page.getByLabel('Centimeter (cm)').fill('3.81');
    await expect(result).toHaveText('1 1/2');
    await expect(page.locator('[data-sentence]')).toHaveText('3.81 cm = 1 1/2 in');

    // Another page remembers the choice; a page without fractions falls back to the automatic rule.
    await open(page, '/convert/length/m-to-ft?v=1');
    await expect(page.getByLabel('Display')).toHaveValue('fraction');
    await expect(page.locator('[data-result]')).toHaveText('3 9/32');
    await open(page, '/convert/length/ft-to-cm');
    await expect(page.getByLabel('Display')).toHaveValue('auto');
    await expect(page.locator('[data-result]')).toHaveText('30.48');
    await page.getByLabel('Display').selectOption('auto');
    await open(page, '/convert/length/cm-to-in');
    await expect(page.locator('[data-result]')).toHaveText('0.393\u202f700\u202f787\u202f401\u202f575');
  });
});

test.describe('the exact value', () => {
  test('a rounded result keeps its exact value one click away: the fraction, or every digit', async ({ page }) => {
    await open(page, '/convert/length/cm-to-in');
    const exact = page.locator('[data-exact]');
    // 1 cm = 1/2.54 in: the decimal does not end, so the exact value is the fraction.
    await expect(page.locator('[data-sentence]')).toHaveText('1 cm ≈ 0.393\u202f700\u202f787\u202f401\u202f575 in');
    await exact.getByText('Exact value').click();
    await expect(exact).toContainText('1 cm = 50/127 in');

    // 16 significant digits: shown to 15 and marked ≈, with every digit behind the click.
    await open(page, '/convert/length/in-to-m?v=1234567890.12345');
    await expect(page.locator('[data-result]')).toHaveText('31\u202f358\u202f024.409\u202f135\u202f6');
    await expect(page.locator('[data-sentence]')).toContainText(' ≈ 31\u202f358\u202f024.409\u202f135\u202f6 m');
    await page.locator('[data-exact] summary').click();
    await expect(exact).toContainText('= 31\u202f358\u202f024.409\u202f135\u202f63 m');

    // An exact result shown whole has nothing behind a click.
    await page.getByLabel('Inch (in)').fill('100');
    await expect(page.locator('[data-sentence]')).toHaveText('100 in = 2.54 m');
    await expect(exact).toHaveCount(0);
  });

  test('in Spanish, with a decimal comma', async ({ page }) => {
    await open(page, '/es/convert/length/cm-to-in?v=2,5');
    await page.getByText('Valor exacto').click();
    await expect(page.locator('[data-exact]')).toContainText('2,5 cm = 125/127 in');
  });
});

test.describe('compound units', () => {
  test('feet and inches to centimetres and back', async ({ page }) => {
    await open(page, '/convert/length/ft-to-cm');
    await page.getByLabel('Foot (ft)').fill('5');
    await page.getByLabel('plus Inch (in)').fill('10');
    await expect(page.locator('[data-result]')).toHaveText('177.8');
    await expect(page.locator('[data-sentence]')).toHaveText('5 ft 10 in = 177.8 cm');
    await expect(page).toHaveURL(/\?v=5&v2=10$/);

    await open(page, '/convert/length/cm-to-ft?v=180');
    await expect(page.locator('[data-compound]')).toHaveText('180 cm ≈ 5 ft 10.866 in');
    await open(page, '/convert/length/m-to-ft?v=1.524');
    await expect(page.locator('[data-compound]')).toHaveText('1.524 m = 5 ft 0 in');
  });

  test('pounds and ounces, stones and pounds, to kilograms and back', async ({ page }) => {
    await open(page, '/convert/weight-and-mass/lb-to-kg');
    await page.getByLabel('Pound (lb)').fill('10');
    await page.getByLabel('plus Ounce (oz)').fill('8');
    await expect(page.locator('[data-result]')).toHaveText('4.762\u202f719\u202f885');
    await expect(page.locator('[data-sentence]')).toHaveText('10 lb 8 oz = 4.762\u202f719\u202f885 kg');

    await open(page, '/convert/weight-and-mass/kg-to-lb?v=5');
    await expect(page.locator('[data-compound]')).toHaveText('5 kg ≈ 11 lb 0.37 oz');

    await open(page, '/convert/weight-and-mass/st-to-kg');
    await page.getByLabel('Stone (st)').fill('11');
    await page.getByLabel('plus Pound (lb)').fill('4');
    await expect(page.locator('[data-result]')).toHaveText('71.667\u202f594\u202f46');

    await open(page, '/convert/weight-and-mass/kg-to-st?v=70');
    await expect(page.locator('[data-compound]')).toHaveText('70 kg ≈ 11 st 0.324 lb');
  });
});

test.describe('search that knows what people mean', () => {
  const firstOption = (page: Page, name: string) => page.getByRole('listbox', { name: `${name} suggestions` }).getByRole('option').first();

  test('common units first: me, fo, c + el', async ({ page }) => {
    await open(page, '/');
    const from = page.getByRole('combobox', { name: 'From' });
    await from.click();
    await from.pressSequentially('me');
    await expect(firstOption(page, 'From')).toContainText('Meter (m)');
    await expect(page.getByRole('listbox', { name: 'From suggestions' })).toContainText('Electron Mass');
    await from.fill('f');
    await expect(page.getByRole('listbox', { name: 'From suggestions' })).toBeHidden();
    await from.pressSequentially('o');
    await expect(firstOption(page, 'From')).toContainText('Foot (ft)');
    const options = page.getByRole('listbox', { name: 'From suggestions' }).getByRole('option');
    const texts = await options.allTextContents();
    expect(texts.findIndex((t) => t.startsWith('Foot-Candle'))).toBeGreaterThan(0);
    await from.fill('c');
    await from.pressSequentially('el');
    await expect(firstOption(page, 'From')).toContainText('Degree Celsius (°C) · Temperature');
  });

  test('once From is chosen, To suggests only units of its category', async ({ page }) => {
    await open(page, '/');
    const from = page.getByRole('combobox', { name: 'From' });
    await from.click();
    await from.pressSequentially('kilog');
    await expect(firstOption(page, 'From')).toContainText('Kilogram (kg)');
    await from.press('ArrowDown');
    await from.press('Enter');
    await expect(from).toHaveValue('Kilogram (kg)');
    const to = page.getByRole('combobox', { name: 'To' });
    await to.pressSequentially('me');
    const texts = await page.getByRole('listbox', { name: 'To suggestions' }).getByRole('option').allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const t of texts) expect(t).toMatch(/· Weight and Mass$/);
    expect(texts.join()).not.toContain('Meter');
  });

  for (const [query, answer, href, value, result] of [
    ['5 ft to cm', '5 ft = 152.4 cm', '/convert/length/ft-to-cm?v=5', '5', '152.4'],
    ['100 f in c', '100 °F ≈ 37.777\u202f777\u202f778 °C', '/convert/temperature/fahrenheit-to-celsius?v=100', '100', '37.777\u202f777\u202f777\u202f777\u202f8'],
    ['3.5 kg lb', '3.5 kg ≈ 7.716\u202f179\u202f176\u202f5 lb', '/convert/weight-and-mass/kg-to-lb?v=3.5', '3.5', '7.716\u202f179\u202f176\u202f470\u202f72'],
    ['1/4 in mm', '1/4 in = 6.35 mm', '/convert/length/in-to-mm?v=1%2F4', '1/4', '6.35'],
  ] as const) {
    test(`a typed query "${query}" answers inline and links to its page with the value`, async ({ page }) => {
      await open(page, '/');
      const from = page.getByRole('combobox', { name: 'From' });
      await from.click();
      await from.fill(query);
      await expect(page.locator('[data-answer]')).toHaveText(answer);
      // The search box answers as the expression page does (11 significant digits); its conversion page shows the site's full form.
      const link = page.locator('[data-query-answer] a').first();
      await expect(link).toHaveAttribute('href', href);
      await link.click();
      await page.waitForURL((u) => `${u.pathname}${u.search}` === href, { waitUntil: 'load' });
      await hydrated(page);
      await expect(page.locator('[data-converter] input').first()).toHaveValue(value);
      await expect(page.locator('[data-result]')).toHaveText(result);
    });
  }

  test('an unknown unit says which word it did not know', async ({ page }) => {
    await open(page, '/');
    const from = page.getByRole('combobox', { name: 'From' });
    await from.click();
    await from.fill('5 fleeb to cm');
    await expect(page.locator('[data-query-answer] [data-problem]')).toHaveText('“fleeb” is not the name or symbol of a unit.');
  });

  test('category page placeholders name units of that category', async ({ page }) => {
    await open(page, '/convert/length');
    await expect(page.getByRole('combobox', { name: 'From' })).toHaveAttribute('placeholder', /^e\.g\. (meter|centimeter|millimeter|kilometer|inch|foot|mile|yard)/);
    const placeholders = `${String(await page.getByRole('combobox', { name: 'From' }).getAttribute('placeholder'))} ${String(await page.getByRole('combobox', { name: 'To' }).getAttribute('placeholder'))}`;
    expect(placeholders).not.toMatch(/kg|°F|°C|lb/);
  });
});

test.describe('Ultra view', () => {
  test('type a value, see every unit, filter, follow a row', async ({ page }) => {
    await page.goto('/');
    await page.locator('a[href="/ultra/length"]').click();
    await page.waitForURL(/\/ultra\/length$/, { waitUntil: 'load' });
    await hydrated(page);
    await page.getByLabel('In', { exact: true }).selectOption('cm');
    await page.getByLabel('Value').fill('180');
    await expect(page).toHaveURL(/\/ultra\/length\?v=180&from=cm$/);
    await expect(page.locator('tr[data-unit="m"] [data-value]')).toHaveText('1.8 m');
    await expect(page.locator('tr[data-unit="ft"] [data-value]')).toHaveText('≈ 5.905\u202f511\u202f811\u202f023\u202f62 ft');
    await expect(page.locator('tr[data-unit="bohr"] [data-value]')).toContainText('≈ ');
    await expect(page.locator('[data-ultra-compound]')).toHaveText('180 cm ≈ 5 ft 10.866 in');
    await page.getByLabel('Filter units').fill('foo');
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await page.getByRole('link', { name: 'Centimeter to Foot (ft)' }).click();
    await page.waitForURL(/\/convert\/length\/cm-to-ft\?v=180$/, { waitUntil: 'load' });
    await hydrated(page);
    await expect(page.locator('[data-result]')).toHaveText('5.905\u202f511\u202f811\u202f023\u202f62');
  });

  test('takes feet and inches, or stones and pounds, in one go', async ({ page }) => {
    await open(page, '/ultra/length');
    await page.getByLabel('In', { exact: true }).selectOption('ft+in');
    await page.getByLabel('Value').fill('5');
    await page.getByLabel('plus Inch (in)').fill('10');
    await expect(page).toHaveURL(/\?v=5&from=ft%2Bin&v2=10$/);
    await expect(page.locator('thead')).toContainText('5 ft 10 in is');
    await expect(page.locator('tr[data-unit="cm"] [data-value]')).toHaveText('177.8 cm');
    await expect(page.locator('tr[data-unit="m"] [data-value]')).toHaveText('1.778 m');
    await expect(page.locator('tr[data-unit="in"] [data-value]')).toHaveText('70 in');
    await page.getByRole('link', { name: 'Foot to Centimeter (cm)' }).click();
    await page.waitForURL(/\/convert\/length\/ft-to-cm\?v=35%2F6$/, { waitUntil: 'load' });
    await hydrated(page);
    await expect(page.getByLabel('Foot (ft)')).toHaveValue('35/6');
    await expect(page.locator('[data-result]')).toHaveText('177.8');

    await open(page, '/ultra/weight-and-mass');
    await page.getByLabel('In', { exact: true }).selectOption('st+lb');
    await page.getByLabel('Value').fill('11');
    await page.getByLabel('plus Pound (lb)').fill('4');
    await expect(page.locator('tr[data-unit="kg"] [data-value]')).toHaveText('71.667\u202f594\u202f46 kg');
  });

  test('is linked from each category page and lets the visitor choose another category', async ({ page }) => {
    await open(page, '/convert/weight-and-mass');
    await page.getByRole('link', { name: /Ultra View: every weight and mass unit/ }).click();
    await page.waitForURL(/\/ultra\/weight-and-mass$/, { waitUntil: 'load' });
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weight and Mass Ultra View');
    await expect(page.locator('tr[data-unit="lb"] [data-value]')).toHaveText('≈ 2.204\u202f622\u202f621\u202f848\u202f78 lb');
    await page.getByLabel('Category').selectOption('temperature');
    await expect(page).toHaveURL(/\/ultra\/temperature$/);
  });
});
