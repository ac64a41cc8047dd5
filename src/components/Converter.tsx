import { useId, useMemo } from 'react';
import { compoundAmount, perOf } from '../core/compound.ts';
import { convert, modelOf, type ShippedUnit, type UnitModel } from '../core/convert.ts';
import { parseInput, relationOf, type Shown, showResultOrInfinity } from '../core/format.ts';
import { amountText, unitLabel, unitShort } from '../core/site.ts';
import type { Precision } from '../core/precision.ts';
import CopyButtons from './CopyButtons.tsx';
import { type PrecisionChoice, usePrecision } from './hooks/usePrecision.ts';
import { useValueParam, type ValueParam } from './hooks/useValueParam.ts';
import PrecisionControls from './PrecisionControls.tsx';
import { SwapIcon, ValueInputs } from './fields.tsx';

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
  from: ConverterUnit;
  to: ConverterUnit;
  /** Both units exactly defined with no pi left in their ratio (exactness.ts pairExactness): only then can a result be "=". */
  exact: boolean;
  /** The reverse conversion page; the swap button goes there (SPEC §4). */
  reverseHref: string;
  /** Results in this unit may be shown as the nearest fraction (inch, foot, pound families). */
  fraction?: boolean;
  compound?: ConverterCompound | undefined;
}

/** What the card shows for the value typed: the result in the automatic rule and in the chosen precision, and the lines around it. */
interface Outcome {
  auto: Shown;
  shown: Shown;
  fromText: string;
  /** The result as a compound form, "1 m = 3 ft 3.37 in", on a page whose result side has one. */
  compoundLine: string | undefined;
}

function outcome(p: Props, models: readonly [UnitModel, UnitModel], typed: Pick<ValueParam, 'value' | 'minorValue'>, { usable, mod }: PrecisionChoice): Outcome {
  const { from, exact, compound } = p;
  const compoundFrom = compound?.side === 'from' ? compound : undefined;
  const amount = compoundFrom ? compoundAmount(typed.value, typed.minorValue, compoundFrom.per) : parseInput(typed.value);
  const result = convert(amount, models[0], models[1]);
  const auto = showResultOrInfinity(result);
  const shown = result !== undefined && mod && usable.mode !== 'auto' ? mod.showPrecise(result, usable) : auto;
  const fromText = amountText(typed.value, from, compoundFrom && { value: typed.minorValue, unit: compoundFrom.minor });
  let compoundLine: string | undefined;
  if (compound?.side === 'to' && result !== undefined && mod) {
    const c = mod.showCompound(result, perOf(compound.per), usable);
    compoundLine = `${fromText} ${relationOf(exact, c)} ${amountText(c.major, compound.major, { value: c.minor, unit: compound.minor })}`;
  }
  return { auto, shown, fromText, compoundLine };
}

/** Under the result: how it was rounded in the chosen precision, and the compound form. */
function ResultNotes({ usable, auto, shown, unit, compoundLine }: { usable: Precision; auto: Shown; shown: Shown; unit: string; compoundLine: string | undefined }) {
  return (
    <>
      {usable.mode !== 'auto' && shown.rounded && (
        <p className="muted text-sm" data-rounded-note="">
          {usable.mode === 'fraction' ? `Rounded to the nearest 1/${String(usable.denominator)}: ` : `Rounded to ${String(usable.digits)} significant digits: `}
          {auto.text} {unit} ≈ {shown.text} {unit}
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
  const { from, to, exact, reverseHref, fraction = false, compound } = props;
  const id = useId();
  const compoundFrom = compound?.side === 'from' ? compound : undefined;
  const param = useValueParam({ minor: compoundFrom !== undefined });
  const precision = usePrecision(fraction, compound?.side === 'to');
  const { usable, choose } = precision;
  const models = useMemo(() => [modelOf(from), modelOf(to)] as const, [from, to]);
  const { auto, shown, fromText, compoundLine } = outcome(props, models, param, precision);

  return (
    <div className="card p-4 sm:p-6" data-converter="">
      <div className="grid items-end gap-4 sm:grid-cols-[1fr_auto_1fr]">
        <div>
          <ValueInputs id={`${id}-in`} label={unitLabel(from)} minorLabel={compoundFrom && unitLabel(compoundFrom.minor)} param={param} />
        </div>
        <a className="btn-ghost justify-self-center" href={reverseHref} aria-label={`Swap: convert ${to.name} to ${from.name}`} title="Swap units">
          <SwapIcon />
        </a>
        <div>
          <span id={`${id}-out-l`} className="block text-sm font-semibold">
            {unitLabel(to)}
          </span>
          <output aria-labelledby={`${id}-out-l`} aria-live="polite" className="field mt-1 block min-h-[2.75rem] break-all text-lg font-semibold" data-result="">
            {shown.text}
          </output>
        </div>
      </div>
      <p className="muted mt-3 text-sm" data-sentence="">
        {fromText} {relationOf(exact, shown)} {shown.text} {unitShort(to)}
      </p>
      <ResultNotes usable={usable} auto={auto} shown={shown} unit={unitShort(to)} compoundLine={compoundLine} />
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <PrecisionControls id={id} usable={usable} fraction={fraction} choose={choose} />
        <CopyButtons result={shown.text} />
      </div>
    </div>
  );
}
