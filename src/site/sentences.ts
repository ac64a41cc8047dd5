// The sentences a conversion page states about its numbers: why a decimal is rounded, the
// formula on one line, the exactness statement, and the temperature companion note.
import type { Catalogue, Conversion, Unit } from '../core/catalogue.ts';
import { companionPair } from '../core/companion.ts';
import { relation } from '../core/exactness.ts';
import { conversionFormula, type Formula, formulaLine } from '../core/formula.ts';
import { convertShown, pairShort } from '../core/shown.ts';
import { capitalise } from '../i18n/grammar.ts';
import { unitShort } from '../core/labels.ts';
import { paths } from '../core/paths.ts';
import type { Lang } from '../i18n/lang.ts';

/** Why the decimal form is rounded: "its decimal does not end", or, for a decimal that ends but is too long to show, how long it is. */
export function decimalReason(f: Formula, l: Lang): string {
  return f.factorDigits === undefined ? l.t('reason.noEnd') : l.t('reason.endsAfter', { count: f.factorDigits });
}

/** The formula on one line in the page's language. */
export function formulaText(from: Unit, to: Unit, l: Lang): string {
  const { text, keep } = formulaLine(from, to);
  return l.formula(text, keep);
}

/**
 * The formula as a sentence (an FAQ answer): "Value in mi = value in km ÷ 1.609 344". The
 * quantity word that starts it takes a capital; a formula that starts with the unit's symbol
 * (Azerbaijani "mi ilə qiymət") keeps the symbol as it is written.
 */
export function formulaSentence(from: Unit, to: Unit, l: Lang): string {
  const text = formulaText(from, to, l);
  const [, b] = pairShort(from, to);
  return text.startsWith(b) ? text : capitalise(text, l.locale);
}

/**
 * What a reader is told about the exactness of a conversion, in one or two sentences
 * that are true of every number on the page.
 */
export function exactnessStatement(from: Unit, to: Unit, l: Lang): string {
  const f = conversionFormula(from, to);
  switch (f.exactness.kind) {
    case 'exact':
      if (f.exact !== undefined && f.approx === undefined) return l.t('exact.whole');
      if (f.exact !== undefined) return l.t('exact.firstForm', { reason: decimalReason(f, l) });
      return l.t('exact.fraction', { reason: decimalReason(f, l) });
    case 'pi':
      return l.t('exact.pi');
    case 'measured':
      return l.t('exact.measured', { count: f.exactness.measured.length, names: measuredNames(f.exactness.measured, l) });
  }
}

/** "Bohr Radius", "Dalton and Kilodalton" (the list pattern of the language). */
export function measuredNames(units: Unit[], l: Lang): string {
  // After a colon, a German name's leading adjective is lower case ("Definition: britische Wärmeeinheit").
  return l.list(units.map((u) => (l.record.island.capitals ? l.lower(l.inText(u)) : l.inText(u))));
}

export interface CompanionNote {
  /** What this page converts, with a reading and a change worked out exactly. */
  text: string;
  /** The companion page: the same pair of scales in the other category. */
  href: string;
  linkText: string;
}

/**
 * On a temperature page, what a reading is against what a change is, and the
 * temperature-difference page of the same two scales (and the other way round).
 * Undefined outside these two categories or when the companion pair does not exist.
 */
export function temperatureCompanion(conv: Conversion, cat: Catalogue, l: Lang): CompanionNote | undefined {
  const c = companionPair(conv, cat);
  if (!c) return undefined;
  const ten = (p: Unit, q: Unit, exactKey: 'temp.readingExact' | 'temp.changeExact', aboutKey: 'temp.readingAbout' | 'temp.changeAbout'): string => {
    const x = convertShown('10', p, q);
    return l.t(relation(p, q, x) === '=' ? exactKey : aboutKey, { from: unitShort(p), value: l.num(x.text), to: unitShort(q) });
  };
  const asReading = ten(c.readFrom, c.readTo, 'temp.readingExact', 'temp.readingAbout');
  const asChange = ten(c.diffFrom, c.diffTo, 'temp.changeExact', 'temp.changeAbout');
  const text = l.t(c.reading ? 'temp.pageReading' : 'temp.pageChange', { reading: asReading, change: asChange });
  return {
    text,
    href: l.path(paths.conversion(c.otherSlug, c.other.slug)),
    linkText: l.t(c.reading ? 'temp.linkChange' : 'temp.linkReading', { from: l.noun(c.other.from), to: l.noun(c.other.to) }),
  };
}
