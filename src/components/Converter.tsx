import { useId, useMemo } from 'react';
import { compoundAmount, perOf } from '../core/compound.ts';
import { belowAbsoluteZero, convert, ratioModel, type ShippedUnit, type UnitModel } from '../core/convert.ts';
import { relationOf, type Shown, showResultOrInfinity } from '../core/format.ts';
import { amountText, unitLabel, unitShort } from '../core/labels.ts';
import type { Precision } from '../core/precision.ts';
import type { Locale } from '../i18n/locales.ts';
import { type IslandMessages, type UiTranslate, uiTranslator } from '../i18n/ui-translate.ts';
import type { NamespacesOf } from '../i18n/island-messages.ts';
import CopyButtons from './CopyButtons.tsx';
import { type PrecisionChoice, usePrecision } from './hooks/usePrecision.ts';
import { useValueParam, type ValueParam } from './hooks/useValueParam.ts';
import PrecisionControls from './PrecisionControls.tsx';
import { SwapIcon, ValueInputs } from './fields.tsx';
import { localNumber, parseLocalInput, toEnglishNumber, typedLocal } from './local-numbers.ts';

export { PRECISION_KEY } from './hooks/usePrecision.ts';

/** What the page ships for each unit: exact factors as text, no floats. */
export type ConverterUnit = ShippedUnit;

/** A compound form on this page (compound.ts compoundFor): "5 ft 10 in" typed, or shown as the result. */
export interface ConverterCompound {
  side: 'from' | 'to';
  major: ConverterUnit;
  minor: ConverterUnit;
  /** Smaller units per larger one, exact ("12"). */
  per: string;
}

interface Props {
  /** The page's language: the card's words and numbers (ui.json, i18n/numbers.ts). */
  locale: Locale;
  /** This island's messages in the page's language (islandMessages(locale, ISLAND_MESSAGES.converter)), passed by the page. */
  messages: IslandMessages<NamespacesOf<'converter'>>;
  from: ConverterUnit;
  to: ConverterUnit;
  /** Both units exactly defined with no pi left in their ratio (exactness.ts pairExactness): only then can a result be "=". */
  exact: boolean;
  /** The reverse conversion page, in the page's language; the swap button goes there (SPEC §4). */
  reverseHref: string;
  /** Results in this unit may be shown as the nearest fraction (inch, foot, pound families). */
  fraction?: boolean;
  compound?: ConverterCompound | undefined;
}

/**
 * What the card shows for the value typed: the result in the automatic rule and in the
 * chosen precision, and the lines around it. The value is read in the page's number form;
 * `auto` and `shown` are the English form ("=" or "≈" is decided on them), every text line
 * is in the page's form.
 */
interface Outcome {
  auto: Shown;
  shown: Shown;
  fromText: string;
  /** The result as a compound form, "1 m = 3 ft 3.37 in", on a page whose result side has one. */
  compoundLine: string | undefined;
  /** The exact result as a line in the page's form ("1 km = 15 625/25 146 mi"), where the pair is exact and the automatic rule rounds it, once precision.ts is loaded. */
  exactLine: string | undefined;
  /** The value typed is a temperature below absolute zero: no result, the card says so. */
  belowZero: boolean;
}

export function outcome(p: Props, models: readonly [UnitModel, UnitModel], typed: Pick<ValueParam, 'value' | 'minorValue'>, { usable, mod }: Pick<PrecisionChoice, 'usable' | 'mod'>): Outcome {
  const { from, exact, compound, locale } = p;
  const compoundFrom = compound?.side === 'from' ? compound : undefined;
  const english = (t: string): string => toEnglishNumber(t, locale);
  const amount = compoundFrom ? compoundAmount(english(typed.value), english(typed.minorValue), compoundFrom.per) : parseLocalInput(typed.value, locale);
  const belowZero = from.absolute === true && belowAbsoluteZero(amount, models[0]);
  const result = belowZero ? undefined : convert(amount, models[0], models[1]);
  const auto = showResultOrInfinity(result);
  const shown = result !== undefined && mod && usable.mode !== 'auto' ? mod.showPrecise(result, usable) : auto;
  const fromText = amountText(typedLocal(typed.value, locale), from, compoundFrom && { value: typedLocal(typed.minorValue, locale), unit: compoundFrom.minor });
  let compoundLine: string | undefined;
  if (compound?.side === 'to' && result !== undefined && mod) {
    const c = mod.showCompound(result, perOf(compound.per), usable);
    compoundLine = `${fromText} ${relationOf(exact, c)} ${amountText(localNumber(c.major, locale), compound.major, { value: localNumber(c.minor, locale), unit: compound.minor })}`;
  }
  const exactLine = exact && auto.rounded && result !== undefined && mod ? `${fromText} = ${localNumber(mod.exactForm(result), locale)} ${unitShort(p.to)}` : undefined;
  return { auto, shown, fromText, compoundLine, exactLine, belowZero };
}

/** Under the result: how it was rounded in the chosen precision (`autoText`, `shownText`: in the page's form), and the compound form. */
function ResultNotes({ t, usable, autoText, shownText, rounded, unit, compoundLine }: { t: UiTranslate<'converter'>; usable: Precision; autoText: string; shownText: string; rounded: boolean; unit: string; compoundLine: string | undefined }) {
  const exact = `${autoText} ${unit}`;
  const approx = `${shownText} ${unit}`;
  return (
    <>
      {usable.mode !== 'auto' && rounded && (
        <p className="muted text-sm" data-rounded-note="">
          {usable.mode === 'fraction'
            ? t('converter.roundedFraction', { denominator: String(usable.denominator), exact, rounded: approx })
            : t('converter.roundedDigits', { count: usable.digits, exact, rounded: approx })}
        </p>
      )}
      {compoundLine && (
        <p className="mt-1 font-semibold" data-compound="">
          {compoundLine}
        </p>
      )}
    </>
  );
}

/** The conversion card: value in, exact result out, swap to the reverse page, share and copy. */
export default function Converter(props: Props) {
  const { from, to, exact, reverseHref, fraction = false, compound, locale, messages } = props;
  const t = uiTranslator(locale, messages);
  const id = useId();
  const compoundFrom = compound?.side === 'from' ? compound : undefined;
  const param = useValueParam({ minor: compoundFrom !== undefined });
  const precision = usePrecision(fraction, compound?.side === 'to');
  const { usable, choose, load } = precision;
  const models = useMemo(() => [ratioModel(from), ratioModel(to)] as const, [from, to]);
  const { auto, shown, fromText, compoundLine, exactLine, belowZero } = outcome(props, models, param, precision);
  // The result in the page's number form: what the card shows and what Copy copies (nothing below absolute zero).
  const shownText = belowZero ? '' : localNumber(shown.text, locale);

  return (
    <div className="card p-4 sm:p-6" data-converter="">
      <div className="grid items-end gap-4 sm:grid-cols-[1fr_auto_1fr]">
        <div>
          <ValueInputs id={`${id}-in`} label={unitLabel(from)} minorLabel={compoundFrom && t('field.plus', { unit: unitLabel(compoundFrom.minor) })} param={param} />
        </div>
        <a className="btn-ghost justify-self-center" href={reverseHref} aria-label={t('converter.swap', { to: to.name, from: from.name })} title={t('converter.swapTitle')}>
          <SwapIcon />
        </a>
        <div>
          <span id={`${id}-out-l`} className="block text-sm font-semibold">
            {unitLabel(to)}
          </span>
          <output aria-labelledby={`${id}-out-l`} aria-live="polite" className="field mt-1 block min-h-[2.75rem] break-all text-lg font-semibold" data-result="">
            {belowZero ? t('temperature.belowZero') : shownText}
          </output>
        </div>
      </div>
      {!belowZero && (
        <p className="muted mt-3 text-sm" data-sentence="">
          {fromText} {relationOf(exact, shown)} {shownText} {unitShort(to)}
        </p>
      )}
      {!belowZero && <ResultNotes t={t} usable={usable} autoText={localNumber(auto.text, locale)} shownText={shownText} rounded={shown.rounded} unit={unitShort(to)} compoundLine={compoundLine} />}
      {!belowZero && exact && auto.rounded && (
        // The exact value one click away: all its digits, or its fraction where the decimal does not end.
        <details className="muted break-all text-sm" data-exact="" onToggle={load}>
          <summary>{t('converter.exactValue')}</summary>
          {exactLine}
        </details>
      )}
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <PrecisionControls t={t} id={id} usable={usable} fraction={fraction} choose={choose} />
        <CopyButtons t={t} result={shownText} />
      </div>
    </div>
  );
}
