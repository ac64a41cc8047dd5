import type { Precision } from '../core/precision.ts';
import type { UiTranslate } from '../i18n/ui-translate.ts';
import { DIGIT_CHOICES, FRACTION_DENOMINATORS } from './hooks/usePrecision.ts';
import { SelectField } from './fields.tsx';

/** A chooser of one number (digits, denominator) from a list. */
function NumberSelect({ id, label, value, choices, text, onPick }: { id: string; label: string; value: number; choices: readonly number[]; text: (n: number) => string; onPick: (n: number) => void }) {
  return (
    <SelectField
      id={id}
      label={label}
      className="field mt-1 w-auto"
      value={value}
      onChange={(n) => {
        onPick(Number(n));
      }}
    >
      {choices.map((n) => (
        <option key={n} value={n}>
          {text(n)}
        </option>
      ))}
    </SelectField>
  );
}

/** The converter's display choosers: automatic, significant digits (3 to 15) or the nearest fraction (1/2 to 1/64). */
export default function PrecisionControls({ t, id, usable, fraction, choose }: { t: UiTranslate<'precision'>; id: string; usable: Precision; fraction: boolean; choose: (p: Precision) => void }) {
  // The second chooser: how many digits, or which fraction.
  const second =
    usable.mode === 'sig'
      ? {
          key: 'digits',
          label: t('precision.digits'),
          value: usable.digits,
          choices: DIGIT_CHOICES,
          text: String,
          onPick: (digits: number) => {
            choose({ mode: 'sig', digits });
          },
        }
      : usable.mode === 'fraction'
        ? {
            key: 'den',
            label: t('precision.nearest'),
            value: usable.denominator,
            choices: FRACTION_DENOMINATORS,
            text: (d: number) => `1/${String(d)}`,
            onPick: (denominator: number) => {
              choose({ mode: 'fraction', denominator });
            },
          }
        : undefined;
  return (
    <>
      <SelectField
        id={`${id}-mode`}
        label={t('precision.display')}
        className="field mt-1 w-auto"
        value={usable.mode}
        onChange={(m) => {
          choose(m === 'sig' ? { mode: 'sig', digits: 6 } : m === 'fraction' ? { mode: 'fraction', denominator: 16 } : { mode: 'auto' });
        }}
      >
        <option value="auto">{t('precision.auto')}</option>
        <option value="sig">{t('precision.sig')}</option>
        {fraction && <option value="fraction">{t('precision.fraction')}</option>}
      </SelectField>
      {second && <NumberSelect id={`${id}-${second.key}`} {...second} />}
    </>
  );
}
