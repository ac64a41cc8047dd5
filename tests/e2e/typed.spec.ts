import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { routeExpressionUnits } from './expression-units.ts';
import { hydrated } from './hydrated.ts';

// Issue 42: the examples of "Why", typed into the expression page and the home page's search
// box in Chromium, in the languages shown; hostile input; the time to a first answer. The
// pages fetch the language's expression file, answered with the full catalogue's (expression-units.ts).

const prefix = (locale: Locale): string => (locale === 'en' ? '' : `/${locale}`);

const route = routeExpressionUnits;

async function expressionPage(page: Page, locale: Locale, query?: string): Promise<void> {
  await route(page, locale);
  await page.goto(`${prefix(locale)}/expression${query === undefined ? '' : `?q=${encodeURIComponent(query)}`}`);
  await hydrated(page);
}

/** The text with the page's digit groups (narrow no-break spaces) taken out. */
const plain = (s: string | null): string => (s ?? '').replace(/[\u202f\u00a0]/g, '');

type Want = { answer: string } | { problem: RegExp; offers?: RegExp };

/** [language, text, what the page shows]: an answer's digits (in the page's form), or a question or message. */
const WHY: [Locale, string, Want][] = [
  ['en', '100 km per hour to mph', { answer: '≈ 62.137119224 mph' }],
  ['es', '100 km por hora a mph', { answer: '≈ 62,137119224 mph' }],
  ['de', '100 km pro Stunde in mph', { answer: '≈ 62,137119224 mph' }],
  ['fr', '100 km par heure en mph', { answer: '≈ 62,137119224 mph' }],
  ['en', '3 m per second to km/h', { answer: '= 10.8 km/h' }],
  ['en', '9.8 m s^-2 to ft s^-2', { answer: '≈ 32.152230971 ft s⁻²' }],
  ['en', '1 kg m^2 to lb ft^2', { answer: '≈ 23.730360404 lb ft²' }],
  ['en', '10 m s', { answer: '= 10 m·s' }],
  ['en', '100 L h^-1 to L/min', { answer: '≈ 1.6666666667 L/min' }],
  ['en', '1 kW to J s^-1', { answer: '= 1000 J s⁻¹' }],
  ['en', '100 Mb/s to MB/s', { answer: '= 12.5 MB/s' }],
  ['en', '98.6 F to C', { answer: '= 37 °C' }],
  ['en', '0 °C', { answer: '= 273.15 K' }],
  ['en', '1 ton to T', { problem: /different things/, offers: /Did you mean tonne \(t\)\?/ }],
  ['en', '5 m to', { problem: /not finished/ }],
  ['en', 'to cm', { problem: /not finished/ }],
  ['en', 'to to to', { problem: /not finished/ }],
  ['en', '150 lbs', { answer: '= 68.0388555 kg' }],
  ['en', '5 kph to m/s', { answer: '≈ 1.3888888889 m/s' }],
  ['en', '5 km/hr to m/s', { answer: '≈ 1.3888888889 m/s' }],
  ['en', '2 hr to sec', { answer: '= 7200 s' }],
  ['en', '100 sqft to m^2', { answer: '= 9.290304 m²' }],
  ['en', '100 sq ft to m^2', { answer: '= 9.290304 m²' }],
  ['en', '250 cc to mL', { answer: '= 250 mL' }],
  ['en', '100 Mbps to MB/s', { answer: '= 12.5 MB/s' }],
  ['en', '3 metres to ft', { answer: '≈ 9.842519685 ft' }],
  ['en', '2 litre to mL', { answer: '= 2000 mL' }],
  ['en', '5\'10" to cm', { answer: '= 177.8 cm' }],
  ['en', '27" to cm', { answer: '= 68.58 cm' }],
  ['en', '3-3/4 in to mm', { answer: '= 95.25 mm' }],
  ['en', '12 ft x 15 ft to m^2', { answer: '= 16.7225472 m²' }],
  ['en', 'convert 5 km to miles', { answer: '≈ 3.1068559612 mi' }],
  ['en', 'how many cm in an inch', { answer: '= 2.54 cm' }],
  ['en', '5 km in miles?', { answer: '≈ 3.1068559612 mi' }],
  ['en', '1:30 h to min', { answer: '= 90 min' }],
  ['en', '212 ℉ to ℃', { answer: '= 100 °C' }],
  ['en', '10 Δ°C to Δ°F', { answer: '= 18 Δ°F' }],
  ['en', '1000 lumen/m^2 to lx', { answer: '= 1000 lx' }],
  ['en', '5 % to ppm', { answer: '= 50000 ppm' }],
  ['en', 'sqrt(16 m^2) to m', { answer: '= 4 m' }],
  ['en', 'π rad to °', { answer: '= 180 °' }],
  ['en', '500 mL to L', { answer: '= 0.5 L' }],
  ['en', '150 pounds to kg', { answer: '= 68.0388555 kg' }],
  ['en', '8 ounces to g', { answer: '= 226.796185 g' }],
  ['en', '2 cups (US) to mL', { answer: '= 473.176473 mL' }],
  ['es', '1 gallon to L', { problem: /¿A qué «gallon» se refiere\?/, offers: /3,785411784 L/ }],
  ['es', '5 libras a kg', { answer: '= 2,26796185 kg' }],
  ['fr', '5 pouces en cm', { answer: '= 12,7 cm' }],
  ['az', '5 metr futa', { answer: '≈ 16,404199475 ft' }],
  ['az', '5 fut neçə metrdir', { answer: '= 1,524 m' }],
  ['az', '5 kq funta', { answer: '≈ 11,023113109 lb' }],
  ['az', '5 sm düymə', { answer: '≈ 1,968503937 in' }],
];

/** The languages the examples are written in. */
const EXAMPLE_LANGUAGES: readonly Locale[] = [...new Set(WHY.map(([l]) => l))];

test.describe('the examples of issue 42 on the expression page', () => {
  for (const locale of EXAMPLE_LANGUAGES) {
    const cases = WHY.filter(([l]) => l === locale);
    test(`${locale}: ${String(cases.length)} examples give the right answer or an apt question`, async ({ page }) => {
      await expressionPage(page, locale);
      const field = page.locator('[data-expression] input');
      for (const [, text, want] of cases) {
        await field.fill(text);
        if ('answer' in want) {
          await expect.poll(async () => plain(await page.locator('[data-expression-answer]').textContent()), { message: text }).toBe(want.answer);
        } else {
          await expect(page.locator('[data-expression-error]'), text).toHaveText(want.problem);
          await expect(page.locator('[data-expression-answer]'), text).toHaveCount(0);
          if (want.offers) await expect.poll(async () => plain(await page.locator('[data-expression-offers]').first().textContent()), { message: text }).toMatch(want.offers);
        }
      }
    });
  }

  test('a reading assumed is said, and the other readings are a click away', async ({ page }) => {
    await expressionPage(page, 'en', '98.6 F to C');
    await expect(page.locator('[data-expression-note="assumed"]').first()).toHaveText('“F” read as degree Fahrenheit (°F).');
    await page.locator('[data-expression] input').fill('150 pounds to kg');
    const note = page.locator('[data-expression-note="assumed"]');
    await expect(note).toContainText('“pounds” read as pound (lb).');
    await note.getByRole('button').first().click();
    await expect(page.locator('[data-expression] input')).toHaveValue(/150 (lb t|Pfd|lbt)/);
    await expect(page.locator('[data-expression-answer]')).toContainText('kg');
    // A question lists each reading with its value; a click asks for that one.
    await page.locator('[data-expression] input').fill('1 ton to kg');
    await page.locator('[data-expression-offers="choice"]').getByRole('button', { name: /Tonne/ }).click();
    await expect(page.locator('[data-expression-answer]')).toHaveText('= 1000 kg');
    await page.locator('[data-expression] input').fill('how many cm in an inch');
    await expect(page.locator('[data-expression-read]')).toHaveText('Read as: 1 inch → cm');
  });
});

test.describe('the examples of issue 42 in the home page search box', () => {
  for (const locale of EXAMPLE_LANGUAGES) {
    const cases = WHY.filter(([l]) => l === locale);
    test(`${locale}: the same answer or question as the expression page`, async ({ page }) => {
      await route(page, locale);
      await page.goto(`${prefix(locale)}/`);
      await hydrated(page);
      const from = page.getByRole('combobox').first();
      await from.click();
      for (const [, text, want] of cases) {
        await from.fill(text);
        if ('answer' in want) {
          // The search box writes the value typed before a pair's result ("5 ft = 152.4 cm"): the result is the page's.
          await expect.poll(async () => plain(await page.locator('[data-query-answer] [data-answer]').textContent()), { message: text }).toMatch(new RegExp(`${want.answer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        } else if (/^\d/.test(text) || want.offers) {
          await expect.poll(async () => plain(await page.locator('[data-query-answer]').textContent()), { message: text }).toMatch(want.offers ?? want.problem);
        } else {
          // Not begun with a number and no conversion ("to cm"): the box gives no result.
          await expect(page.locator('[data-query-answer] [data-answer]'), text).toHaveCount(0);
        }
      }
    });
  }
});

test.describe('the same examples in the home page search box (one reader, one answer)', () => {
  const HOME: [Locale, string, string][] = [
    ['en', '100 km per hour to mph', '≈ 62.137119224 mph'],
    ['en', '98.6 F to C', '98.6 °F = 37 °C'],
    ['en', 'how many cm in an inch', '1 in = 2.54 cm'],
    ['en', '9.8 m s^-2 to ft s^-2', '≈ 32.152230971 ft s⁻²'],
    ['en', '100 Mb/s to MB/s', '= 12.5 MB/s'],
    ['es', '100 km por hora a mph', '≈ 62,137119224 mph'],
    ['de', '100 km pro Stunde in mph', '100 km/h ≈ 62,137119224 mph'],
    ['fr', '100 km par heure en mph', '≈ 62,137119224 mph'],
    ['az', '5 metr futa', '5 m ≈ 16,404199475 ft'],
  ];
  for (const [locale, text, want] of HOME) {
    test(`${locale}: ${text}`, async ({ page }) => {
      await route(page, locale);
      await page.goto(`${prefix(locale)}/`);
      await hydrated(page);
      const from = page.getByRole('combobox').first();
      await from.click();
      await from.fill(text);
      await expect.poll(async () => plain(await page.locator('[data-query-answer] [data-answer]').textContent())).toBe(want);
    });
  }

  test('a question and a suggestion are asked in the search box too', async ({ page }) => {
    await route(page, 'en');
    await page.goto('/');
    await hydrated(page);
    const from = page.getByRole('combobox').first();
    await from.click();
    await from.fill('1 ton to kg');
    await expect(page.locator('[data-query-answer] [data-problem]')).toHaveText('Which “ton” do you mean? Each reading gives a different value:');
    await expect(page.locator('[data-query-answer] li')).toHaveCount(3);
    await from.fill('1 ton to T');
    await expect(page.locator('[data-query-answer]')).toContainText('Did you mean tonne (t)?');
  });
});
