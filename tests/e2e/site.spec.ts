import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated.ts';

/** How many units the fixture site has in a category (tests/fixtures/site). */
const fixtureUnits = (category: string): number =>
  (JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../fixtures/site/units.json'), 'utf8')) as { category: string }[]).filter(
    (u) => u.category === category,
  ).length;

test.describe('conversion page', () => {
  test('shows the result for 1 before any JavaScript runs', async ({ browser }) => {
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto('/convert/length/m-to-cm');
    await expect(page.locator('[data-result]')).toHaveText('100');
    await expect(page.locator('table.conv tbody tr').first()).toContainText('0.01');
    await ctx.close();
  });

  test('typing a value gives the exact result', async ({ page }) => {
    await page.goto('/convert/length/m-to-cm');
    const input = page.getByLabel('Meter (m)');
    const result = page.locator('[data-result]');
    await expect(result).toHaveText('100');
    await hydrated(page);
    await input.fill('1.1');
    await expect(result).toHaveText('110');
    await input.fill('1,000.5');
    await expect(result).toHaveText('100\u202f050');
    await input.fill('abc');
    await expect(result).toHaveText('0');
    await input.fill('');
    await expect(result).toHaveText('0');
  });

  test('temperature uses the offset formula', async ({ page }) => {
    await page.goto('/convert/temperature/fahrenheit-to-celsius');
    const input = page.getByLabel('Degree Fahrenheit (°F)');
    await hydrated(page);
    await input.fill('32');
    await expect(page.locator('[data-result]')).toHaveText('0');
    await input.fill('-40');
    await expect(page.locator('[data-result]')).toHaveText('\u221240');
    // Below absolute zero (−459.67 °F) there is no temperature: said, with no number and no sentence.
    await input.fill('-500');
    await expect(page.locator('[data-result]')).toHaveText('That temperature is below absolute zero.');
    await expect(page.locator('[data-sentence]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();
    // Text that is no number counts as 0, and the sentence says 0, not the text typed.
    await input.fill('-300 °F');
    await expect(page.locator('[data-sentence]')).toHaveText(/^0 °F ≈ −17\.777/);
    await input.fill('-459.67');
    await expect(page.locator('[data-result]')).toHaveText('\u2212273.15');
    // A change of temperature has no such floor.
    await page.goto('/convert/temperature-difference/delta-celsius-to-delta-fahrenheit?v=-500');
    await hydrated(page);
    await expect(page.locator('[data-result]')).toHaveText('\u2212900');
    // Nor has a temperature in every unit at once, in Spanish.
    await page.goto('/es/ultra/temperature');
    await hydrated(page);
    await page.getByLabel('Valor').fill('-300');
    await expect(page.locator('[data-below-zero]')).toHaveText('Esa temperatura está por debajo del cero absoluto.');
    await page.getByLabel('Valor').fill('0');
    await expect(page.locator('[data-below-zero]')).toHaveCount(0);
  });

  test('temperature and temperature-difference pages explain each other and link across', async ({ page }) => {
    await page.goto('/convert/temperature/celsius-to-fahrenheit');
    await expect(page.locator('[data-companion]')).toContainText('a reading of 10 °C is 50 °F');
    await expect(page.locator('[data-companion]')).toContainText('a change of 10 °C is a change of 18 °F');
    await page.getByRole('link', { name: 'Convert a change: Degree Celsius (difference) to Degree Fahrenheit (difference)' }).click();
    await expect(page).toHaveURL(/\/convert\/temperature-difference\/delta-celsius-to-delta-fahrenheit$/);
    await expect(page.locator('[data-result]')).toHaveText('1.8');
    await expect(page.locator('[data-companion]')).toContainText('which have no zero offset');
    await page.getByRole('link', { name: 'Convert a reading: Degree Celsius to Degree Fahrenheit' }).click();
    await expect(page).toHaveURL(/\/convert\/temperature\/celsius-to-fahrenheit$/);
  });

  test('swap goes to the reverse page', async ({ page }) => {
    await page.goto('/convert/length/cm-to-in');
    await page.getByRole('link', { name: /Swap: convert Inch to Centimeter/ }).click();
    await expect(page).toHaveURL(/\/convert\/length\/in-to-cm$/);
    await expect(page.locator('[data-result]')).toHaveText('2.54');
    await expect(page.getByRole('link', { name: 'Reverse: Centimeter to Inch' })).toHaveAttribute('href', '/convert/length/cm-to-in');
  });

  test('the legacy /converter/ address serves the same page with a canonical /convert/ link', async ({ page }) => {
    const res = await page.goto('/converter/length/cm-to-in');
    expect(res?.status()).toBe(200);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', 'https://exactconvert.example/convert/length/cm-to-in');
  });

  test('alias slugs redirect to the canonical page', async ({ page }) => {
    await page.goto('/convert/length/cm-to-inches');
    await expect(page).toHaveURL(/\/convert\/length\/cm-to-in$/);
    await page.goto('/convert/weight-and-mass-converter');
    await expect(page).toHaveURL(/\/convert\/weight-and-mass$/);
  });
});

test.describe('search', () => {
  test('pick a pair with the keyboard', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const from = page.getByRole('combobox', { name: 'From' });
    await from.click();
    await from.pressSequentially('m');
    await expect(page.getByRole('listbox', { name: 'From suggestions' })).toBeHidden();
    await from.pressSequentially('et');
    const list = page.getByRole('listbox', { name: 'From suggestions' });
    await expect(list).toBeVisible();
    const count = await list.getByRole('option').count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(8);
    await from.press('ArrowDown');
    await expect(from).toHaveAttribute('aria-activedescendant', /.+/);
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await from.press('Enter');
    await expect(from).toHaveValue('Meter (m)');
    const to = page.getByRole('combobox', { name: 'To' });
    await expect(to).toBeFocused();
    await to.pressSequentially('foo');
    await expect(page.getByRole('listbox', { name: 'To suggestions' }).getByRole('option')).toHaveCount(1);
    await to.press('ArrowDown');
    await to.press('Enter');
    await expect(page).toHaveURL(/\/convert\/length\/m-to-ft$/);
  });

  test('Escape closes the suggestions', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const from = page.getByRole('combobox', { name: 'From' });
    await from.click();
    await from.pressSequentially('kilo');
    await expect(page.getByRole('listbox', { name: 'From suggestions' })).toBeVisible();
    await from.press('Escape');
    await expect(page.getByRole('listbox', { name: 'From suggestions' })).toBeHidden();
    await expect(from).toHaveAttribute('aria-expanded', 'false');
  });

  test('category search stays within the category', async ({ page }) => {
    await page.goto('/convert/weight-and-mass');
    await hydrated(page);
    const from = page.getByRole('combobox', { name: 'From' });
    await from.click();
    await from.pressSequentially('po');
    const opts = page.getByRole('listbox', { name: 'From suggestions' }).getByRole('option');
    await expect(opts).toHaveCount(1);
    await expect(opts.first()).toContainText('Pound (lb)');
  });
});

test.describe('chrome', () => {
  test('theme choice persists across a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Toggle dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Toggle dark theme' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('home tiles show 12 and expand with View all', async ({ page }) => {
    await page.goto('/');
    const tiles = page.locator('#category-grid > li');
    const total = await tiles.count();
    expect(total, 'the fixture catalogue needs more than 12 categories for this test').toBeGreaterThan(12);
    await expect(page.locator('#category-grid > li:visible')).toHaveCount(12);
    // The first tiles follow home_order in the fixture data, not the alphabet.
    await expect(page.locator('#category-grid > li:visible a').first()).toHaveAttribute('href', '/convert/length');
    const firstFive = await page.locator('#category-grid > li:visible a').evaluateAll((as) => as.slice(0, 5).map((a) => a.getAttribute('href')));
    expect(firstFive).toEqual(['/convert/length', '/convert/weight-and-mass', '/convert/temperature', '/convert/area', '/convert/currency']);
    const toggle = page.locator('#tiles-toggle');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.locator('#category-grid > li:visible')).toHaveCount(total);
    await expect(toggle).toHaveText('Show Less');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(page.locator('#category-grid > li:visible')).toHaveCount(12);
    await expect(toggle).toHaveText('View all');
  });

  test('mobile menu and bottom tab bar at 390 px', async ({ browser }) => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await ctx.newPage();
    await page.goto('/convert/length/cm-to-in');
    const tabs = page.getByRole('navigation', { name: 'Quick categories' });
    await expect(tabs).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Length' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(nav).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.locator('#site-nav a[href="/about"]')).toHaveAttribute('aria-current', 'page');
    await ctx.close();
  });

  test('Home is the current page on / in the header and the tab bar (issue 9)', async ({ browser }) => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await ctx.newPage();
    await page.goto('/');
    const tabs = page.getByRole('navigation', { name: 'Quick categories' });
    await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Length' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.locator('#site-nav a[href="/"]')).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('#site-nav a[href="/about"]')).not.toHaveAttribute('aria-current', 'page');
    await ctx.close();
  });

  test('tab bar is hidden on desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Quick categories' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('contact form shows the toast and clears', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent!')).toHaveCount(0);
    await page.getByLabel('Name').fill('Ada');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Subject').fill('Units');
    await page.getByLabel('Message').fill('Please add the smoot.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent!')).toHaveCount(0);
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent!')).toBeVisible();
    await expect(page.getByText("Thank you for contacting us. We'll get back to you soon.")).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
  });
});

test.describe('catalogue walk', () => {
  test('home -> category -> unit hub -> conversion through plain links', async ({ page }) => {
    await page.goto('/');
    await page.locator('#category-grid a[href="/convert/length"]').click();
    await expect(page).toHaveURL(/\/convert\/length$/);
    await expect(page.getByRole('heading', { name: 'Popular Conversions' })).toBeVisible();
    const all = page.locator('section[aria-labelledby="all-h"]');
    // All Conversions lists units (one link each to its hub), not every pair.
    await expect(all.locator('a')).toHaveCount(fixtureUnits('Length'));
    await all.getByRole('link', { name: 'Inch (in)' }).click();
    await expect(page).toHaveURL(/\/units\/length\/in$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inch (in) Conversions');
    await expect(page.locator('.hub-def')).toContainText('1 in = 0.0254 m');
    await expect(page.locator('.hub-def [data-exact]')).toHaveAttribute('data-exact', 'true');
    await expect(page.locator('.hub-def')).toContainText('1959');
    await expect(page.locator('.hub-list > li')).toHaveCount(fixtureUnits('Length') - 1);
    await expect(page.locator('.hub-list a.rev[href="/convert/length/cm-to-in"]')).toHaveText('Centimeter to Inch');
    await page.locator('.hub-list a[href="/convert/length/in-to-cm"]').click();
    await expect(page).toHaveURL(/\/convert\/length\/in-to-cm$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inch to Centimeter');
  });

  test('a currency hub lists every pair from the currency', async ({ page }) => {
    await page.goto('/units/currency/btc');
    await expect(page.locator('.hub-def')).toContainText('Cryptocurrency');
    await expect(page.locator('.hub-list > li')).toHaveCount(5);
  });
});

test.describe('not found', () => {
  test('unknown route', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('unknown category and conversion', async ({ page }) => {
    await page.goto('/convert/no-such-category');
    await expect(page.getByRole('heading', { name: 'Category Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await page.goto('/convert/length/m-to-parsec');
    await expect(page.getByRole('heading', { name: 'Conversion Not Found' })).toBeVisible();
    await expect(page.getByText('m-to-parsec')).toBeVisible();
  });
});
