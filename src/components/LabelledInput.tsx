import type { InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  labelClass?: string | undefined;
};

/** A label and its input (the value, amount and filter fields); the input's own attributes pass through. */
export default function LabelledInput({ id, label, value, onChange, labelClass = 'block text-sm font-semibold', ...input }: Props) {
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
