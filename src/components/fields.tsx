/**
 * The islands' form fields and icons, in one module so the pages that use them load them
 * as one small file: labelled inputs (value, amount, filter), the value field and its
 * compound second field (a number: decimal keyboard, no autocorrect), labelled selects and the swap icon.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { ValueParam } from './hooks/useValueParam.ts';

type LabelledInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  labelClass?: string | undefined;
};

/** A label and its input (the value, amount and filter fields); the input's own attributes pass through. */
export function LabelledInput({ id, label, value, onChange, labelClass = 'block text-sm font-semibold', ...input }: LabelledInputProps) {
  return (
    <>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        {...input}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
        }}
      />
    </>
  );
}

/** The value field and, for a compound form, the field of its smaller unit below it (`minorLabel`: "plus Inch (in)"). */
export function ValueInputs({ id, label, minorLabel, param }: { id: string; label: string; minorLabel: string | undefined; param: ValueParam }) {
  // A text field for a number: decimal keyboard, no autocorrect.
  const number = { type: 'text', inputMode: 'decimal', autoComplete: 'off', spellCheck: false } as const;
  return (
    <>
      <LabelledInput id={id} label={label} className="field mt-1 text-lg" {...number} value={param.value} onChange={param.setValue} />
      {minorLabel !== undefined && (
        <LabelledInput
          id={`${id}2`}
          label={minorLabel}
          labelClass="mt-2 block text-sm font-semibold"
          className="field mt-1"
          {...number}
          placeholder="0"
          value={param.minorValue}
          onChange={param.setMinorValue}
        />
      )}
    </>
  );
}

/** A labelled select (converter display precision, currency and Ultra choosers): label above, the choice's value passed on. */
export function SelectField({
  id,
  label,
  value,
  onChange,
  className = 'field mt-1',
  children,
}: {
  id: string;
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        className={className}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
        }}
      >
        {children}
      </select>
    </div>
  );
}

/** The two-arrows icon of the swap buttons (unit and currency converters). */
export function SwapIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7" />
    </svg>
  );
}
