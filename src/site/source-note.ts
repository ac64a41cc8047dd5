// A unit's source note in the page's language, from its source record (src/core/source-record.ts):
// the statement with the page's numbers and the catalogue's symbols ("1 mi = 5280 ft =
// 1609,344 m"), how the value is known in the page's words ("genau", "valor medido,
// incertidumbre típica …"), and the documents cited, titles as published. The one writer of a
// source for the conversion page, the unit hub and the FAQ; check:truth reads it back
// (src/checks/truth-sources.ts).
import type { Category, Unit } from '../core/catalogue.ts';
import { quantityUnit, sourceValueText, type SourceQuantity, type SourceRecordCitation } from '../core/source-record.ts';
import type { Lang } from '../i18n/lang.ts';
import type { SiteKey } from '../i18n/site-messages.ts';

export interface SourceNoteQuantity {
  /** The catalogue unit the quantity is in (the checker reads it from the page's markup). */
  code: string;
  /** The value in the page's number form. */
  value: string;
  /** The unit as the page writes it: its symbol, or its name when it has none. */
  symbol: string;
}

export interface SourceCitation {
  /** "NIST SP 811 (2008), Appendix B.8": the title and clause as published. */
  text: string;
  /** The title's language when it is not the page's (for a lang attribute), else undefined. */
  lang: string | undefined;
}

export interface SourceNote {
  /** The statement's quantities, equal to one another; empty for a base unit the source only names. */
  quantities: SourceNoteQuantity[];
  /** How the value is known, in the page's words: "exactly", "valeur mesurée, incertitude-type 5,2e-37 kg". */
  qualifier: string;
  citations: SourceCitation[];
  /** Between the statement and each document: "; ", and in French "\u202f; " (the narrow space it also sets before a colon). */
  separator: string;
  /** The whole note as one line of text (the FAQ's answer, the tests). */
  text: string;
}

const BASIS_KEY = {
  exact: 'source.exact',
  measured: 'source.measured',
  conventional: 'source.conventional',
  nominal: 'source.nominal',
  estimated: 'source.estimated',
} as const satisfies Record<string, SiteKey>;

/** Each number of a value's display text in the page's number form; operators, π and powers as they are. */
function localValue(value: string | number, l: Lang): string {
  return sourceValueText(value).replace(/\d+(?:\.\d+)?(?:e[+-]?\d+)?/g, (n) => l.num(n));
}

function quantity(cat: Pick<Category, 'unitByCode'>, q: SourceQuantity, l: Lang): SourceNoteQuantity {
  const u = quantityUnit(cat, q);
  return { code: q.unit, value: localValue(q.value, l), symbol: u ? u.symbol || l.inText(u) : q.unit };
}

/** The statement as one line: "1 mi = 5280 ft = 1609.344 m". */
export function statementText(quantities: readonly SourceNoteQuantity[]): string {
  return quantities.map((q) => `${q.value} ${q.symbol}`).join(' = ');
}

/** Citations of one document written once, its clauses together ("SI Brochure, 9th ed. (2019), Table 4, Table 7"). */
function sameDocumentOnce(citations: readonly SourceRecordCitation[]): SourceRecordCitation[] {
  const merged: SourceRecordCitation[] = [];
  for (const c of citations) {
    const i = merged.findIndex((m) => m.document === c.document && m.lang === c.lang && m.clause !== undefined && c.clause !== undefined);
    const first = merged[i];
    if (first?.clause !== undefined && c.clause !== undefined) merged[i] = { ...first, clause: `${first.clause}, ${c.clause}` };
    else merged.push(c);
  }
  return merged;
}

const YARD_POUND = 'International yard and pound agreement (1959)';

const CGPM = /^(\d+)(?:st|nd|rd|th|e) CGPM \((\d{4})\)$/;

/**
 * A resolution of a General Conference on Weights and Measures, which the BIPM publishes in French
 * and English, cited as each language numbers the meeting: "3rd CGPM (1901)", "3e CGPM (1901)",
 * "3.ª CGPM (1901)", "3. CGPM (1901)", "3-cü CGPM (1901)", and "Resolution 3" in the page's words.
 * Undefined for any other document.
 */
function cgpmCitation(document: string, clause: string | undefined, l: Lang): string | undefined {
  const m = CGPM.exec(document);
  if (!m) return undefined;
  const meeting = l.t('source.cgpm', { ordinal: l.record.ordinal(Number(m[1])), year: m[2] ?? '' });
  if (clause === undefined) return meeting;
  const resolution = /^Resolution (\d+)$/.exec(clause);
  return `${meeting}, ${resolution ? l.t('source.resolution', { number: resolution[1] ?? '' }) : clause}`;
}

/**
 * A unit's source note in the page's language, or undefined when the unit has no source
 * record (nothing is shown then: the English note text is never a page's). `cat` is the
 * unit's category as the page's catalogue has it (its symbols in the page's language).
 */
export function sourceNote(unit: Unit, cat: Pick<Category, 'unitByCode'>, l: Lang): SourceNote | undefined {
  const record = unit.sourceRecord;
  if (!record) return undefined;
  const quantities = record.statement.map((q) => quantity(cat, q, l));
  const uncertainty = record.uncertainty && quantity(cat, record.uncertainty, l);
  const qualifier = [l.t(BASIS_KEY[record.basis]), uncertainty && l.t('source.uncertainty', { value: `${uncertainty.value} ${uncertainty.symbol}` })].filter(Boolean).join(', ');
  const citations = sameDocumentOnce(record.citations).map((c) => {
    const meeting = cgpmCitation(c.document, c.clause, l);
    if (meeting !== undefined) return { text: meeting, lang: undefined };
    // The 1959 agreement has no published title of its own (the NBS notice was "Refinement of
    // values for the yard and the pound"): it is named in the page's words.
    if (c.document === YARD_POUND) return { text: c.clause === undefined ? l.t('source.yardPound') : `${l.t('source.yardPound')}, ${c.clause}`, lang: undefined };
    const lang = c.lang ?? 'en';
    // A title quoted inside the document's name ("Wikipedia, “Ancient Roman units of measurement”") in the page's quotation marks.
    const q = l.record.quotes;
    const document = q ? c.document.replace(/“([^”]*)”/g, (_m, title: string) => `${q[0]}${title}${q[1]}`) : c.document;
    return { text: c.clause === undefined ? document : `${document}, ${c.clause}`, lang: lang === l.record.hreflang || lang === l.locale ? undefined : lang };
  });
  const said = quantities.length > 0 ? `${statementText(quantities)} (${qualifier})` : '';
  const separator = `${l.record.colon.slice(0, -2)}; `;
  const text = [said, ...citations.map((c) => c.text)].filter((s) => s !== '').join(separator);
  if (text === '') return undefined;
  return { quantities, qualifier, citations, separator, text };
}

/** The notes of several units (a conversion page's two), each with its unit; units without a record are left out. */
export function sourceNotes(units: readonly Unit[], cat: Pick<Category, 'unitByCode'>, l: Lang): { unit: Unit; note: SourceNote }[] {
  return units.flatMap((unit) => {
    const note = sourceNote(unit, cat, l);
    return note ? [{ unit, note }] : [];
  });
}
