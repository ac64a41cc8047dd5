import type { Category, Conversion, Unit } from './catalogue.ts';
import { conversionFormula, convertShown, decimalReason, formulaText, measuredNames, pairShort, relation, unitLabel, unitShort } from './describe.ts';
import { PRODUCT_NAME } from './site.ts';
import { categoryDisplayTitle } from './slug.ts';
import CATEGORY_FAQ from './category-faq.json' with { type: 'json' };

export interface FaqItem {
  question: string;
  answer: string;
}

/** The generic questions every category page carries (SPEC §2: 10 of them). */
export function genericFaq(): FaqItem[] {
  return [
    { question: `What is ${PRODUCT_NAME}?`, answer: `${PRODUCT_NAME} is a free online unit converter for length, weight, temperature, volume, area, currency and dozens of other quantities, with a page for every pair of units.` },
    { question: 'Is the converter free to use?', answer: 'Yes. Every converter is free and unlimited, with no account, sign-up or payment.' },
    { question: 'How accurate are the results?', answer: 'Results are computed with exact fractions from the definitions of the units (NIST, the SI Brochure, the 1959 yard and pound agreement; for measured constants, their recommended values) and rounded once for display, keeping at least 11 significant digits. Where a shown number is rounded, or rests on a measured value or on π, the page says so with ≈.' },
    { question: 'Are my values stored or sent anywhere?', answer: 'No. Calculations run locally in your browser; no personal data or conversion history is collected or stored.' },
    { question: 'Can I use the converter on my phone?', answer: 'Yes. Every page works on mobile, tablet and desktop, in light and dark themes.' },
    { question: 'How do I reverse a conversion?', answer: 'Use the swap button next to the units, or the Reverse link under the converter, to open the opposite conversion.' },
    { question: 'Why do some results use exponent notation?', answer: 'Very large or very small results (at or above 1e15, or below 1e-6) are shown as a mantissa and a power of ten, for example 1.5e+21 or 5.2917721054e-11, so that no significant digit is lost.' },
    { question: 'What numbers can I type?', answer: 'Whole numbers, decimals, negative values, thousands separators such as 1,000.5 and exponents such as 1e-3. An empty or invalid entry counts as 0.' },
    { question: 'Can I bookmark or share a conversion?', answer: 'Yes. Every conversion has its own address, for example /convert/length/m-to-ft, that you can bookmark or share.' },
    { question: 'How often are currency rates updated?', answer: 'Live exchange rates are fetched when you use the currency converter and refreshed every 10 minutes.' },
  ];
}

/** Two category-specific questions: written ones for length, weight, temperature, volume and area (category-faq.json), else a default pair. */
export function categorySpecificFaq(cat: Category): FaqItem[] {
  const name = categoryDisplayTitle(cat.title);
  const fixed = (CATEGORY_FAQ as Record<string, FaqItem[] | undefined>)[cat.slug];
  if (fixed) return fixed.map((q) => ({ ...q }));
  return [
    { question: `What is ${name.toLowerCase()}?`, answer: cat.description || `${name} is a physical quantity measured in the units listed on this page.` },
    { question: `Which ${name.toLowerCase()} units can I convert?`, answer: `${String(cat.units.length)} units: ${cat.units.slice(0, 8).map((u) => u.name).join(', ')}${cat.units.length > 8 ? ' and more' : ''}.` },
  ];
}

/** Category page FAQ: 10 generic and 2 category-specific questions. */
export function categoryFaq(cat: Category): FaqItem[] {
  return [...genericFaq(), ...categorySpecificFaq(cat)];
}

/** Home page FAQ: the generic questions plus two about the site itself. */
export function homeFaq(): FaqItem[] {
  return [
    ...genericFaq(),
    { question: 'How many converters are there?', answer: 'More than 80,000 converters across more than 60 categories, plus live currency conversion between over 80 currencies.' },
    { question: 'Can I request a unit?', answer: 'Yes. Write to us from the Contact page and tell us which unit you need and where it is defined.' },
  ];
}

/** Conversion page FAQ: 12 questions built from the two unit names and symbols. */
export function conversionFaq(conv: Conversion): FaqItem[] {
  const { from, to } = conv;
  const a = unitLabel(from);
  const b = unitLabel(to);
  const [sa, sb] = from.kind === 'unit' && to.kind === 'unit' ? pairShort(from, to) : [unitShort(from), unitShort(to)];
  const cat = categoryDisplayTitle(conv.category.title).toLowerCase();
  if (from.kind !== 'unit' || to.kind !== 'unit') {
    return [
      { question: `How do I convert ${from.name} to ${to.name}?`, answer: `Enter an amount in ${from.code}; the converter fetches the live ${from.code}/${to.code} exchange rate and shows the amount in ${to.code}.` },
      { question: `How often is the ${from.code} to ${to.code} rate updated?`, answer: 'Rates are fetched live and refreshed every 10 minutes while the page is open.' },
      { question: `Where do the ${from.code}/${to.code} rates come from?`, answer: 'From public market data (Coinbase exchange rates, and the European Central Bank reference rates as a fallback and for history).' },
      { question: `Is the ${from.code} to ${to.code} rate the rate my bank uses?`, answer: 'No. Banks and card issuers add their own margin and fees; use the rate here as a reference.' },
      { question: `How many decimals are shown for ${to.code}?`, answer: to.kind === 'currency' && to.crypto ? 'Cryptocurrency amounts are shown with up to 8 decimals.' : 'Up to 2 decimals, as for cash amounts.' },
      { question: `Can I see the ${from.code} to ${to.code} history?`, answer: 'Yes, the chart under the converter shows the last 30 days.' },
      { question: `How do I convert ${to.code} back to ${from.code}?`, answer: `Use the swap button or the Reverse link to open the ${to.code} to ${from.code} converter.` },
      { question: 'Does the converter work without JavaScript?', answer: 'Live rates need JavaScript, since they are fetched when you use the converter.' },
      { question: `What is the symbol of ${from.name}?`, answer: from.symbol ? `${from.symbol} (code ${from.code}).` : `Its code is ${from.code}.` },
      { question: `What is the symbol of ${to.name}?`, answer: to.symbol ? `${to.symbol} (code ${to.code}).` : `Its code is ${to.code}.` },
      { question: 'Is my data stored?', answer: 'No. Only the two currency codes and the amount are sent to fetch the rate; nothing is stored.' },
      { question: 'Is the currency converter free?', answer: 'Yes, free and unlimited.' },
    ];
  }
  const one = convertShown('1', from, to);
  const back = convertShown('1', to, from);
  const ten = convertShown('10', from, to);
  const formula = formulaText(from, to);
  const eq = (v: string, x: typeof one, p: typeof from, q: typeof to, sp: string, sq: string): string =>
    `${v} ${sp} ${relation(p, q, x)} ${x.text} ${sq}.`;
  return [
    { question: `How do I convert ${from.name} to ${to.name}?`, answer: `Enter the value in ${a}; the result in ${b} appears at once. The formula is ${formula}.` },
    { question: `How many ${to.name} are in 1 ${from.name}?`, answer: eq('1', one, from, to, sa, sb) },
    { question: `How many ${from.name} are in 1 ${to.name}?`, answer: eq('1', back, to, from, sb, sa) },
    { question: `What is the formula for ${from.name} to ${to.name}?`, answer: `${formula}.` },
    { question: `What is 10 ${sa} in ${sb}?`, answer: eq('10', ten, from, to, sa, sb) },
    { question: `Is the ${sa} to ${sb} conversion exact?`, answer: exactnessAnswer(from, to) },
    { question: `What is ${a}?`, answer: `${from.name} is a unit of ${cat}.${from.source ? ` Definition: ${from.source}.` : ''}` },
    { question: `What is ${b}?`, answer: `${to.name} is a unit of ${cat}.${to.source ? ` Definition: ${to.source}.` : ''}` },
    { question: `How do I convert ${to.name} back to ${from.name}?`, answer: `Use the swap button or the Reverse link: ${eq('1', back, to, from, sb, sa)}` },
    { question: 'Can I convert negative or decimal values?', answer: 'Yes. Type any number, such as -40, 0.5, 1,000.5 or 1e-3.' },
    { question: 'How many decimal places are shown?', answer: 'Up to 15, with trailing zeros removed, and more for small values so that at least 11 significant digits remain; values at or above 1e15 or below 1e-6 use exponent notation. A rounded result is marked ≈.' },
    { question: `Is this ${cat} converter free?`, answer: 'Yes, free and unlimited, and it runs in your browser.' },
  ];
}

/** The answer to "Is the conversion exact?", from the catalogue's exactness field and the formula. */
export function exactnessAnswer(from: Unit, to: Unit): string {
  const f = conversionFormula(from, to);
  switch (f.exactness.kind) {
    case 'exact':
      if (f.exact !== undefined && f.approx === undefined) {
        return `Yes. Both units are defined exactly and ${f.exact} exactly; a result is rounded only when it has more digits than are shown, and is then marked ≈.`;
      }
      if (f.exact !== undefined) {
        const reason = decimalReason(f);
        return `Yes, as a ratio: ${f.exact} exactly. ${reason.charAt(0).toUpperCase()}${reason.slice(1)} (${f.approx ?? ''}), so results shown as decimals are rounded and marked ≈.`;
      }
      return `Both units are defined exactly, so every result is an exact fraction; ${decimalReason(f)}, so results are rounded for display and marked ≈.`;
    case 'pi':
      return 'No. The conversion involves π, which is irrational: results use π to 50 decimal places and are rounded for display (≈).';
    case 'measured':
      return `No. ${measuredNames(f.exactness.measured)} not exactly defined: ${f.exactness.measured
        .map((u) => (u.source ? `${u.name}: ${u.source}` : `${u.name} has no exact definition`))
        .join('; ')}. Results use that value and are marked ≈.`;
  }
}
