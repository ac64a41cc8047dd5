// The API's description: OpenAPI 3.1 with a JSON Schema (2020-12, OpenAPI 3.1's dialect) of every
// file, the one statement of their shapes (the tests validate the built files against it).
import { absoluteUrl } from '../../core/paths.ts';
import { PRODUCT_NAME } from '../../core/product.ts';
import type { Locale } from '../../i18n/locales.ts';
import { PAGE_KINDS } from '../page-kinds.ts';
import { API_VERSION, apiPaths } from './paths.ts';
import { API_NAME_KINDS } from './records.ts';
import { DECIMAL_DIGITS } from './numbers.ts';

type Schema = Record<string, unknown>;

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const text = (description: string): Schema => ({ type: 'string', description });
const flag = (description: string): Schema => ({ type: 'boolean', description });
/** An object with exactly these properties, every one required unless listed as optional. */
function object(description: string, properties: Record<string, Schema>, optional: readonly string[] = []): Schema {
  return { type: 'object', description, properties, required: Object.keys(properties).filter((k) => !optional.includes(k)), additionalProperties: false };
}
/** One value per language the build renders, keyed by its code. */
function byLanguage(locales: readonly Locale[], description: string, value: Schema): Schema {
  return object(description, Object.fromEntries(locales.map((l) => [l, value])));
}

const VERSION = { type: 'string', pattern: '^[0-9a-f]{16}$' };
const WHOLE = '^-?(0|[1-9][0-9]*)$';
const DECIMAL = '^-?(0|[1-9][0-9]*)(\\.[0-9]+)?(e[+-][0-9]+)?$';
const EXPRESSION = 'an exact value in the catalogue\'s grammar: decimals, "a/b", powers "x^n" and "pi" joined by "*" and "/" ("0.3048", "1/3", "0.0254^3*231/128", "pi/180")';

function components(locales: readonly Locale[], categories: readonly string[]): Record<string, Schema> {
  const quantity = object('A quantity of a source\'s statement', { value: text(`The value, ${EXPRESSION}`), unit: text('A unit code of the same category') });
  return {
    Value: object(
      'A factor or offset: exactly numerator / denominator × π^piPower, the catalogue\'s own number (for a unit whose `exact` is false, the value its source states, not the true constant).',
      {
        numerator: { type: 'string', pattern: WHOLE, description: 'An integer in decimal digits, with its sign; the fraction is in lowest terms' },
        denominator: { type: 'string', pattern: '^[1-9][0-9]*$', description: 'A positive integer in decimal digits' },
        piPower: { type: 'integer', description: 'The power of π the fraction is multiplied by: 0 for a rational value; otherwise the value is irrational and no fraction is exact. A ratio of two values with the same piPower is rational (π cancels).' },
        decimal: { type: 'string', pattern: DECIMAL, description: `The value in decimal digits (JSON number syntax): every digit where they end (rounded false), else correctly rounded to ${String(DECIMAL_DIGITS)} significant digits (rounded true)` },
        rounded: flag('Whether `decimal` is rounded: the value is irrational (piPower not 0) or its decimal does not end'),
      },
    ),
    Name: object('A unit\'s or currency\'s name and symbol in one language', {
      name: text('The heading form ("Foot", "Pie")'),
      one: text('The form after a count of one ("foot")'),
      other: text('The form after other counts ("feet")'),
      symbol: text('The symbol as the language writes it'),
      kind: { type: 'string', enum: [...API_NAME_KINDS], description: 'Where the name comes from: "catalogue" (English, the catalogue\'s own), "cldr" (Unicode CLDR), "si-prefix" and "composed" (made by CLDR\'s patterns from named parts), "reference" (a cited source), "translated" (the team\'s), "english" (the language keeps the English name), "generated" (a pseudo-locale)' },
    }),
    SourceRecord: object(
      'The definition as data: the documents cited, how the value is known, and a statement of quantities equal to one another ("1 ft = 1/3 yd = 0.3048 m"), each checked against the factors with exact arithmetic',
      {
        citations: { type: 'array', items: object('A document cited', { document: text('Its title as published'), clause: text('The clause, table or appendix'), lang: text('The language of the title (BCP 47), where not English') }, ['clause', 'lang']) },
        basis: { type: 'string', enum: ['exact', 'measured', 'conventional', 'nominal', 'estimated'], description: '"exact" exactly when the unit\'s `exact` is true' },
        statement: { type: 'array', items: quantity },
        uncertainty: { ...quantity, description: 'The standard uncertainty of a measured value' },
      },
      ['uncertainty'],
    ),
    Unit: object('A unit. To convert x from unit A to unit B exactly (src/core/convert.ts): base = x × A.factor + A.offset (a reciprocal A: base = A.factor / x), then result = (base − B.offset) / B.factor (a reciprocal B: B.factor / base).', {
      code: text('The unit\'s code, unique in its category'),
      slug: text('The code as page paths write it: lower case, "_" as "-"'),
      symbol: text('The catalogue\'s symbol'),
      names: byLanguage(locales, 'The unit\'s name and symbol in each language', ref('Name')),
      factor: { ...ref('Value'), description: 'How many of the category\'s base unit one unit is; for a reciprocal unit, base = factor / value' },
      offset: { ...ref('Value'), description: 'Added in the base unit after the factor (a temperature scale\'s zero); 0 for a unit without one' },
      reciprocal: flag('Whether base = factor / value (fuel economy: mpg against L/100 km)'),
      exact: flag('The catalogue\'s word: true when a definition (SI, NIST, statute, stated convention) fixes the factor and offset exactly; false for measured constants, estimates and nominal ratings. With piPower not 0 an exact factor is still irrational.'),
      rank: { type: 'integer', minimum: 1, maximum: 5, description: 'How common the unit is: 1 everyday to 5 historic or obscure' },
      source: object('Where the definition comes from', { text: text('The catalogue\'s note, in English'), record: { oneOf: [ref('SourceRecord'), { type: 'null' }] } }),
    }),
    Currency: object('A currency (rates are live: no factor)', {
      code: text('ISO 4217 code or ticker'),
      slug: text('The code as page paths write it'),
      symbol: text('The catalogue\'s symbol'),
      crypto: flag('A cryptocurrency'),
      names: byLanguage(locales, 'The currency\'s name in each language', ref('Name')),
    }),
    Rates: object('The rates function the currency pages call', {
      url: text('Its absolute URL'),
      method: { const: 'POST' },
      contentType: { const: 'application/x-www-form-urlencoded' },
      conversion: text('A conversion request body'),
      history: text('A history request body'),
      returns: { type: 'object', description: 'The fields of its JSON answer, with their meaning', additionalProperties: { type: 'string' } },
      note: text('What the rates are and who may call the function'),
    }),
    UnitCategory: object(
      'A category of units',
      {
        api: { const: API_VERSION },
        version: { ...VERSION, description: 'The first 16 hex digits of the SHA-256 of this file\'s JSON without this field: it changes exactly when the file\'s content does' },
        category: { type: 'string', enum: [...categories] },
        kind: { const: 'units' },
        names: byLanguage(locales, 'The category\'s name in each language', { type: 'string' }),
        base: { type: ['string', 'null'], description: 'The code of a unit whose factor is 1 (offset 0, not reciprocal): the unit every factor is in' },
        units: { type: 'array', items: ref('Unit') },
        conversions: { type: 'array', items: { type: 'string' }, description: 'Only where the index says "listed": the slugs of the conversion pages that exist (/convert/{category}/{slug})' },
      },
      ['conversions'],
    ),
    CurrencyCategory: object('The currencies', {
      api: { const: API_VERSION },
      version: VERSION,
      category: { type: 'string', enum: [...categories] },
      kind: { const: 'currency' },
      names: byLanguage(locales, 'The category\'s name in each language', { type: 'string' }),
      units: { type: 'array', items: ref('Currency') },
      rates: ref('Rates'),
    }),
    CategoryFile: { oneOf: [ref('UnitCategory'), ref('CurrencyCategory')], description: apiPaths.category('{category}') },
    Index: object(apiPaths.index, {
      api: { const: API_VERSION },
      catalogue: { ...VERSION, description: 'The catalogue\'s version: a hash of every category file\'s version, so it changes when any of them does' },
      site: text('The site\'s origin: page templates are paths on it'),
      languages: { type: 'array', items: { type: 'string', enum: [...locales] }, description: 'The languages of names and pages' },
      licence: object('What the site states about the data\'s licence', {
        declared: { type: 'null', description: 'No licence is declared for the data' },
        statement: text('In words, with the terms that apply'),
        terms: text('The path of the terms of service'),
        thirdParty: { type: 'array', items: object('Data of a third party, under its licence', { data: text('Which data'), source: text('Whose'), licence: text('Its licence (SPDX identifier where there is one)') }) },
      }),
      description: text('The path of this OpenAPI description'),
      pages: object('Page paths, with {category} a category slug and {unit}, {from} and {to} unit slugs', {
        category: byLanguage(locales, 'A category\'s page', { type: 'string' }),
        unit: byLanguage(locales, 'A unit\'s page', { type: 'string' }),
        conversion: byLanguage(locales, 'A conversion\'s page (where its category\'s conversionPages is "every-pair"; otherwise the slugs its file lists)', { type: 'string' }),
      }),
      categories: {
        type: 'array',
        items: object('A category', {
          slug: { type: 'string', enum: [...categories] },
          kind: { type: 'string', enum: ['units', 'currency'] },
          names: byLanguage(locales, 'Its name in each language', { type: 'string' }),
          href: text('The path of its file'),
          version: { ...VERSION, description: 'Its file\'s version' },
          units: { type: 'array', items: { type: 'string' }, description: 'Its unit (or currency) codes: the file that holds a unit. A code may be in several categories.' },
          conversionPages: { type: 'string', enum: ['every-pair', 'listed'], description: '"every-pair": every ordered pair of its units has a page at the conversion template' },
        }),
      },
    }),
  };
}

/** The OpenAPI 3.1 document of the API, for this site, its languages and categories. */
export function openApiDocument(o: { site: string; locales: readonly Locale[]; categories: readonly string[] }): Record<string, unknown> {
  const json = (schema: string, description: string): Schema => ({ description, content: { 'application/json': { schema: ref(schema) } } });
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: `${PRODUCT_NAME} static JSON API`,
      version: API_VERSION,
      description: 'Static files: the catalogue\'s units with their exact factors, names in every language and sources. They change only when the catalogue does (index.json `catalogue`, each file\'s `version`).',
      termsOfService: absoluteUrl(o.site, PAGE_KINDS.terms.path),
    },
    servers: [{ url: o.site }],
    paths: {
      [apiPaths.index]: { get: { operationId: 'getIndex', summary: 'The categories, their unit codes and files, the page templates', responses: { '200': json('Index', 'The index') } } },
      [apiPaths.category('{category}')]: {
        get: {
          operationId: 'getCategory',
          summary: 'One category: its units\' exact factors, offsets, names and sources, or the currencies and the rates function',
          parameters: [{ name: 'category', in: 'path', required: true, schema: { type: 'string', enum: [...o.categories] } }],
          responses: { '200': json('CategoryFile', 'The category'), '404': { description: 'No such category' } },
        },
      },
    },
    components: { schemas: components(o.locales, o.categories) },
  };
}
