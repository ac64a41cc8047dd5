/**
 * The European Central Bank's euro foreign exchange reference rates, keyless XML:
 * `{ECB_API_URL}/eurofxref-daily.xml` (the latest day) and
 * `{ECB_API_URL}/eurofxref-hist-90d.xml` (the last 90 days, newest first), both
 *
 *   <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01"
 *                    xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
 *     <Cube><Cube time='2025-01-10'><Cube currency='USD' rate='1.0304'/>...</Cube></Cube>
 *   </gesmes:Envelope>
 *
 * 1 EUR = rate X. About 30 fiat currencies, no crypto. Cross rates go through the
 * euro, exactly: 1 A = (EUR->B) / (EUR->A) B. The rates are set around 16:00 CET on
 * TARGET working days, which is the `asOf` reported.
 */
import { parseRateText } from '../../src/core/currency-format.ts';
import { Rational } from '../../src/core/rational.ts';
import { fetchText, joinUrl } from './http.ts';
import {
  ProviderError,
  UnsupportedCurrencyError,
  type HistoryPoint,
  type HistoryRates,
  type HistoryTable,
  type LatestRates,
  type ProviderOptions,
  type RatesProvider,
} from './types.ts';

export const ECB_DEFAULT_URL = 'https://www.ecb.europa.eu/stats/eurofxref';
export const ECB_DAILY_FILE = 'eurofxref-daily.xml';
export const ECB_HISTORY_FILE = 'eurofxref-hist-90d.xml';
export const GESMES_NS = 'http://www.gesmes.org/xml/2002-08-01';
export const EUROFXREF_NS = 'http://www.ecb.int/vocabulary/2002-08-01/eurofxref';
/** The ECB publishes at most 90 days in the file this provider reads. */
export const ECB_MAX_DAYS = 90;
const NAME = 'ecb';
const DAY_MS = 86_400_000;

/** One reference day: 1 EUR = rates.get(X) X. EUR itself is not listed. */
export interface EcbDay {
  date: string;
  rates: Map<string, Rational>;
}

function malformed(what: string): ProviderError {
  return new ProviderError(NAME, `malformed XML: ${what}`);
}

function isDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const t = Date.parse(`${s}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().startsWith(s);
}

const NAME_PART = '[A-Za-z_][\\w.-]*';
const TAG = new RegExp(`^<(/?)(${NAME_PART}(?::${NAME_PART})?)((?:\\s+${NAME_PART}(?::${NAME_PART})?\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>$`);
const ATTR = new RegExp(`(${NAME_PART}(?::${NAME_PART})?)\\s*=\\s*(?:"([^"<]*)"|'([^'<]*)')`, 'g');

interface Frame {
  qname: string;
  ns: Map<string, string>;
  isCube: boolean;
}

/**
 * Parse an ECB eurofxref document (daily or history) into its days, newest first.
 * A small namespace-aware reader for this one format: every tag must be well formed
 * and balanced, the root must be gesmes:Envelope and the Cube elements must be in
 * the eurofxref namespace; dates, codes and rates are checked. Throws ProviderError.
 * One pass over the tags with one stack: it reads better whole than cut into pieces that
 * would share the stack and the day being filled.
 */
export function parseEcbXml(xml: string): EcbDay[] {
  if (/<!DOCTYPE|<!ENTITY|<!\[CDATA\[/i.test(xml)) throw malformed('DTDs and CDATA are not expected');
  const body = xml.replace(/^\uFEFF/, '').replace(/<\?[\s\S]*?\?>/g, '').replace(/<!--[\s\S]*?-->/g, '');
  const stack: Frame[] = [];
  const days: EcbDay[] = [];
  let day: EcbDay | undefined;
  let dayDepth = -1;
  let roots = 0;
  for (const m of body.matchAll(/<[^<>]*>|</g)) {
    const raw = m[0];
    const tag = TAG.exec(raw);
    if (!tag) throw malformed(`bad tag ${raw.slice(0, 40)}`);
    const [, closing = '', qname = '', attrText = '', selfClosing = ''] = tag;
    if (closing) {
      if (attrText || selfClosing) throw malformed(`bad closing tag ${raw.slice(0, 40)}`);
      const top = stack.pop();
      if (top?.qname !== qname) throw malformed(`</${qname}> does not close <${top?.qname ?? 'nothing'}>`);
      if (day && stack.length === dayDepth) {
        days.push(day);
        day = undefined;
      }
      continue;
    }
    const attrs = new Map<string, string>();
    for (const a of attrText.matchAll(ATTR)) {
      const [, key = '', dq, sq] = a;
      if (attrs.has(key)) throw malformed(`attribute ${key} repeated`);
      attrs.set(key, dq ?? sq ?? '');
    }
    const parent = stack[stack.length - 1];
    const ns = new Map(parent?.ns);
    for (const [key, value] of attrs) {
      if (key === 'xmlns') ns.set('', value);
      else if (key.startsWith('xmlns:')) ns.set(key.slice(6), value);
    }
    const colon = qname.indexOf(':');
    const prefix = colon < 0 ? '' : qname.slice(0, colon);
    const local = colon < 0 ? qname : qname.slice(colon + 1);
    const uri = ns.get(prefix);
    if (prefix && uri === undefined) throw malformed(`undeclared prefix ${prefix}`);
    if (!parent) {
      roots += 1;
      if (roots > 1) throw malformed('more than one root element');
      if (local !== 'Envelope' || uri !== GESMES_NS) throw malformed('the root is not a gesmes:Envelope');
    }
    const isCube = local === 'Cube' && uri === EUROFXREF_NS;
    if (isCube) {
      const time = attrs.get('time');
      const currency = attrs.get('currency');
      const rateText = attrs.get('rate');
      if (time !== undefined) {
        if (day || !parent?.isCube) throw malformed('a dated Cube outside the Cube container');
        if (!isDate(time)) throw malformed(`bad date "${time.slice(0, 20)}"`);
        day = { date: time, rates: new Map() };
        dayDepth = stack.length;
      } else if (currency !== undefined || rateText !== undefined) {
        if (!day || stack.length !== dayDepth + 1) throw malformed('a rate outside a dated Cube');
        if (currency === undefined || !/^[A-Z]{3}$/.test(currency)) throw malformed(`bad currency "${(currency ?? '').slice(0, 20)}"`);
        const rate = parseRateText(rateText);
        if (!rate) throw malformed(`bad rate for ${currency}`);
        if (day.rates.has(currency)) throw malformed(`${currency} twice on ${day.date}`);
        day.rates.set(currency, rate);
      }
    }
    if (selfClosing) {
      if (!parent) throw malformed('empty root element');
      if (day && stack.length === dayDepth) {
        days.push(day);
        day = undefined;
      }
    } else {
      stack.push({ qname, ns, isCube });
    }
  }
  if (stack.length > 0) throw malformed(`<${stack[stack.length - 1]?.qname ?? ''}> is not closed`);
  if (roots === 0) throw malformed('no root element');
  const withRates = days.filter((d) => d.rates.size > 0);
  if (withRates.length === 0) throw malformed('no dated Cube with rates');
  const dates = new Set(withRates.map((d) => d.date));
  if (dates.size !== withRates.length) throw malformed('a date appears twice');
  return withRates.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** EUR -> X for every X of the day, EUR included (1). */
function euroTable(day: EcbDay): Map<string, Rational> {
  const t = new Map(day.rates);
  t.set('EUR', Rational.ONE);
  return t;
}

/** The ECB rates are set at 16:00 Central European (Summer) Time; undefined offset falls back to CET. */
export function ecbPublicationTime(date: string): string {
  const noonUtc = Date.parse(`${date}T12:00:00Z`);
  let offsetMinutes = 60;
  try {
    const tz = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', timeZoneName: 'shortOffset' })
      .formatToParts(noonUtc)
      .find((p) => p.type === 'timeZoneName')?.value;
    const m = /^GMT([+-])(\d{1,2})(?::(\d{2}))?$/.exec(tz ?? '');
    if (m) offsetMinutes = (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
  } catch {
    // No time-zone data in this runtime: keep CET.
  }
  return new Date(Date.parse(`${date}T16:00:00Z`) - offsetMinutes * 60_000).toISOString();
}

/**
 * The daily cross rates base -> quote of an ECB history table over `days` calendar days
 * ending on its newest reference day, oldest first; days lacking either are skipped.
 */
export function ecbHistoryOf(table: HistoryTable, base: string, quote: string, days: number): HistoryRates {
  const newest = table.days[0];
  if (!newest) throw malformed('no dated Cube with rates');
  const from = Date.parse(`${newest.date}T00:00:00Z`) - (Math.min(days, ECB_MAX_DAYS) - 1) * DAY_MS;
  const points: HistoryPoint[] = [];
  let seenBase = false;
  let seenQuote = false;
  for (const day of table.days) {
    const b = day.rates.get(base);
    const q = day.rates.get(quote);
    seenBase ||= b !== undefined;
    seenQuote ||= q !== undefined;
    if (b && q && Date.parse(`${day.date}T00:00:00Z`) >= from) points.push({ date: day.date, rate: q.div(b) });
  }
  if (!seenBase) throw new UnsupportedCurrencyError(NAME, `no reference rates for ${base}`);
  if (!seenQuote) throw new UnsupportedCurrencyError(NAME, `no reference rates for ${quote}`);
  points.reverse();
  const last = points[points.length - 1];
  if (!last) throw new UnsupportedCurrencyError(NAME, `no reference rates for ${base}/${quote} in the last ${String(days)} days`);
  return { base, quote, points, asOf: ecbPublicationTime(last.date) };
}

export function createEcbProvider(options: ProviderOptions): RatesProvider {
  const get = async (file: string): Promise<EcbDay[]> =>
    parseEcbXml(await fetchText(NAME, joinUrl(options.baseUrl, file), { timeoutMs: options.timeoutMs, fetch: options.fetch, accept: 'application/xml, text/xml' }));
  const historyTable = async (): Promise<HistoryTable> => {
    const all = await get(ECB_HISTORY_FILE);
    return { base: 'EUR', days: all.map((d) => ({ date: d.date, rates: euroTable(d) })) };
  };

  return {
    name: NAME,
    tableBase: 'EUR',
    async latest(base: string): Promise<LatestRates> {
      const [day] = await get(ECB_DAILY_FILE);
      if (!day) throw malformed('no dated Cube with rates');
      const table = euroTable(day);
      const perEuro = table.get(base);
      if (!perEuro) throw new UnsupportedCurrencyError(NAME, `no reference rate for ${base}`);
      const rates = new Map<string, Rational>();
      for (const [code, r] of table) rates.set(code, r.div(perEuro));
      return { base, rates, asOf: ecbPublicationTime(day.date) };
    },

    historyTable,

    historyOf: ecbHistoryOf,
  };
}
