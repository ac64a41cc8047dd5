// The islands rendered in each language (as the pages render them before hydration): the
// words are the language's, the numbers are in its form, and no English word is left.
import { uiMessages } from '../../../src/i18n/ui-messages.ts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Converter from '../../../src/components/Converter.tsx';
import CurrencyConverter from '../../../src/components/CurrencyConverter.tsx';
import UltraView from '../../../src/components/UltraView.tsx';
import UnitSearch from '../../../src/components/UnitSearch.tsx';
import { type Locale, PUBLISHED_LOCALES } from '../../../src/i18n/locales.ts';

const m = { code: 'm', name: 'Metro', symbol: 'm', factor: '1', offset: '0', reciprocal: false };
const ft = { code: 'ft', name: 'Pie', symbol: 'ft', factor: '0.3048', offset: '0', reciprocal: false };
const ultraUnit = (u: typeof m) => ({ ...u, exactDefinition: true, exactRational: true, piPower: 0 });

const render = (locale: Locale) => ({
  converter: renderToStaticMarkup(createElement(Converter, { locale, messages: uiMessages(locale), from: m, to: ft, exact: true, reverseHref: '/x', fraction: true })),
  search: renderToStaticMarkup(createElement(UnitSearch, { locale, messages: uiMessages(locale), indexUrl: '/search-index.json' })),
  ultra: renderToStaticMarkup(
    createElement(UltraView, { locale, messages: uiMessages(locale), category: 'length', categoryName: 'Longitud', units: [ultraUnit(m), ultraUnit(ft)], categories: [{ slug: 'length', name: 'Longitud' }], compounds: [], initial: 'm' }),
  ),
  currency: renderToStaticMarkup(createElement(CurrencyConverter, { locale, messages: uiMessages(locale), pair: [['USD', 'dólar', false], ['EUR', 'euro', false]], listUrl: '/currencies.json', apiUrl: '/api' })),
});

/** English words of the islands that must not appear on another language's page. */
const ENGLISH = /(?<!\p{L})(Copy|Swap|Display|Automatic|From|Category|Value|Filter|Amount|Results are|Unit)(?!\p{L})/u;

describe('islands in each language', () => {
  it('English renders as it always has', () => {
    const en = render('en');
    expect(en.converter).toContain('aria-label="Swap: convert Pie to Metro"');
    expect(en.converter).toContain('3.280\u202f839\u202f895\u202f013\u202f12');
    expect(en.converter).toContain('>Copy link<');
    expect(en.search).toContain('placeholder="e.g. meter, kg, °F, or 5 ft to cm"');
    expect(en.ultra).toContain('1 m in every longitud unit');
    expect(en.currency).toContain('aria-label="Swap: convert EUR to USD"');
  });

  it('Spanish: words and numbers', () => {
    const es = render('es');
    expect(es.converter).toContain('3,280\u202f839\u202f895\u202f013\u202f12');
    expect(es.converter).toContain('aria-label="Intercambiar: convertir de «Pie» a «Metro»"');
    expect(es.converter).toContain('>Copiar enlace<');
    expect(es.search).toContain('placeholder="p. ej. metro, kg, °F o 5 ft en cm"');
    expect(es.ultra).toContain('3,280\u202f839\u202f895\u202f013\u202f12');
    expect(es.ultra).toContain('href="/es/convert/length/m-to-ft?v=1"');
    expect(es.ultra).toContain('1 m en cada unidad de longitud');
    expect(es.currency).toContain('>Importe<');
  });

  for (const locale of PUBLISHED_LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: no English word is left`, () => {
      for (const [island, html] of Object.entries(render(locale))) {
        const text = html.replace(/<[^>]*>/g, ' ') + [...html.matchAll(/(?:aria-label|placeholder|title)="([^"]*)"/g)].map((x) => x[1]).join(' ');
        expect(text, `${locale} ${island}`).not.toMatch(ENGLISH);
        expect(text, `${locale} ${island}`).not.toContain('3.280\u202f839\u202f895\u202f013\u202f12');
      }
    });
  }
});
