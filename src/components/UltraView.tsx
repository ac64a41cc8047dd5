import { useId, useMemo, useState } from 'react';
import { compoundAmount, perOf } from '../core/compound.ts';
import { belowAbsoluteZero, convert, ratioModel, type ShippedUnit, type UnitModel } from '../core/convert.ts';
import { everyPairExact, exactDecimalText, type ExactnessFields, relation } from '../core/exactness.ts';
import { showResultOrInfinity } from '../core/format.ts';
import { showCompound } from '../core/mixed.ts';
import type { Rational } from '../core/rational.ts';
import { amountText, compoundLabel, typedValue, unitLabel } from '../core/labels.ts';
import { paths, withValue } from '../core/paths.ts';
import { conversionSlug } from '../core/slug.ts';
import type { Locale } from '../i18n/locales.ts';
import { localPath } from '../i18n/paths.ts';
import { inSentence, type IslandMessages, uiTranslator } from '../i18n/ui-translate.ts';
import type { NamespacesOf } from '../i18n/island-messages.ts';
import { useValueParam } from './hooks/useValueParam.ts';
import UltraTable, { CompoundLines, type UltraRow } from './UltraTable.tsx';
import { LabelledInput, SelectField, ValueInputs } from './fields.tsx';
import { localNumber, parseLocalInput, toEnglishNumber, typedLocal } from './local-numbers.ts';

/** One unit of the category, with its exact model and what its exactness rests on. */
export interface UltraUnit extends ShippedUnit, ExactnessFields {}

/** A compound form of the category (compound.ts compoundsIn): "ft" + "in", 12 per. */
type UltraCompound = { major: string; minor: string; per: string };

interface Props {
  /** The page's language: words, numbers and the rows' links. */
  locale: Locale;
  /** This island's messages in the page's language (islandMessages(locale, ISLAND_MESSAGES.ultra)), passed by the page. */
  messages: IslandMessages<NamespacesOf<'ultra'>>;
  category: string;
  categoryName: string;
  units: UltraUnit[];
  /** Every unit category with an Ultra view, for the chooser. */
  categories: { slug: string; name: string }[];
  /** Compound forms of this category (compound.ts): "ft" + "in", 12 per. */
  compounds: UltraCompound[];
  /** The unit the value starts in (the category's most common). */
  initial: string;
}

/** "ft+in": the chooser's value for typing the value in two units at once. */
const compoundKey = (c: { major: string; minor: string }): string => `${c.major}+${c.minor}`;

/** What the rows and compound lines are worked out from. */
interface Source {
  locale: Locale;
  category: string;
  from: UltraUnit;
  fromModel: UnitModel | undefined;
  amount: Rational;
  fromText: string;
  models: Map<string, UnitModel>;
}

/** The value in each unit that matches the filter (in the page's number form), with its conversion page in the page's language carrying the value (as typed, or the exact total in the larger unit: "35/6" ft). */
function ultraRows(s: Source, units: UltraUnit[], filter: string, carried: string): UltraRow[] {
  const q = filter.trim().toLowerCase();
  return units
    .filter((u) => u !== s.from)
    .filter((u) => q === '' || u.name.toLowerCase().includes(q) || u.code.toLowerCase().includes(q) || u.symbol.toLowerCase().includes(q))
    .map((u) => {
      const to = s.models.get(u.code);
      const shown = showResultOrInfinity(s.fromModel && to ? convert(s.amount, s.fromModel, to) : undefined);
      return {
        u,
        shown: { ...shown, text: localNumber(shown.text, s.locale) },
        rel: relation(s.from, u, shown),
        href: localPath(s.locale, withValue(paths.conversion(s.category, conversionSlug(s.from.code, u.code)), carried)),
      };
    });
}

/** The value as each compound form of the category ("180 cm = 5 ft 10.866 in"), when it is typed in neither of its units. */
function compoundLines(s: Source, compounds: UltraCompound[], byCode: Map<string, UltraUnit>): string[] {
  return compounds.flatMap((c) => {
    const major = byCode.get(c.major);
    const minor = byCode.get(c.minor);
    const majorModel = s.models.get(c.major);
    if (!major || !minor || !majorModel || !s.fromModel || s.from === major || s.from === minor) return [];
    const r = convert(s.amount, s.fromModel, majorModel);
    if (r === undefined) return [];
    const split = showCompound(r, perOf(c.per), { mode: 'auto' });
    return [`${s.fromText} ${relation(s.from, major, split)} ${amountText(localNumber(split.major, s.locale), major, { value: localNumber(split.minor, s.locale), unit: minor })}`];
  });
}

/** The chooser of the unit the value is in: every unit, then the compound forms ("foot + inch (ft + in)"). */
function FromChooser({ id, label, value, units, compounds, byCode, onChange }: { id: string; label: string; value: string; units: UltraUnit[]; compounds: UltraCompound[]; byCode: Map<string, UltraUnit>; onChange: (code: string) => void }) {
  return (
    <SelectField id={id} label={label} value={value} onChange={onChange}>
      {units.map((u) => (
        <option key={u.code} value={u.code}>
          {unitLabel(u)}
        </option>
      ))}
      {compounds.flatMap((c) => {
        const major = byCode.get(c.major);
        const minor = byCode.get(c.minor);
        return major && minor
          ? [
              <option key={compoundKey(c)} value={compoundKey(c)}>
                {compoundLabel(major, minor)}
              </option>,
            ]
          : [];
      })}
    </SelectField>
  );
}

/** One value in every unit of a category at once, each row linking to its conversion page. */
export default function UltraView({ locale, messages, category, categoryName, units, categories, compounds, initial }: Props) {
  const t = uiTranslator(locale, messages);
  const id = useId();
  const [fromCode, setFromCode] = useState(initial);
  const [filter, setFilter] = useState('');
  const models = useMemo(() => new Map<string, UnitModel>(units.map((u) => [u.code, ratioModel(u)])), [units]);
  const byCode = useMemo(() => new Map(units.map((u) => [u.code, u])), [units]);
  const compoundIn = compounds.find((c) => compoundKey(c) === fromCode);
  const from = byCode.get(compoundIn ? compoundIn.major : fromCode) ?? units[0];
  const minorUnit = compoundIn && byCode.get(compoundIn.minor);
  // A shared address (?v=180&from=cm) opens with that value and unit.
  const param = useValueParam({
    minor: compoundIn !== undefined,
    extra: { from: fromCode },
    keepBlank: true,
    onOpen: (q) => {
      const f = q.get('from');
      if (f !== null && (byCode.has(f) || compounds.some((c) => compoundKey(c) === f))) setFromCode(f);
    },
  });

  if (!from) return null;
  const { value, minorValue } = param;
  // The value is read in the page's number form ("5,5"), and carried to the rows' pages as typed;
  // a compound form's exact total is carried in the page's form too ("5,875" ft), as that page reads it back.
  const amount = compoundIn ? compoundAmount(toEnglishNumber(value, locale), toEnglishNumber(minorValue, locale), compoundIn.per) : parseLocalInput(value, locale);
  const fromText = amountText(typedLocal(value, locale), from, minorUnit && { value: typedLocal(minorValue, locale), unit: minorUnit });
  const source: Source = { locale, category, from, fromModel: models.get(from.code), amount, models, fromText };
  const decimal = exactDecimalText(amount);
  const carried = compoundIn ? (decimal === undefined ? amount.toString() : localNumber(decimal, locale)) : typedValue(value);
  // A temperature below absolute zero has no value in any unit: the view says so instead.
  const belowZero = from.absolute === true && source.fromModel !== undefined && belowAbsoluteZero(amount, source.fromModel);
  const rows = belowZero ? [] : ultraRows(source, units, filter, carried);
  const lines = compoundIn || belowZero ? [] : compoundLines(source, compounds, byCode);

  return (
    <div data-ultra="">
      <div className="card grid gap-4 p-4 sm:grid-cols-3 sm:p-6">
        <SelectField
          id={`${id}-cat`}
          label={t('ultra.category')}
          value={category}
          onChange={(slug) => {
            window.location.assign(localPath(locale, paths.ultra(slug)));
          }}
        >
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <div>
          <ValueInputs id={`${id}-v`} label={t('ultra.value')} minorLabel={minorUnit && t('field.plus', { unit: unitLabel(minorUnit) })} param={param} />
        </div>
        <FromChooser
          id={`${id}-from`}
          label={t('ultra.in')}
          value={from.code}
          units={units}
          compounds={compounds}
          byCode={byCode}
          onChange={(code) => {
            param.touch();
            setFromCode(code);
          }}
        />
      </div>
      <CompoundLines lines={lines} />
      <div className="mt-4">
        <LabelledInput
          id={`${id}-f`}
          label={t('ultra.filter')}
          className="field mt-1 sm:max-w-sm"
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('ultra.filterPlaceholder')}
          value={filter}
          onChange={setFilter}
        />
      </div>
      <UltraTable t={t} rows={rows} fromName={from.name} fromText={source.fromText} categoryName={inSentence(categoryName, locale)} />
      {belowZero && (
        <p className="mt-3 font-semibold" role="status" data-below-zero="">
          {t('temperature.belowZero')}
        </p>
      )}
      {rows.length === 0 && !belowZero && <p className="muted mt-3">{t('ultra.noMatch', { category: inSentence(categoryName, locale), filter })}</p>}
      {/* "Exact and rounded once" only where every pair of the category is exact; else only "rounded". */}
      <p className="muted mt-3 text-sm">{t(everyPairExact(units) ? 'ultra.note' : 'ultra.noteRounded')}</p>
    </div>
  );
}
