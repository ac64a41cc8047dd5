import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { routeExpressionUnits } from './expression-units.ts';
import { hydrated } from './hydrated.ts';

// Issue 29: the expression converter in a real browser. The e2e site is built from the small
// fixture catalogue; its expression page fetches the language's unit file, which these tests
// answer with the full catalogue's (expression-units.ts).

async function open(page: Page, locale: Locale, query?: string): Promise<void> {
  await routeExpressionUnits(page, locale);
  const prefix = locale === 'en' ? '' : `/${locale}`;
  await page.goto(`${prefix}/expression${query === undefined ? '' : `?q=${encodeURIComponent(query)}`}`);
  await hydrated(page);
}

async function ask(page: Page, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name: /Expression|Expresión/ });
  await field.fill(text);
}

const answer = (page: Page) => page.locator('[data-expression-answer]');

test('English: the promised answers, each restored by its share link', async ({ page }) => {
  await open(page, 'en');
  const cases: [string, string][] = [
    ['5 ft 3 1/2 in to cm', '= 161.29 cm'],
    ['60 mph to min/km', '≈ 0.621\u202f371\u202f192\u202f24 min/km'],
    ['3 ft * 2 m to m^2', '= 1.8288 m²'],
    ['kg*m/s^2 to N', '= 1 N'],
    ['1 kWh/100 km to MJ/km', '= 0.036 MJ/km'],
    ['20 °C to °F', '= 68 °F'],
    ['160.02 cm to ft in', '= 5 ft 3 in'],
  ];
  for (const [q, a] of cases) {
    await ask(page, q);
    await expect(answer(page)).toHaveText(a);
    expect(new URL(page.url()).searchParams.get('q')).toBe(q);
  }
  await ask(page, '60 mph to min/km');
  await expect(page.locator('[data-expression-note="reciprocal"]')).toContainText('Reciprocal');
  await ask(page, '5 m to kg');
  await expect(page.locator('[data-expression-error]')).toHaveText('These measure different things: length in the expression, mass in the target.');
  await ask(page, '1 ton to kg');
  await expect(page.locator('[data-expression-error]')).toHaveText('Which “ton” do you mean? Each reading gives a different value:');
  await expect(page.locator('[data-expression-offers="choice"]')).toContainText('Ton (Short) (ton): = 907.184 74 kg');

  // A shared link restores the expression and its answer.
  for (const [q, a] of cases) {
    await open(page, 'en', q);
    await expect(page.getByRole('textbox', { name: 'Expression' })).toHaveValue(q);
    await expect(answer(page)).toHaveText(a);
  }
});

test('Spanish: Spanish words and number form', async ({ page }) => {
  await open(page, 'es');
  await ask(page, '5 pies 3 pulgadas en cm');
  await expect(answer(page)).toHaveText('= 160,02 cm');
  await ask(page, '3 pies * 2 metros en m^2');
  await expect(answer(page)).toHaveText('= 1,8288 m²');
  await ask(page, '5 m en kg');
  await expect(page.locator('[data-expression-error]')).toHaveText('La expresión y el destino miden magnitudes distintas: longitud y masa, respectivamente.');
  await open(page, 'es', '5 pies 3 pulgadas en cm');
  await expect(answer(page)).toHaveText('= 160,02 cm');
});

test('the search box answers an expression inline, and leads to the expression page', async ({ page }) => {
  await open(page, 'en');
  await page.goto('/');
  await hydrated(page);
  const from = page.getByRole('combobox').first();
  await from.click();
  await from.pressSequentially('5 ft 3 1/2 in to cm');
  await expect(page.locator('[data-query-answer] [data-answer]')).toHaveText('= 161.29 cm');
  // A pair query is still answered as before.
  await from.fill('');
  await from.pressSequentially('5 ft to cm');
  await expect(page.locator('[data-query-answer] [data-answer]')).toHaveText('5 ft = 152.4 cm');
  await from.fill('');
  await from.pressSequentially('60 mph to min/km');
  await expect(page.locator('[data-query-answer] [data-answer]')).toHaveText('≈ 0.621\u202f371\u202f192\u202f24 min/km');
  await page.getByRole('link', { name: 'Open in the expression converter' }).click();
  await expect(page).toHaveURL(/\/expression\?q=60%20mph%20to%20min%2Fkm$/);
  await hydrated(page);
  await expect(answer(page)).toHaveText('≈ 0.621\u202f371\u202f192\u202f24 min/km');
  // The header leads to the page in every language.
  await page.goto('/es');
  await page.getByRole('link', { name: 'Expresiones' }).first().click();
  await expect(page).toHaveURL(/\/es\/expression$/);
});
